import { describe, expect, it } from 'vitest'

import type { UserRecord } from './collections.ts'
import { assertMay, assertVerified, type GuardedAction } from './restrictions.ts'

const none = { frozen: false, loginForbidden: false, tradingForbidden: false, withdrawalForbidden: false }

function refusal(restrictions: Partial<UserRecord['restrictions']>, action: GuardedAction): string | undefined {
  try {
    assertMay({ restrictions: { ...none, ...restrictions } } as UserRecord, action)
    return undefined
  } catch (error) {
    return (error as { id?: string }).id
  }
}

describe('assertMay', () => {
  it.each<[Partial<UserRecord['restrictions']>, GuardedAction, string | undefined]>([
    [{}, 'login', undefined],
    [{}, 'trade', undefined],
    [{ frozen: true }, 'login', 'account_frozen'],
    [{ frozen: true }, 'use', 'account_frozen'],
    [{ frozen: true }, 'trade', 'account_frozen'],
    [{ frozen: true }, 'withdraw', 'account_frozen'],
    [{ loginForbidden: true }, 'login', 'login_forbidden'],
    [{ loginForbidden: true }, 'trade', undefined],
    [{ tradingForbidden: true }, 'trade', 'trading_forbidden'],
    [{ tradingForbidden: true }, 'withdraw', undefined],
    [{ withdrawalForbidden: true }, 'withdraw', 'withdrawal_forbidden'],
    [{ withdrawalForbidden: true }, 'use', undefined],
  ])('%o, %s -> %s', (restrictions, action, id) => {
    expect(refusal(restrictions, action)).toBe(id)
  })
})

describe('assertVerified', () => {
  it.each([
    [0, 'realname_required'],
    [2, 'realname_required'],
    [3, 'realname_required'],
    [1, undefined],
  ] as const)('verification %i -> %s', (verification, id) => {
    let raised: string | undefined
    try {
      assertVerified({ verification } as UserRecord)
    } catch (error) {
      raised = (error as { id?: string }).id
    }
    expect(raised).toBe(id)
  })
})
