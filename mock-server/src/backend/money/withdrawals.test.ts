// Cash-outs: every rule in its order, the hold while pending, payment or return at the
// review (by the back office or the clock), the fund password's limit, and USDT payouts.
import { describe, expect, it } from 'vitest'

import { demo, testSeed } from '../../test-support.ts'
import { rateText } from './amounts.ts'
import { walkQuote } from './rates.ts'
import { hour, moneyWorld } from './test-support.ts'

const valid = { money: '10000', bankid: 1, passwords: '123456' }

describe('/user/iswithdrawal', () => {
  it.each([
    ['Monday 08:59', '2026-11-23T08:59:00+08:00', 0],
    ['Monday 09:00', '2026-11-23T09:00:00+08:00', 1],
    ['Friday 16:59', '2026-11-27T16:59:00+08:00', 1],
    ['Friday 17:00', '2026-11-27T17:00:00+08:00', 0],
    ['Saturday 10:00', '2026-11-28T10:00:00+08:00', 0],
  ])('on %s says the window is open: %i', async (_, at, open) => {
    const money = await moneyWorld()
    await money.setClock(at)
    expect(await money.data('/user/iswithdrawal', {})).toEqual({
      is_open: open,
      start_time: '09:00',
      end_time: '17:00',
      weekdays_only: 1,
      min_money: '1000.00',
      max_money: '500000.00',
      min_credit: 60,
      // The rate of that instant's quote (the rates walk with the clock).
      usdt_rate: rateText(walkQuote(testSeed, Date.parse(at)).USDT.buy),
    })
  })
})

describe('/user/withdrawal refuses, changing nothing', () => {
  it.each<[string, { account?: Record<string, unknown>; at?: string; body?: Record<string, unknown> }, string, string]>(
    [
      ['a frozen account', { account: { restrictions: { frozen: true } } }, 'account_frozen', '帳號已凍結，請聯繫客服'],
      [
        'an account barred from withdrawing',
        { account: { restrictions: { withdrawalForbidden: true } } },
        'withdrawal_forbidden',
        '帳號已禁止出金，請聯繫客服',
      ],
      ['an identity not verified', { account: { verification: 3 } }, 'realname_required', '請先完成實名認證'],
      ['a credit score of 59', { account: { creditScore: 59 } }, 'credit_score_too_low', '信用分不足，無法出金'],
      [
        'Monday before 09:00',
        { at: '2026-11-23T08:59:59+08:00' },
        'withdraw_time_window',
        '當前不在出金時間，出金時間為09:00-17:00',
      ],
      [
        'a Sunday',
        { at: '2026-11-29T10:00:00+08:00' },
        'withdraw_time_window',
        '當前不在出金時間，出金時間為09:00-17:00',
      ],
      ['below the minimum', { body: { money: '999.99' } }, 'withdraw_amount_limit', '單筆出金最低1000元，最高500000元'],
      [
        'above the maximum',
        { body: { money: '500000.01' } },
        'withdraw_amount_limit',
        '單筆出金最低1000元，最高500000元',
      ],
      ['to a card that does not exist', { body: { bankid: 99 } }, 'card_not_found', '銀行卡不存在'],
      [
        'to an address that does not exist',
        { body: { type: 'usdt', bankid: 99 } },
        'usdt_address_not_found',
        'USDT地址不存在',
      ],
      [
        'more than the available balance',
        { account: { credit: { balance: 'twd', amount: '-995000' } } },
        'balance_insufficient',
        '餘額不足',
      ],
      ['a wrong fund password', { body: { passwords: '654321' } }, 'wrong_fund_password', '資金密碼錯誤'],
    ],
  )('%s', async (_, { account, at, body }, id, msg) => {
    const money = await moneyWorld()
    if (account !== undefined) await money.setAccount(account)
    if (at !== undefined) await money.setClock(at)
    const user = money.world.db.users.findFirst((q) => q.where({ account: demo.investor }))
    const before = id === 'wrong_fund_password' ? '' : money.snapshot()
    const reply = await money.call('/user/withdrawal', { ...valid, ...body })
    expect({ status: reply.status, errorId: reply.errorId, msg: reply.msg }).toEqual({ status: 0, errorId: id, msg })
    // A wrong fund password is recorded (it counts towards the lock); nothing else changes.
    if (id !== 'wrong_fund_password') expect(money.snapshot()).toBe(before)
    expect(money.world.db.withdrawals.findMany((q) => q.where({ userId: user?.id ?? 0, status: 0 }))).toEqual([])
    money.expectConsistent()
  })

  it('a card not in the verified holder’s name', async () => {
    const money = await moneyWorld()
    await money.world.db.bankCards.update((q) => q.where({ id: 1 }), {
      data(draft) {
        draft.realname = '陳志明明'
      },
    })
    expect((await money.call('/user/withdrawal', valid)).errorId).toBe('card_not_own')
  })

  it('another user’s card, as if it did not exist', async () => {
    const investor = await moneyWorld()
    const other = await investor.as(demo.unverified)
    await other.setAccount({ verification: 1 })
    expect((await other.call('/user/withdrawal', valid)).errorId).toBe('card_not_found')
  })

  it('a user who has not set a fund password', async () => {
    const money = await moneyWorld()
    await money.world.db.users.update((q) => q.where({ account: demo.investor }), {
      data(draft) {
        draft.fundPasswordHash = null
      },
    })
    expect((await money.call('/user/withdrawal', valid)).errorId).toBe('fund_password_not_set')
    expect(money.balances().frozenTwd).toBe('0.00')
  })
})

