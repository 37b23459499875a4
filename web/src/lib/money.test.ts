// Exact arithmetic on 2-decimal amounts through integer cents.
import { describe, expect, it } from 'vitest'

import { addAmounts, fromCents, toCents } from './money.ts'

describe('toCents', () => {
  it.each<[string, bigint]>([
    ['0', 0n],
    ['0.1', 10n],
    ['0.10', 10n],
    ['0.01', 1n],
    ['12', 1200n],
    ['12.3', 1230n],
    ['12.34', 1234n],
    ['-12.34', -1234n],
    ['-0.05', -5n],
    [' 7.5 ', 750n],
    ['90071992547409.93', 9007199254740993n],
    ['123456789012345678901234.56', 12345678901234567890123456n],
  ])('%j -> %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents)
  })

  it.each(['', ' ', 'abc', '1.234', '1.', '.5', '+1', '1,000', '1e3', '0x10', 'NaN', '--1', '1.2.3', '１２'])(
    'rejects %j',
    (amount) => {
      expect(() => toCents(amount)).toThrow(new RangeError(`not an amount: ${amount}`))
    },
  )
})

describe('fromCents', () => {
  it.each<[bigint, string]>([
    [0n, '0.00'],
    [1n, '0.01'],
    [10n, '0.10'],
    [99n, '0.99'],
    [100n, '1.00'],
    [123456n, '1234.56'],
    [-1n, '-0.01'],
    [-123456n, '-1234.56'],
    [9007199254740993n, '90071992547409.93'],
  ])('%s -> %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount)
  })

  it('round-trips with toCents', () => {
    for (const amount of ['0.00', '0.01', '-0.01', '1234.56', '-99.90', '100000000000000000.99']) {
      expect(fromCents(toCents(amount))).toBe(amount)
    }
  })
})

describe('addAmounts', () => {
  it.each<[string[], string]>([
    [[], '0.00'],
    [['0.10', '0.20'], '0.30'],
    [['0.1', '0.2'], '0.30'],
    [['0.10', '0.20', '0.30'], '0.60'],
    [['1000000.01', '-0.01'], '1000000.00'],
    [['-0.10', '0.05'], '-0.05'],
    [['-1', '1'], '0.00'],
    [['90071992547409.92', '0.01'], '90071992547409.93'],
    [Array.from({ length: 10 }, () => '0.10'), '1.00'],
  ])('%j -> %s', (amounts, sum) => {
    expect(addAmounts(...amounts)).toBe(sum)
  })

  it('has no sum when anything in the list is not an amount (instead of breaking the screen)', () => {
    expect(addAmounts('1.00', '2.005')).toBeUndefined()
    expect(addAmounts('1.00', 'abc')).toBeUndefined()
    expect(addAmounts('<img src=x onerror=alert(1)>')).toBeUndefined()
  })
})
