import { describe, expect, it } from 'vitest'

import { fromUnits, toDecimalString } from './minor-units.ts'

describe('toDecimalString', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [123_456, '1234.56'],
    [100_000_000, '1000000.00'],
    [-1, '-0.01'],
    [-250, '-2.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i minor units read %s', (minor, text) => {
    expect(toDecimalString(minor)).toBe(text)
  })

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %d, which is not an amount in minor units',
    (value) => {
      expect(() => toDecimalString(value)).toThrow(RangeError)
    },
  )
})

describe('fromUnits', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1_000_000, 100_000_000],
    [0.1, 10],
    [0.29, 29],
    [19.99, 1999],
  ])('%d units are %i minor units', (units, minor) => {
    expect(fromUnits(units)).toBe(minor)
  })

  it('round-trips through the wire format', () => {
    expect(toDecimalString(fromUnits(0.1) + fromUnits(0.2))).toBe('0.30')
  })
})
