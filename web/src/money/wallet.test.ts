import { describe, expect, it } from 'vitest'

import type { ResponseData } from '#openapi/operations.ts'

import { totalInTwd } from './wallet.ts'

const profile: ResponseData<'/user/getUserinfo'> = {
  account: '0912345678',
  realname: '陳志明',
  id_card: 'A123456789',
  frontcard: '',
  backcard: '',
  is_true: 1,
  passwords: 1,
  money: '1000000.00',
  usd_money: '5000.00',
  usdt_money: '2000.01',
  freeze_money: '20000.00',
  xyf: 100,
  invite_code: 'TW5678',
  fee_discount: '0.28',
}

describe('the wallet total', () => {
  it('adds the held TWD and the foreign balances at the broker’s buying price, rounded down', () => {
    const rates = [
      {
        currency: 'USD' as const,
        buy: '32.4500',
        sell: '32.2500',
        quote_id: '0a1b2c3d',
        quote_time: '2026-11-23 09:30:00',
      },
      {
        currency: 'USDT' as const,
        buy: '32.6000',
        sell: '32.1000',
        quote_id: '0a1b2c3d',
        quote_time: '2026-11-23 09:30:00',
      },
    ]
    // 1,000,000 + 20,000 + 5,000 x 32.25 + 2,000.01 x 32.1 (64,200.321 -> 64,200.32)
    expect(totalInTwd(profile, rates)).toBe('1245450.32')
  })

  it('is unknown until the rates are', () => {
    expect(totalInTwd(profile, undefined)).toBeUndefined()
  })
})
