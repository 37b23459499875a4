// The favorites area's records: each user's watchlist groups and the codes in them.
import { z } from 'zod'

import { defaultGroupId } from '#rules/watchlist-groups.ts'

import { Collection } from '../core/collection.ts'

const id = z.number().int().positive()
const instant = z.number().int()

/** The default group (the upstream's own watchlist) has this id and no record: every user has it. */
export { defaultGroupId }

/** A group the user made (自選群組); the default group has no record. `position` orders them. */
export const watchlistGroupSchema = z.object({
  id,
  userId: id,
  name: z.string(),
  position: z.number().int(),
  createdAt: instant,
})

/** One code in one group of one user's watchlist; `position` orders the group (smaller first). */
export const watchlistEntrySchema = z.object({
  userId: id,
  // Worlds saved before groups existed have no groupId: their codes are in the default group.
  groupId: z.number().int().nonnegative().default(defaultGroupId),
  symbol: z.string(),
  position: z.number().int(),
  addedAt: instant,
})

export type WatchlistGroupRecord = z.infer<typeof watchlistGroupSchema>
export type WatchlistEntryRecord = z.infer<typeof watchlistEntrySchema>

/** The favorites area's collections, created in every world. */
export function favoriteCollections() {
  return {
    watchlistGroups: new Collection({ schema: watchlistGroupSchema }),
    watchlist: new Collection({ schema: watchlistEntrySchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof favoriteCollections> {}
}
