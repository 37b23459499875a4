// The exchange rates' walk: a pure function of (seed, instant), starting from the reference
// quote at its anchor, inside its band, buy above sell by the spread, USDT close to USD,
// one quote per 5 minutes, and moves of a realistic size.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { ratePolicy } from './policy.ts'
import { type Quote, quoteId, quoteStart, referenceQuote, walkQuote } from './rates.ts'

const minute = 60 * 1000
const day = 24 * 60 * minute
const anchor = ratePolicy.anchor
const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 })
/** Two years either side of the anchor. */
const instants = fc.integer({ min: anchor - 730 * day, max: anchor + 730 * day })
const mid = (pair: Quote['USD']) => (pair.buy + pair.sell) / 2

describe('walkQuote', () => {
  it('is the reference quote at the anchor, whatever the seed', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(walkQuote(seed, anchor)).toEqual(referenceQuote)
      }),
    )
    expect(referenceQuote).toEqual({ USD: { buy: 324_500, sell: 322_500 }, USDT: { buy: 326_000, sell: 321_000 } })
  })

  it('is deterministic for a seed and an instant, whatever was asked before', () => {
    fc.assert(
      fc.property(seeds, instants, instants, (seed, at, other) => {
        const first = walkQuote(seed, at)
        walkQuote(seed, other)
        expect(walkQuote(seed, at)).toEqual(first)
      }),
      { numRuns: 50 },
    )
  })

  it('stays in its band: USD within 30.0000-33.5000, USDT within 0.5 % of USD, buy above sell', () => {
    fc.assert(
      fc.property(seeds, instants, (seed, at) => {
        const { USD, USDT } = walkQuote(seed, at)
        expect(USD.sell).toBeGreaterThanOrEqual(300_000)
        expect(USD.buy).toBeLessThanOrEqual(335_000)
        expect(USD.buy - USD.sell).toBe(2 * ratePolicy.USD.halfSpread)
        expect(USDT.buy - USDT.sell).toBe(2 * ratePolicy.USDT.halfSpread)
        expect(Math.abs(mid(USDT) - mid(USD))).toBeLessThanOrEqual(
          mid(USD) * ratePolicy.USDT.maxPremium + ratePolicy.midStep,
        )
        for (const price of [USD.buy, USD.sell, USDT.buy, USDT.sell]) expect(price % ratePolicy.midStep).toBe(0)
      }),
      { numRuns: 300 },
    )
  })

  it('gives one quote per 5 minutes: the same inside an interval, a new one at its end', () => {
    fc.assert(
      fc.property(seeds, instants, (seed, at) => {
        const start = quoteStart(at)
        expect(start).toBeLessThanOrEqual(at)
        expect(at - start).toBeLessThan(5 * minute)
        expect(walkQuote(seed, at)).toEqual(walkQuote(seed, start))
        expect(walkQuote(seed, start + 5 * minute - 1)).toEqual(walkQuote(seed, start))
      }),
      { numRuns: 50 },
    )
  })

  it('moves by realistic amounts: rarely more than 1 % in a day, never more than 0.2 TWD in 5 minutes', () => {
    const seed = 20261123
    let bigDays = 0
    for (let n = -365; n < 365; n += 1) {
      const today = mid(walkQuote(seed, anchor + n * day).USD)
      const tomorrow = mid(walkQuote(seed, anchor + (n + 1) * day).USD)
      if (Math.abs(tomorrow - today) > today * 0.01) bigDays += 1
    }
    expect(bigDays).toBeLessThan(8)
    for (let step = 0; step < 3 * 288; step += 1) {
      const now = walkQuote(seed, anchor + step * 5 * minute)
      const next = walkQuote(seed, anchor + (step + 1) * 5 * minute)
      expect(Math.abs(mid(next.USD) - mid(now.USD))).toBeLessThanOrEqual(2_000)
    }
  })

  it('differs between seeds and between days', () => {
    expect(walkQuote(1, anchor + day)).not.toEqual(walkQuote(2, anchor + day))
    expect(walkQuote(1, anchor + day)).not.toEqual(walkQuote(1, anchor + 2 * day))
  })
})

describe('quoteId', () => {
  it('stands for the prices: equal prices, equal ids; any price changed, another id', () => {
    expect(quoteId(referenceQuote)).toMatch(/^[0-9a-f]{8}$/)
    expect(quoteId({ USD: { ...referenceQuote.USD }, USDT: { ...referenceQuote.USDT } })).toBe(quoteId(referenceQuote))
    for (const changed of [
      { ...referenceQuote, USD: { ...referenceQuote.USD, buy: referenceQuote.USD.buy + 10 } },
      { ...referenceQuote, USD: { ...referenceQuote.USD, sell: referenceQuote.USD.sell - 10 } },
      { ...referenceQuote, USDT: { ...referenceQuote.USDT, buy: referenceQuote.USDT.buy + 10 } },
      { ...referenceQuote, USDT: { ...referenceQuote.USDT, sell: referenceQuote.USDT.sell - 10 } },
    ]) {
      expect(quoteId(changed)).not.toBe(quoteId(referenceQuote))
    }
  })
})
