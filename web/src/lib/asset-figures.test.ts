// The account's figures every screen shows, from the profile's amounts.
import { describe, expect, it } from 'vitest'

import type { ResponseData } from '#openapi/operations.ts'

import { assetFigures } from './asset-figures.ts'

const investor: ResponseData<'/user/getUserinfo'> = {
  account: '0912345678',
  realname: '陳志明',
  id_card: 'A123456789',
  frontcard: '',
  backcard: '',
  is_true: 1,
  passwords: 1,
  money: '1000000.00',
  usd_money: '5000.00',
  usdt_money: '2000.00',
  freeze_money: '20000.00',
  payable_money: '189770.00',
  receivable_money: '5000.50',
  stock_money: '1369450.00',
  credit_money: '0.00',
  usd_value: '161250.00',
  usdt_value: '64200.00',
  yingkui: '-38952.00',
  today_yingkui: '-50.00',
  xyf: 95,
  invite_code: 'TW5678',
}

describe('the account figures from the profile', () => {
  it('sum the parts as the rules define total assets', () => {
    expect(assetFigures(investor)).toEqual({
      parts: {
        available: 100_000_000,
        held: 2_000_000,
        holdings: 136_945_000,
        credit: 0,
        usd: 16_125_000,
        usdt: 6_420_000,
        payable: 18_977_000,
        receivable: 500_050,
      },
      // 1,000,000 + 20,000 + 189,770 cash; 1,369,450 holdings; 225,450 foreign; -189,770 + 5,000.50.
      total: 261_990_050,
      cash: 120_977_000,
      available: 100_000_000,
      foreign: 22_545_000,
      unrealised: -3_895_200,
      today: -5_000,
    })
  })

  it('are unknown when an amount is not one', () => {
    expect(assetFigures({ ...investor, stock_money: 'NaN' })).toBeUndefined()
  })
})