describe('/user/withdrawal holds, then pays or returns', () => {
  it('holds the amount at once and pays it out of the hold when approved', async () => {
    const money = await moneyWorld()
    const reply = await money.call('/user/withdrawal', { ...valid, money: '12345.67' })
    expect(reply.data).toMatchObject({
      money: '12345.67',
      type: 'bank',
      target_name: '中國信託商業銀行',
      target_account: '****3456',
      usdt_money: '0.00',
      status: 0,
    })
    expect(money.balances()).toMatchObject({ twd: '987654.33', frozenTwd: '12345.67' })
    const { id } = reply.data as { id: number }
    expect((await money.decide('withdrawal', id, 'approve')).status).toBe(1)
    expect(money.balances()).toMatchObject({ twd: '987654.33', frozenTwd: '0.00' })
    const kinds = (
      (await money.data('/user/capitalloglist', { page: 1, type: 'withdrawal' })) as {
        type: string
        money: string
        frozen: number
      }[]
    ).slice(0, 3)
    expect(kinds).toEqual([
      expect.objectContaining({ type: 'withdrawal_paid', money: '-12345.67', frozen: 1 }),
      expect.objectContaining({ type: 'withdrawal_hold', money: '12345.67', frozen: 1 }),
      expect.objectContaining({ type: 'withdrawal_hold', money: '-12345.67', frozen: 0 }),
    ])
    money.expectConsistent()
  })

  it('returns the hold when rejected', async () => {
    const money = await moneyWorld()
    const { id } = (await money.call('/user/withdrawal', valid)).data as { id: number }
    await money.decide('withdrawal', id, 'reject')
    expect(money.balances()).toMatchObject({ twd: '1000000.00', frozenTwd: '0.00' })
    expect(((await money.data('/user/withdrawallist', { page: 1 })) as { status: number }[])[0]?.status).toBe(2)
    money.expectConsistent()
  })

  it('is paid by the clock 2 hours after the request', async () => {
    const money = await moneyWorld()
    const { id } = (await money.call('/user/withdrawal', valid)).data as { id: number }
    await money.advance(2 * hour - 1)
    expect(((await money.data('/user/withdrawallist', { page: 1 })) as { status: number }[])[0]?.status).toBe(0)
    expect(money.balances().frozenTwd).toBe('10000.00')
    await money.advance(1)
    const [row] = (await money.data('/user/withdrawallist', { page: 1 })) as {
      id: number
      status: number
      review_time: string
    }[]
    expect(row).toMatchObject({ id, status: 1, review_time: '2026-11-23 11:30:00' })
    expect(money.balances()).toMatchObject({ twd: '990000.00', frozenTwd: '0.00' })
    money.expectConsistent()
  })

  it('pays a USDT cash-out at the broker’s selling rate, rounded down, to a masked address', async () => {
    const money = await moneyWorld()
    const reply = await money.call('/user/withdrawal', { ...valid, type: 'usdt', bankid: 1 })
    // 10,000 / 32.6 = 306.7484... -> 306.74
    expect(reply.data).toMatchObject({
      type: 'usdt',
      target_name: 'USDT-TRC20',
      target_account: '****YjU7',
      usdt_money: '306.74',
      money: '10000.00',
    })
  })

  it('spends a balance only once: a second request for the rest is refused', async () => {
    const money = await moneyWorld()
    await money.setAccount({ credit: { balance: 'twd', amount: '-990000' } })
    expect((await money.call('/user/withdrawal', valid)).status).toBe(1)
    await money.advance(60_000)
    expect((await money.call('/user/withdrawal', { ...valid, money: '1000' })).errorId).toBe('balance_insufficient')
  })

  it('refuses a second request within a minute', async () => {
    const money = await moneyWorld()
    expect((await money.call('/user/withdrawal', valid)).status).toBe(1)
    expect((await money.call('/user/withdrawal', valid)).errorId).toBe('submit_too_frequent')
  })

  it('locks the fund password after 5 wrong ones: even the right one is then refused', async () => {
    const money = await moneyWorld()
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await money.call('/user/withdrawal', { ...valid, passwords: 'nope' })).errorId).toBe(
        'wrong_fund_password',
      )
    expect((await money.call('/user/withdrawal', valid)).errorId).toBe('submit_too_frequent')
    expect(money.balances().frozenTwd).toBe('0.00')
  })

  it('carries out a double submission once (same Idempotency-Key)', async () => {
    const money = await moneyWorld()
    const [first, second] = await Promise.all([
      money.call('/user/withdrawal', valid, { 'idempotency-key': 'tap-1' }),
      money.call('/user/withdrawal', valid, { 'idempotency-key': 'tap-1' }),
    ])
    expect(second).toEqual(first)
    expect(money.balances().frozenTwd).toBe('10000.00')
    expect(money.world.db.withdrawals.findMany((q) => q.where({ status: 0 }))).toHaveLength(1)
  })
})
