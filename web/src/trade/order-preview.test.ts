import { describe, expect, it } from 'vitest'

import { affordableLots, feesOf, loanRepaid, previewClose, previewOrder } from './order-preview.ts'

const fees = { ratePpm: 1425, minimum: 2000, discountPerMille: 1000 }
const base = { kind: 'stock', board: 'listed', fees, dayTradeSale: false } as const

describe('the order preview', () => {
  it.each([
    [
      'a cash buy of 1 lot at 226',
      { side: 'buy', price: 22_600, shares: 1000, credit: 'cash' },
      { value: 22_600_000, commission: 32_200, tax: 0, loan: 0, deposit: 0, total: 22_632_200 },
    ],
    [
      'a margin purchase of 3 lots (60 % lent, in whole thousands)',
      { side: 'buy', price: 22_600, shares: 3000, credit: 'margin' },
      { value: 67_800_000, commission: 96_600, tax: 0, loan: 40_600_000, deposit: 0, total: 27_296_600 },
    ],
    [
      'a short sale of 2 lots (90 % deposit, commission and tax)',
      { side: 'buy', price: 22_550, shares: 2000, credit: 'short' },
      { value: 45_100_000, commission: 64_200, tax: 135_300, loan: 0, deposit: 40_590_000, total: 40_789_500 },
    ],
    [
      'an odd lot under the minimum commission',
      { side: 'buy', price: 180_000, shares: 5, credit: 'cash' },
      { value: 900_000, commission: 2000, tax: 0, loan: 0, deposit: 0, total: 902_000 },
    ],
  ] as const)('%s', (_, input, expected) => {
    expect(previewOrder({ ...base, ...input })).toEqual(expected)
  })

  it('an OTC margin purchase borrows 50 %', () => {
    expect(
      previewOrder({ ...base, board: 'otc', side: 'buy', price: 10_000, shares: 2000, credit: 'margin' }).loan,
    ).toBe(10_000_000)
  })

  it.each([
    ['a sale', { price: 22_600, shares: 1000, dayTradeSale: false }, { kind: 'long', loan: 0 }, 22_500_000],
    ['a day-trade sale', { price: 22_600, shares: 1000, dayTradeSale: true }, { kind: 'long', loan: 0 }, 22_533_900],
    [
      'a margin purchase’s sale, repaying its loan',
      { price: 22_600, shares: 3000, dayTradeSale: false },
      { kind: 'long', loan: 40_600_000 },
      67_500_000 - 40_600_000,
    ],
    [
      'buying back a short: deposit and sale value less the cost',
      { price: 22_000, shares: 2000, dayTradeSale: false },
      { kind: 'short', deposit: 40_590_000, openValue: 45_100_000 },
      40_590_000 + 45_100_000 - 44_062_700,
    ],
  ] as const)('closing: %s', (_, input, closing, total) => {
    expect(previewClose({ kind: 'stock', fees, ...input }, closing).total).toBe(total)
  })

  it('shares a loan pro rata', () => {
    expect(loanRepaid(40_600_000, 1000, 3000)).toBe(13_533_333)
    expect(loanRepaid(40_600_000, 3000, 3000)).toBe(40_600_000)
  })

  it('reads the fee settings and the account’s discount, with the usual terms when missing', () => {
    expect(
      feesOf(
        new Map([
          ['buycharge', '0.001'],
          ['minshouxu', '1'],
        ]),
        { fee_discount: '0.28' },
      ),
    ).toEqual({ ratePpm: 1000, minimum: 100, discountPerMille: 280 })
    expect(feesOf(undefined, undefined)).toEqual(fees)
    expect(feesOf(undefined, { fee_discount: 'x' })).toEqual(fees)
  })

  it('estimates the commission the server charges: 2.8折 of 0.1425 %, at least NT$20', () => {
    const discounted = { ...fees, discountPerMille: 280 }
    const buy = {
      side: 'buy',
      kind: 'stock',
      board: 'listed',
      fees: discounted,
      credit: 'cash',
      dayTradeSale: false,
    } as const
    // 1 lot at 1,800: 2,565 at the full rate, 718 at 2.8折.
    expect(previewOrder({ ...buy, price: 180_000, shares: 1000 })).toMatchObject({
      commission: 71_800,
      total: 180_071_800,
    })
    // 100 shares at 70: 9.98 at 2.8折, so the minimum.
    expect(previewOrder({ ...buy, price: 7000, shares: 100 }).commission).toBe(2000)
  })

  it('counts the whole lots the cash affords, its own part and commission included', () => {
    const cash = { kind: 'stock', board: 'listed', fees, credit: 'cash' } as const
    expect(affordableLots(100_000_000, 22_600, cash)).toBe(4)
    expect(affordableLots(22_632_199, 22_600, cash)).toBe(0)
    expect(affordableLots(22_632_200, 22_600, cash)).toBe(1)
    // With 60 % lent, the same cash buys more than twice as many lots.
    expect(affordableLots(100_000_000, 22_600, { ...cash, credit: 'margin' })).toBe(11)
  })
})
