import { describe, expect, it } from 'vitest'

import { isFundPassword, isLoginPassword } from './password-rules.ts'

describe('the new-password rules the forms check before sending', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['１２３４５６', false],
    ['', false],
  ])('fund password %j: %s', (value, ok) => {
    expect(isFundPassword(value)).toBe(ok)
  })

  it.each([
    ['abcdef', true],
    ['a'.repeat(20), true],
    ['abcde', false],
    ['a'.repeat(21), false],
  ])('login password %j: %s', (value, ok) => {
    expect(isLoginPassword(value)).toBe(ok)
  })
})
