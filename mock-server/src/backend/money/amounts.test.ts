// Exact conversions: one rounding, in the stated direction, never in the user's favour by
// a fraction of a cent, never in the broker's by more than one cent.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  amountText,
  convert,
  type Currency,
  maskTail,
  rateText,
  rateUnits,
  usdtForWithdrawal,
  usdtToDeposit,
} from './amounts.ts'
import { rateScale } from './policy.ts'
import { type Quote, referenceQuote } from './rates.ts'

const cents = fc.integer({ min: 0, max: 100_000_000_000 })
/** Any quote the walk or the steering API can give: positive prices, buy above sell. */
const pair = fc
  .integer({ min: 1, max: 999_9999 })
  .chain((sell) => fc.integer({ min: sell + 1, max: sell + 50_000 }).map((buy) => ({ buy, sell })))
const quotes: fc.Arbitrary<Quote> = fc.record({ USD: pair, USDT: pair })

describe('convert', () => {
  it.each<[string, number, Currency, Currency, number]>([
    ['NT$3,245 buys US$100 at 32.45', 324_500, 'TWD', 'USD', 10_000],
    ['NT$1 buys 3 US cents (3.08 rounded down)', 100, 'TWD', 'USD', 3],
    ['US$100 sells for NT$3,225 at 32.25', 10_000, 'USD', 'TWD', 322_500],
    ['US$0.01 sells for NT$0.32 (0.3225 rounded down)', 1, 'USD', 'TWD', 32],
    ['US$100 buys 98.92 USDT (3,225 / 32.6)', 10_000, 'USD', 'USDT', 9_892],
    ['1 USDT buys US$0.98 (32.1 / 32.45)', 100, 'USDT', 'USD', 98],
    ['a cent of TWD buys nothing', 1, 'TWD', 'USDT', 0],
  ])('%s (the reference quote)', (_, amount, from, to, expected) => {
    expect(convert(amount, from, to, referenceQuote)).toBe(expected)
  })

  it('rounds TWD -> X down, once: to x buy <= amount x 10,000 < (to + 1) x buy', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom('USD' as const, 'USDT' as const), quotes, (amount, currency, quote) => {
        const to = BigInt(convert(amount, 'TWD', currency, quote))
        const buy = BigInt(quote[currency].buy)
        const scaled = BigInt(amount) * BigInt(rateScale)
        expect(to * buy <= scaled && scaled < (to + 1n) * buy).toBe(true)
      }),
    )
  })

  it('never gives back more than was given: TWD -> X -> TWD and X -> Y -> X lose at least nothing', () => {
    const currencies = fc.constantFrom<Currency>('TWD', 'USD', 'USDT')
    fc.assert(
      fc.property(cents, currencies, currencies, quotes, (amount, a, b, quote) => {
        fc.pre(a !== b)
        expect(convert(convert(amount, a, b, quote), b, a, quote)).toBeLessThanOrEqual(amount)
      }),
    )
  })

  it('is monotonic: more given never buys less', () => {
    fc.assert(
      fc.property(cents, cents, fc.constantFrom<Currency>('USD', 'USDT'), quotes, (x, y, currency, quote) => {
        const [low, high] = x <= y ? [x, y] : [y, x]
        expect(convert(low, 'TWD', currency, quote)).toBeLessThanOrEqual(convert(high, 'TWD', currency, quote))
        expect(convert(low, currency, 'TWD', quote)).toBeLessThanOrEqual(convert(high, currency, 'TWD', quote))
      }),
    )
  })
})

describe('USDT channel and cash-out amounts', () => {
  it('asks a depositor for at least the TWD amount’s worth (rounded up)', () => {
    fc.assert(
      fc.property(cents, quotes, (twd, quote) => {
        const usdt = BigInt(usdtToDeposit(twd, quote))
        const sell = BigInt(quote.USDT.sell)
        const scaled = BigInt(twd) * BigInt(rateScale)
        expect(usdt * sell >= scaled && (usdt - 1n) * sell < scaled).toBe(true)
      }),
    )
  })

  it('pays a cash-out at the buy price, rounded down', () => {
    expect(usdtForWithdrawal(1_000_000, referenceQuote)).toBe(30_674)
  })
})

describe('texts', () => {
  it.each([
    [100_000, '1000'],
    [100_050, '1000.50'],
    [1, '0.01'],
  ])('amountText(%i) is %s', (minor, text) => {
    expect(amountText(minor)).toBe(text)
  })

  it.each([
    [324_500, '32.4500'],
    [5, '0.0005'],
    [100_001, '10.0001'],
  ])('rateText(%i) is %s, and rateUnits reads it back', (rate, text) => {
    expect(rateText(rate)).toBe(text)
    expect(rateUnits(text)).toBe(rate)
  })

  it('masks all but the last 4 characters', () => {
    expect(maskTail('012540123456')).toBe('****3456')
  })
})
