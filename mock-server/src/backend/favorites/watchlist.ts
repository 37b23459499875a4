// The watchlist (自選股) rules: a code is in a user's list once, at most `maxWatchlist`
// codes, new ones go to the top, and an edit saves the order and removes what was left out.
// Rows carry the same live quote the market screens show (quotes.ts at the world's instant).
import type { ResponseData } from '#openapi/operations.ts'
import { raise } from '../core/catalogue.ts'
import { stateAt } from '../market/engine.ts'
import { findInstrument } from '../market/instruments.ts'
import { stockRow } from '../market/quotes.ts'
import type { World } from '../core/world.ts'
import type { WatchlistEntryRecord } from './records.ts'

export const maxWatchlist = 100

type WatchlistRows = ResponseData<'/user/Optionallist'>

function entriesOf(world: World, userId: number): WatchlistEntryRecord[] {
  return world.db.watchlist.findMany((q) => q.where({ userId })).sort((a, b) => a.position - b.position)
}

/** The user's watchlist with live quotes, in the user's order. */
export function watchlistRows(world: World, userId: number, now: number): WatchlistRows {
  return entriesOf(world, userId).flatMap((entry, index) => {
    const instrument = findInstrument(entry.symbol)
    // A code the market no longer lists is skipped, not an error for the whole list.
    return instrument === undefined ? [] : [{ ...stockRow(stateAt(world.seed, instrument, now)), sort: index + 1 }]
  })
}

export async function addToWatchlist(world: World, userId: number, symbol: string, now: number): Promise<void> {
  if (findInstrument(symbol) === undefined) raise('stock_price_unavailable')
  const entries = entriesOf(world, userId)
  if (entries.some((entry) => entry.symbol === symbol)) raise('watchlist_symbol_exists')
  if (entries.length >= maxWatchlist) raise('watchlist_full')
  const top = entries[0]?.position ?? 1
  await world.db.watchlist.create({ userId, symbol, position: top - 1, addedAt: now })
}

export async function removeFromWatchlist(world: World, userId: number, symbol: string): Promise<void> {
  if (!entriesOf(world, userId).some((entry) => entry.symbol === symbol)) raise('watchlist_symbol_absent')
  await world.db.watchlist.delete((q) => q.where({ userId, symbol }))
}

/** Saves an edited list: `symbols` in their new order; the user's other codes are removed. */
export async function saveWatchlistOrder(world: World, userId: number, symbols: readonly string[]): Promise<void> {
  const entries = entriesOf(world, userId)
  const held = new Set(entries.map((entry) => entry.symbol))
  // Every check before any change: a refused edit leaves the list as it was.
  if (symbols.some((symbol) => !held.has(symbol))) raise('watchlist_symbol_absent')
  const kept = new Set(symbols)
  for (const entry of entries) {
    if (!kept.has(entry.symbol)) await world.db.watchlist.delete((q) => q.where({ userId, symbol: entry.symbol }))
  }
  for (const [index, symbol] of symbols.entries()) {
    await world.db.watchlist.update((q) => q.where({ userId, symbol }), {
      data(draft) {
        draft.position = index + 1
      },
    })
  }
}
