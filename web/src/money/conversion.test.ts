// The screens' previews agree with what the server does, cent for cent, at any quote the
// server may answer (the rates move).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { toDecimalString } from '#mock/backend/core/minor-units.ts'
import { convert, type Currency, rateText, usdtForWithdrawal, usdtToDeposit } from '#mock/backend/money/amounts.ts'
import { type Quote, referenceQuote } from '#mock/backend/money/rates.ts'

import { convertAmount, type Rates, rateUnits, usdtAt } from './conversion.ts'

/** The rows /user/exchangeRate answers for a quote. */
const rowsOf = (quote: Quote): Rates =>
  (['USD', 'USDT'] as const).map((currency) => ({
    currency,
    buy: rateText(quote[currency].buy),
    sell: rateText(quote[currency].sell),
    quote_id: '0a1b2c3d',
    quote_time: '2026-11-23 09:30:00',
  }))
const rates = rowsOf(referenceQuote)
// Rates from 1.0000 to 999.9999 TWD a unit: any amount converts within exact integers.
const pair = fc
  .integer({ min: 1_0000, max: 999_9999 })
  .chain((sell) => fc.integer({ min: sell + 1, max: sell + 50_000 }).map((buy) => ({ buy, sell })))
const quotes: fc.Arbitrary<Quote> = fc.record({ USD: pair, USDT: pair })
const cents = fc.integer({ min: 0, max: 100_000_000_000 })
const currency = fc.constantFrom<Currency>('TWD', 'USD', 'USDT')

describe('the exchange preview', () => {
  it('reads a 4-decimal rate exactly', () => {
    expect(rateUnits('32.4500')).toBe(324_500n)
    expect(rateUnits('0.0005')).toBe(5n)
  })

  it('says nothing, and never throws, on texts that are not amounts or rates (hostile server data)', () => {
    const notAmounts = ['<img src=x onerror=alert(1)>', '', '1e5', 'NaN', '12.345']
    for (const text of notAmounts) expect(convertAmount(text, 'USD', 'TWD', rates)).toBeUndefined()
    for (const rate of [...notAmounts.slice(0, 4), '-32.45', '0']) {
      expect(() => rateUnits(rate)).not.toThrow()
      expect(usdtAt('100', rate, 'up')).toBeUndefined()
    }
    expect(usdtAt('<b>', '32.6000', 'down')).toBeUndefined()
    expect(rateUnits('0')).toBeUndefined()
  })

  it('is the server’s conversion for any amount, pair and quote', () => {
    fc.assert(
      fc.property(cents, currency, currency, quotes, (amount, from, to, quote) => {
        expect(convertAmount(toDecimalString(amount), from, to, rowsOf(quote))).toBe(
          toDecimalString(convert(amount, from, to, quote)),
        )
      }),
    )
  })

  it('says nothing without the rate it needs', () => {
    expect(convertAmount('100', 'TWD', 'USD', [])).toBeUndefined()
  })
})

describe('the USDT amounts of a deposit and a cash-out', () => {
  it('are the server’s, rounded up for a deposit and down for a cash-out', () => {
    fc.assert(
      fc.property(cents, quotes, (twd, quote) => {
        expect(usdtAt(toDecimalString(twd), rateText(quote.USDT.sell), 'up')).toBe(
          toDecimalString(usdtToDeposit(twd, quote)),
        )
        expect(usdtAt(toDecimalString(twd), rateText(quote.USDT.buy), 'down')).toBe(
          toDecimalString(usdtForWithdrawal(twd, quote)),
        )
      }),
    )
  })
})
