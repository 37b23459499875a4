// The orders the watchlist can be shown in: the user's own, or by change or price.
import type { WatchlistRows } from './use-watchlist.ts'

export type WatchlistSort = 'mine' | 'gainDesc' | 'gainAsc' | 'priceDesc'

const number = (text: string) => {
  const value = Number(text)
  return Number.isFinite(value) ? value : 0
}

export function sortedWatchlist(rows: WatchlistRows, sort: WatchlistSort): WatchlistRows {
  const copy = [...rows]
  if (sort === 'mine') return copy.sort((a, b) => a.sort - b.sort)
  if (sort === 'gainDesc') return copy.sort((a, b) => number(b.gain) - number(a.gain) || a.sort - b.sort)
  if (sort === 'gainAsc') return copy.sort((a, b) => number(a.gain) - number(b.gain) || a.sort - b.sort)
  return copy.sort((a, b) => number(b.price) - number(a.price) || a.sort - b.sort)
}
