import { describe, expect, it } from 'vitest'

import { cleanAmount, isAmount, isPositive, notAbove, shortAmount } from './amounts.ts'
import { cleanBankNumber, maskedNumber } from './banks.ts'
import { shortAddress } from './usdt.ts'

describe('typed amounts', () => {
  it.each([
    ['5000', true],
    ['5,000.50', true],
    [' 5000.5 ', true],
    ['0.01', true],
    ['5000.505', false],
    ['-1', false],
    ['1e3', false],
    ['', false],
    ['1234567890123', false],
  ])('%j is an amount: %s', (typed, valid) => {
    expect(isAmount(typed)).toBe(valid)
  })

  it('cleans separators and spaces before sending', () => {
    expect(cleanAmount(' 1,000,000.00 ')).toBe('1000000.00')
    expect(cleanAmount(undefined)).toBe('')
  })

  it('compares exactly, where floats would not', () => {
    expect(notAbove('0.3', '0.30')).toBe(true)
    expect(notAbove('1000000.01', '1000000.00')).toBe(false)
    expect(notAbove('0.1', 'x')).toBe(false)
    expect(isPositive('0.00')).toBe(false)
    expect(isPositive('0.01')).toBe(true)
  })

  it('states bounds without needless decimals', () => {
    expect(shortAmount('1000.00')).toBe('1000')
    expect(shortAmount('1000.50')).toBe('1000.50')
  })
})

describe('cards and addresses on screen', () => {
  it('cleans an account number as typed with spaces or dashes, and masks it', () => {
    expect(cleanBankNumber('0012-3456 7890')).toBe('001234567890')
    expect(maskedNumber('001234567890')).toBe('**** **** 7890')
    expect(shortAddress('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe('TLa2f6…wYjU7')
  })
})
