import { describe, expect, it } from 'vitest'

import type { WatchlistRows } from './use-watchlist.ts'
import { sortedWatchlist } from './watchlist-sort.ts'

const row = (symbol: string, sort: number, gain: string, price: string): WatchlistRows[number] => ({
  symbol,
  name: symbol,
  market: 'listed',
  price,
  preClose: price,
  gain,
  gainValue: '0.00',
  volume: 0,
  amount: '0',
  sort,
})

const rows = [row('A', 2, '1.50', '10.00'), row('B', 1, '-2.00', '900.00'), row('C', 3, 'bad', '50.00')]

describe('sortedWatchlist', () => {
  it("keeps the user's order, or sorts by change or price, without touching the input", () => {
    expect(sortedWatchlist(rows, 'mine').map((each) => each.symbol)).toEqual(['B', 'A', 'C'])
    expect(sortedWatchlist(rows, 'gainDesc').map((each) => each.symbol)).toEqual(['A', 'C', 'B'])
    expect(sortedWatchlist(rows, 'gainAsc').map((each) => each.symbol)).toEqual(['B', 'C', 'A'])
    expect(sortedWatchlist(rows, 'priceDesc').map((each) => each.symbol)).toEqual(['B', 'C', 'A'])
    expect(rows.map((each) => each.symbol)).toEqual(['A', 'B', 'C'])
  })
})
