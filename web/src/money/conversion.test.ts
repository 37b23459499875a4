// The screens' previews agree with what the server does, cent for cent.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convert, usdtForWithdrawal, usdtToDeposit, type Currency } from '#mock/backend/money/amounts.ts'
import { toDecimalString } from '#mock/backend/core/minor-units.ts'
import { convertAmount, rateUnits, usdtAt, type Rates } from './conversion.ts'

const rates: Rates = [
  { currency: 'USD', buy: '32.4500', sell: '32.2500' },
  { currency: 'USDT', buy: '32.6000', sell: '32.1000' },
]
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

  it('is the server’s conversion for any amount and pair', () => {
    fc.assert(
      fc.property(cents, currency, currency, (amount, from, to) => {
        expect(convertAmount(toDecimalString(amount), from, to, rates)).toBe(toDecimalString(convert(amount, from, to)))
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
      fc.property(cents, (twd) => {
        expect(usdtAt(toDecimalString(twd), '32.1000', 'up')).toBe(toDecimalString(usdtToDeposit(twd)))
        expect(usdtAt(toDecimalString(twd), '32.6000', 'down')).toBe(toDecimalString(usdtForWithdrawal(twd)))
      }),
    )
  })
})
