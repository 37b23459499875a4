import { describe, expect, it } from 'vitest'

import { catalogue, errorIds } from '#openapi/generated/errors.ts'

import { CatalogueError, formatMessage, raise } from './catalogue.ts'

describe('formatMessage', () => {
  it('fills every parameter given', () => {
    expect(formatMessage('withdraw_time_window', { start: '10:00', end: '16:30' })).toBe(
      '當前不在出金時間，出金時間為10:00-16:30',
    )
  })

  it("falls back to the entry's example for a parameter not given", () => {
    expect(formatMessage('withdraw_time_window', { start: '10:00' })).toBe('當前不在出金時間，出金時間為10:00-17:00')
    expect(formatMessage('block_min_purchase')).toBe('當前股票大宗交易最少買入500000股')
  })

  it('ignores parameters the message does not have', () => {
    expect(formatMessage('balance_insufficient', { amount: '5' })).toBe('餘額不足')
  })

  it.each(errorIds)('leaves no placeholder in %s when filled from its example', (id) => {
    const message = formatMessage(id)
    expect(message).not.toMatch(/[{}]/)
    for (const value of Object.values(catalogue[id].example)) expect(message).toContain(value)
  })
})

describe('raise', () => {
  it('throws a CatalogueError with the id, the parameters as text and the filled message', () => {
    let thrown: unknown
    try {
      raise('newshare_funds_insufficient', { amount: 52070 })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(CatalogueError)
    const error = thrown as CatalogueError
    expect(error.id).toBe('newshare_funds_insufficient')
    expect(error.params).toEqual({ amount: '52070' })
    expect(error.message).toBe('申購資金不足，需要52070元')
    expect(error.name).toBe('CatalogueError')
  })

  it('throws an entry without parameters', () => {
    expect(() => raise('account_frozen')).toThrow(new CatalogueError('account_frozen'))
    expect(() => raise('account_frozen')).toThrow('帳號已凍結，請聯繫客服')
  })

  it('captures no stack (a refusal is an answer), and leaves stacks of other errors alone', () => {
    const limit = Error.stackTraceLimit
    try {
      raise('account_frozen')
    } catch (error) {
      expect((error as Error).stack).not.toMatch(/\n\s+at /)
    }
    expect(Error.stackTraceLimit).toBe(limit)
    expect(new Error('other').stack).toMatch(/\n\s+at /)
  })
})

describe('CatalogueError.http', () => {
  it.each([
    ['account_frozen', 200],
    ['session_expired', 401],
    ['request_invalid', 400],
    ['request_not_found', 404],
    ['request_too_large', 413],
    ['request_unsupported_type', 415],
    ['server_error', 500],
  ] as const)('%s travels on HTTP %i', (id, http) => {
    expect(new CatalogueError(id).http).toBe(http)
  })
})
