// Watchlist groups (自選群組), as broker apps have them: the default group (the upstream's
// own watchlist, id 0, always first, never renamed or deleted) and up to 19 of the user's
// own, each with a name of 1-10 characters unlike the user's other group names. Deleting
// a group drops the codes it holds; the same codes in other groups stay there.
import type { ResponseData } from '#openapi/operations.ts'
import { groupNameProblem, maxGroups, sameGroupName } from '#rules/watchlist-groups.ts'

import { raise } from '../core/catalogue.ts'
import type { World } from '../core/world.ts'
import { defaultGroupId, type WatchlistGroupRecord } from './records.ts'

export { maxGroupName, maxGroups } from '#rules/watchlist-groups.ts'
/** The default group's name as the upstream would show it. */
export const defaultGroupName = '自選股'

type GroupRows = ResponseData<'/user/optionalGroups'>

function ownGroups(world: World, userId: number): WatchlistGroupRecord[] {
  return world.db.watchlistGroups
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => a.position - b.position || a.id - b.id)
}

/** Refuses a group id the user does not have (the default group is everyone's). */
export function requireGroup(world: World, userId: number, groupId: number): void {
  if (
    groupId !== defaultGroupId &&
    world.db.watchlistGroups.findFirst((q) => q.where({ id: groupId, userId })) === undefined
  )
    raise('watchlist_group_absent')
}

/** Every group of the user, the default first, each with its codes top first. */
export function groupRows(world: World, userId: number): GroupRows {
  const symbolsOf = (groupId: number) =>
    world.db.watchlist
      .findMany((q) => q.where({ userId, groupId }))
      .sort((a, b) => a.position - b.position)
      .map((entry) => entry.symbol)
  return [
    { id: defaultGroupId, name: defaultGroupName, default: true, symbols: symbolsOf(defaultGroupId) },
    ...ownGroups(world, userId).map((group) => ({
      id: group.id,
      name: group.name,
      default: false,
      symbols: symbolsOf(group.id),
    })),
  ]
}

/** A name the rules accept, trimmed; refuses an empty or long one, or one another group has. */
function acceptedName(world: World, userId: number, typed: string, renaming?: number): string {
  if (groupNameProblem(typed) !== undefined) raise('watchlist_group_name_invalid')
  const name = typed.trim()
  const taken =
    sameGroupName(name, defaultGroupName) ||
    ownGroups(world, userId).some((group) => group.id !== renaming && sameGroupName(name, group.name))
  if (taken) raise('watchlist_group_name_exists')
  return name
}

export async function createGroup(world: World, userId: number, typedName: string, now: number): Promise<void> {
  const groups = ownGroups(world, userId)
  if (groups.length + 1 >= maxGroups) raise('watchlist_groups_full')
  const name = acceptedName(world, userId, typedName)
  const last = groups.at(-1)?.position ?? 0
  await world.db.watchlistGroups.create({
    id: world.ids.next('watchlistGroup'),
    userId,
    name,
    position: last + 1,
    createdAt: now,
  })
}

/** A group of the user's own (not the default one), or a refusal. */
function ownGroup(world: World, userId: number, groupId: number): WatchlistGroupRecord {
  if (groupId === defaultGroupId) raise('watchlist_group_default')
  return world.db.watchlistGroups.findFirst((q) => q.where({ id: groupId, userId })) ?? raise('watchlist_group_absent')
}

export async function renameGroup(world: World, userId: number, groupId: number, typedName: string): Promise<void> {
  const group = ownGroup(world, userId, groupId)
  const name = acceptedName(world, userId, typedName, group.id)
  await world.db.watchlistGroups.update((q) => q.where({ id: group.id }), {
    data(draft) {
      draft.name = name
    },
  })
}

export async function deleteGroup(world: World, userId: number, groupId: number): Promise<void> {
  const group = ownGroup(world, userId, groupId)
  world.db.watchlist.deleteMany((q) => q.where({ userId, groupId: group.id }))
  world.db.watchlistGroups.delete((q) => q.where({ id: group.id }))
}

/** Puts the user's own groups in the order of `ids`, which must name each of them once. */
export async function sortGroups(world: World, userId: number, ids: readonly number[]): Promise<void> {
  const groups = ownGroups(world, userId)
  const known = new Set(groups.map((group) => group.id))
  if (ids.length !== groups.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    raise('watchlist_group_order_changed')
  for (const [index, id] of ids.entries()) {
    await world.db.watchlistGroups.update((q) => q.where({ id }), {
      data(draft) {
        draft.position = index + 1
      },
    })
  }
}
