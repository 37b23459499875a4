// The arithmetic of an order arriving against the five-level book: what each level gives,
// limits, and the order conditions.
import { describe, expect, it } from 'vitest'

import { arrivalFill, matchBook } from './matching.ts'

const asks = [
  { price: 22_600, lots: 3 },
  { price: 22_650, lots: 2 },
  { price: 22_700, lots: 5 },
  { price: 22_750, lots: 1 },
  { price: 22_800, lots: 4 },
]
const bids = [
  { price: 22_550, lots: 2 },
  { price: 22_500, lots: 4 },
  { price: 22_450, lots: 1 },
]

describe('matching against the book', () => {
  it('fills an order within the best level at its price', () => {
    expect(matchBook(asks, 2000, null, true)).toEqual({
      shares: 2000,
      value: 2000 * 22_600,
      levels: [{ price: 22_600, shares: 2000 }],
    })
  })

  it('walks the levels, best first, and prices each part at its level', () => {
    // 3 lots at 226.00, 2 at 226.50, 1 of 5 at 227.00
    expect(matchBook(asks, 6000, null, true)).toEqual({
      shares: 6000,
      value: 3000 * 22_600 + 2000 * 22_650 + 1000 * 22_700,
      levels: [
        { price: 22_600, shares: 3000 },
        { price: 22_650, shares: 2000 },
        { price: 22_700, shares: 1000 },
      ],
    })
  })

  it('takes no more than the depth at acceptable prices: a limit stops the walk', () => {
    expect(matchBook(asks, 20_000, 22_650, true)).toMatchObject({ shares: 5000, value: 3000 * 22_600 + 2000 * 22_650 })
    expect(matchBook(asks, 20_000, 22_500, true)).toEqual({ shares: 0, value: 0, levels: [] })
    // A market order takes all five levels and no more.
    expect(matchBook(asks, 20_000, null, true).shares).toBe(15_000)
  })

  it('sells into the bids down to its limit', () => {
    expect(matchBook(bids, 7000, 22_500, false)).toMatchObject({ shares: 6000, value: 2000 * 22_550 + 4000 * 22_500 })
    expect(matchBook(bids, 500, null, false)).toMatchObject({ shares: 500, value: 500 * 22_550 })
    expect(matchBook([], 1000, null, false)).toEqual({ shares: 0, value: 0, levels: [] })
  })
})

describe('order conditions on arrival', () => {
  const partial = {
    shares: 5000,
    value: 3000 * 22_600 + 2000 * 22_650,
    levels: [
      { price: 22_600, shares: 3000 },
      { price: 22_650, shares: 2000 },
    ],
  }
  it('ROD and IOC fill what the book gives (IOC then cancels the rest, ROD keeps it working)', () => {
    expect(arrivalFill(partial, 8000, 'ROD')).toEqual(partial)
    expect(arrivalFill(partial, 8000, 'IOC')).toEqual(partial)
  })

  it('FOK fills all or nothing', () => {
    expect(arrivalFill(partial, 8000, 'FOK')).toEqual({ shares: 0, value: 0, levels: [] })
    expect(arrivalFill(partial, 5000, 'FOK')).toEqual(partial)
  })
})
