// The watchlist (自選股) rules, for the default group (the upstream's list) and every other
// group alike: a code is in a group once, at most `maxWatchlist` codes a group, new ones go
// to the top, and an edit saves the order and removes what was left out. Rows carry the
// same live quote the market screens show (quotes.ts at the world's instant).
import type { ResponseData } from '#openapi/operations.ts'

import { raise } from '../core/catalogue.ts'
import type { World } from '../core/world.ts'
import { stateAt } from '../market/engine.ts'
import { findInstrument } from '../market/instruments.ts'
import { stockRow } from '../market/quotes.ts'
import { requireGroup } from './groups.ts'
import { defaultGroupId, type WatchlistEntryRecord } from './records.ts'

export const maxWatchlist = 100

type WatchlistRows = ResponseData<'/user/Optionallist'>

/** A group's entries, top first. */
export function entriesOf(world: World, userId: number, groupId: number): WatchlistEntryRecord[] {
  return world.db.watchlist.findMany((q) => q.where({ userId, groupId })).sort((a, b) => a.position - b.position)
}

/** A group's codes with live quotes, in the user's order. */
export function watchlistRows(
  world: World,
  userId: number,
  now: number,
  groupId: number = defaultGroupId,
): WatchlistRows {
  requireGroup(world, userId, groupId)
  return entriesOf(world, userId, groupId).flatMap((entry, index) => {
    const instrument = findInstrument(entry.symbol)
    // A code the market no longer lists is skipped, not an error for the whole list.
    return instrument === undefined
      ? []
      : [{ ...stockRow(world.seed, stateAt(world.seed, instrument, now)), sort: index + 1 }]
  })
}

/** Puts codes at the top of a group, in the order given (checked by the caller). */
export async function putOnTop(
  world: World,
  userId: number,
  groupId: number,
  symbols: readonly string[],
  now: number,
): Promise<void> {
  const top = entriesOf(world, userId, groupId)[0]?.position ?? 1
  for (const [index, symbol] of symbols.entries()) {
    await world.db.watchlist.create({ userId, groupId, symbol, position: top - symbols.length + index, addedAt: now })
  }
}

export async function addToWatchlist(
  world: World,
  userId: number,
  symbol: string,
  now: number,
  groupId: number = defaultGroupId,
): Promise<void> {
  requireGroup(world, userId, groupId)
  if (findInstrument(symbol) === undefined) raise('stock_price_unavailable')
  const entries = entriesOf(world, userId, groupId)
  if (entries.some((entry) => entry.symbol === symbol)) raise('watchlist_symbol_exists')
  if (entries.length >= maxWatchlist) raise('watchlist_full')
  await putOnTop(world, userId, groupId, [symbol], now)
}

export async function removeFromWatchlist(
  world: World,
  userId: number,
  symbol: string,
  groupId: number = defaultGroupId,
): Promise<void> {
  requireGroup(world, userId, groupId)
  if (!entriesOf(world, userId, groupId).some((entry) => entry.symbol === symbol)) raise('watchlist_symbol_absent')
  await world.db.watchlist.delete((q) => q.where({ userId, groupId, symbol }))
}

/** Saves an edited group: `symbols` in their new order; the group's other codes are removed. */
export async function saveWatchlistOrder(
  world: World,
  userId: number,
  symbols: readonly string[],
  groupId: number = defaultGroupId,
): Promise<void> {
  requireGroup(world, userId, groupId)
  const entries = entriesOf(world, userId, groupId)
  const held = new Set(entries.map((entry) => entry.symbol))
  // Every check before any change: a refused edit leaves the list as it was.
  if (symbols.some((symbol) => !held.has(symbol))) raise('watchlist_symbol_absent')
  const kept = new Set(symbols)
  for (const entry of entries) {
    if (!kept.has(entry.symbol))
      await world.db.watchlist.delete((q) => q.where({ userId, groupId, symbol: entry.symbol }))
  }
  for (const [index, symbol] of symbols.entries()) {
    await world.db.watchlist.update((q) => q.where({ userId, groupId, symbol }), {
      data(draft) {
        draft.position = index + 1
      },
    })
  }
}

/** Moves codes from one group to the top of another, all or none. */
export async function moveBetweenGroups(
  world: World,
  userId: number,
  symbols: readonly string[],
  from: number,
  to: number,
  now: number,
): Promise<void> {
  requireGroup(world, userId, from)
  requireGroup(world, userId, to)
  const leaving = new Set(entriesOf(world, userId, from).map((entry) => entry.symbol))
  const joining = entriesOf(world, userId, to)
  if (symbols.some((symbol) => !leaving.has(symbol))) raise('watchlist_symbol_absent')
  if (symbols.some((symbol) => joining.some((entry) => entry.symbol === symbol))) raise('watchlist_symbol_exists')
  if (joining.length + symbols.length > maxWatchlist) raise('watchlist_full')
  for (const symbol of symbols) await world.db.watchlist.delete((q) => q.where({ userId, groupId: from, symbol }))
  await putOnTop(world, userId, to, symbols, now)
}
