// An order arriving in continuous trading (or in the intraday odd-lot matching) meets the
// five-level book: it takes the levels at acceptable prices, best first, until it has its
// quantity or the acceptable depth runs out. What it takes fills now, as one fill at the
// levels' prices; the rest keeps working (ROD), is cancelled (IOC), or, unless all of it
// can fill at once, nothing fills (FOK).
import { lotShares } from '#rules/market.ts'

import type { BookLevel } from '../market/engine.ts'

export interface BookMatch {
  /** Shares taken from the book. */
  shares: number
  /** Their value: the sum of each level's price x the shares taken there. */
  value: number
  /** What was taken at each level, best first: each is a fill at its own price. */
  levels: Array<{ price: number; shares: number }>
}

/**
 * What `shares` take from `levels` (asks for a buy, bids for a sell, best first) at prices
 * no worse than `limit` (null: a market order, any level of the book).
 */
export function matchBook(
  levels: readonly BookLevel[],
  shares: number,
  limit: number | null,
  buys: boolean,
): BookMatch {
  let taken = 0
  let value = 0
  const filled: BookMatch['levels'] = []
  for (const level of levels) {
    if (taken === shares) break
    if (limit !== null && (buys ? level.price > limit : level.price < limit)) break
    const here = Math.min(shares - taken, level.lots * lotShares)
    taken += here
    value += here * level.price
    if (here > 0) filled.push({ price: level.price, shares: here })
  }
  return { shares: taken, value, levels: filled }
}

/** What fills on arrival under an order condition: all the match (ROD, IOC), or for FOK all or nothing. */
export function arrivalFill(match: BookMatch, shares: number, condition: 'ROD' | 'IOC' | 'FOK'): BookMatch {
  if (condition === 'FOK' && match.shares < shares) return { shares: 0, value: 0, levels: [] }
  return match
}
