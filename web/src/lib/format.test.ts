// Money on screen (docs/product.md#constants): 2 decimals, thousands separators, half up with carry.
import { describe, expect, it } from 'vitest'

import { formatMoney, maskAccount } from './format.ts'

describe('formatMoney', () => {
  it('shows an unknown amount as a dash', () => {
    expect(formatMoney(undefined)).toBe('—')
  })

  it.each<[string | number, string]>([
    // decimal strings
    ['0', '0.00'],
    ['5', '5.00'],
    ['1.5', '1.50'],
    ['12.34', '12.34'],
    ['999', '999.00'],
    ['1000', '1,000.00'],
    ['1234567.8', '1,234,567.80'],
    ['1000000.00', '1,000,000.00'],
    ['12345678901234567890.12', '12,345,678,901,234,567,890.12'],
    ['007.50', '7.50'],
    ['  42.1 ', '42.10'],
    // half up, with carry into the whole part and across separators
    ['1.004', '1.00'],
    ['1.005', '1.01'],
    ['1.0049999', '1.00'],
    ['2.675', '2.68'],
    ['0.995', '1.00'],
    ['9.995', '10.00'],
    ['999.995', '1,000.00'],
    ['999999.999', '1,000,000.00'],
    // negatives round away from zero; a negative that rounds to zero shows no sign
    ['-1234.5', '-1,234.50'],
    ['-1.005', '-1.01'],
    ['-999.995', '-1,000.00'],
    ['-0', '0.00'],
    ['-0.00', '0.00'],
    ['-0.004', '0.00'],
    ['-0.005', '-0.01'],
    // numbers
    [0, '0.00'],
    [-0, '0.00'],
    [7, '7.00'],
    [1234.5, '1,234.50'],
    [-1234.567, '-1,234.57'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [2.675, '2.68'],
    [-0.001, '0.00'],
    [123456789.125, '123,456,789.13'],
    [1e-7, '0.00'],
    [2e20, '200,000,000,000,000,000,000.00'],
  ])('%j -> %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected)
  })

  it.each<[string | number, string]>([
    ['', ''],
    ['abc', 'abc'],
    ['1,000', '1,000'],
    ['1.', '1.'],
    ['.5', '.5'],
    ['+5', '+5'],
    ['1e3', '1e3'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [1e21, '1e+21'],
  ])('leaves what is not a decimal as it came: %j', (value, expected) => {
    expect(formatMoney(value)).toBe(expected)
  })

  it('never shows -0.00', () => {
    for (const value of ['-0', '-0.0', '-0.001', '-0.0049', -0, -0.004, -1e-9]) {
      expect({ value, shown: formatMoney(value) }).toEqual({ value, shown: '0.00' })
    }
  })
})

describe('maskAccount', () => {
  it.each([
    ['0912345678', '0912***678'],
    ['09123456789', '0912***789'],
    ['091234567', '091234567'],
    ['', ''],
  ])('%s -> %s', (account, expected) => {
    expect(maskAccount(account)).toBe(expected)
  })
})
