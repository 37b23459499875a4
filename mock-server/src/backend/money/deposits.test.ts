// Deposits: the window and bounds by the world clock, the channels and their password, the
// proof that must be the user's own upload, the minimum interval, and the review that
// credits (or not) - by the back office or by the clock.
import { describe, expect, it } from 'vitest'

import { demo } from '../../test-support.ts'
import { hour, moneyWorld, type MoneyWorld } from './test-support.ts'

const monday = (time: string) => `2026-11-23T${time}:00+08:00`

async function deposit(money: MoneyWorld, change: Record<string, unknown> = {}) {
  const pay_img = await money.uploadProof()
  return money.call('/user/chongzhi', { money: '5000', id: 1, pay_img, ...change })
}

describe('/user/ischongzhi', () => {
  it.each([
    ['08:59', 0],
    ['09:00', 1],
    ['20:59', 1],
    ['21:00', 0],
  ])('at %s says the window is open: %i, with its hours and bounds', async (time, open) => {
    const money = await moneyWorld()
    await money.setClock(monday(time))
    expect(await money.data('/user/ischongzhi', {})).toEqual({
      is_open: open,
      start_time: '09:00',
      end_time: '21:00',
      min_money: '1000.00',
      max_money: '2000000.00',
    })
  })
})

describe('/common/recharge_channel', () => {
  it('lists the open channels in order; USDT ones with the rate, password ones flagged', async () => {
    const money = await moneyWorld()
    const channels = (await money.data('/common/recharge_channel', {})) as {
      id: number
      type: string
      rate: string
      need_password: number
    }[]
    expect(channels.map(({ id, type, rate, need_password }) => ({ id, type, rate, need_password }))).toEqual([
      { id: 1, type: 'bank', rate: '', need_password: 0 },
      { id: 2, type: 'usdt', rate: '32.1000', need_password: 0 },
      { id: 3, type: 'bank', rate: '', need_password: 1 },
    ])
  })
})

describe('/user/chongzhi', () => {
  it.each<[string, string, Record<string, unknown>, string, string]>([
    ['before the window', monday('08:59'), {}, 'deposit_time_window', '當前不在入金時間，入金時間為09:00-21:00'],
    ['at its end', monday('21:00'), {}, 'deposit_time_window', '當前不在入金時間，入金時間為09:00-21:00'],
    [
      'below the minimum',
      monday('10:00'),
      { money: '999.99' },
      'deposit_amount_limit',
      '單筆入金最低1000元，最高2000000元',
    ],
    ['of nothing', monday('10:00'), { money: '0' }, 'deposit_amount_limit', '單筆入金最低1000元，最高2000000元'],
    [
      'above the maximum',
      monday('10:00'),
      { money: '2000000.01' },
      'deposit_amount_limit',
      '單筆入金最低1000元，最高2000000元',
    ],
    ['to an unknown channel', monday('10:00'), { id: 99 }, 'recharge_channel_not_found', '充值通道不存在或已關閉'],
    ['without the channel password', monday('10:00'), { id: 3 }, 'wrong_channel_password', '通道密碼錯誤'],
    [
      'with a wrong channel password',
      monday('10:00'),
      { id: 3, password: '8889' },
      'wrong_channel_password',
      '通道密碼錯誤',
    ],
    [
      'with a made-up proof path',
      monday('10:00'),
      { pay_img: '/storage/upload/20261123/000000000000000000000000.png' },
      'recharge_proof_required',
      '請先上傳轉帳憑證',
    ],
    ['without a proof', monday('10:00'), { pay_img: '' }, 'recharge_proof_required', '請先上傳轉帳憑證'],
  ])('refuses a deposit %s and changes nothing', async (_, at, change, id, msg) => {
    const money = await moneyWorld()
    await money.setClock(at)
    const pay_img = await money.uploadProof()
    const before = money.snapshot()
    const reply = await money.call('/user/chongzhi', { money: '5000', id: 1, pay_img, ...change })
    expect({ errorId: reply.errorId, msg: reply.msg, status: reply.status }).toEqual({ errorId: id, msg, status: 0 })
    expect(money.snapshot()).toBe(before)
    money.expectConsistent()
  })

  it('refuses another user’s upload as proof, either way', async () => {
    const investor = await moneyWorld()
    const other = await investor.as(demo.unverified)
    const theirs = await other.uploadProof()
    expect((await investor.call('/user/chongzhi', { money: '5000', id: 1, pay_img: theirs })).errorId).toBe(
      'recharge_proof_required',
    )
    expect(
      (await other.call('/user/chongzhi', { money: '5000', id: 1, pay_img: await investor.uploadProof() })).errorId,
    ).toBe('recharge_proof_required')
    expect((await other.call('/user/chongzhi', { money: '5000', id: 1, pay_img: theirs })).status).toBe(1)
  })

  it('records a pending request and credits nothing until it is approved', async () => {
    const money = await moneyWorld()
    const reply = await deposit(money, { money: '12345.67' })
    expect(reply.status).toBe(1)
    expect(reply.data).toMatchObject({
      money: '12345.67',
      status: 0,
      channel_type: 'bank',
      pay_money: '12345.67',
      pay_currency: 'TWD',
      review_time: '',
      create_time: '2026-11-23 09:30:00',
    })
    expect((reply.data as { order_number: string }).order_number).toMatch(/^CZ20261123\d{6}$/)
    expect(money.balances().twd).toBe('1000000.00')

    const { id } = reply.data as { id: number }
    expect((await money.decide('deposit', id, 'approve')).status).toBe(1)
    expect(money.balances().twd).toBe('1012345.67')
    const [row] = (await money.data('/user/chongzhilist', { page: 1 })) as {
      id: number
      status: number
      review_time: string
    }[]
    expect(row).toMatchObject({ id, status: 1, review_time: '2026-11-23 09:30:00' })
    const [record] = (await money.data('/user/capitalloglist', { page: 1 })) as {
      type: string
      money: string
      order_number: string
    }[]
    expect(record).toMatchObject({
      type: 'deposit',
      money: '12345.67',
      order_number: (reply.data as { order_number: string }).order_number,
    })
    money.expectConsistent()
  })

  it('credits nothing when rejected, and a decided request cannot be decided again', async () => {
    const money = await moneyWorld()
    const { id } = (await deposit(money)).data as { id: number }
    expect((await money.decide('deposit', id, 'reject')).status).toBe(1)
    expect(money.balances().twd).toBe('1000000.00')
    const again = await money.decide('deposit', id, 'approve')
    expect(again).toMatchObject({ status: 0, msg: `deposit ${id} was already rejected` })
    expect(money.balances().twd).toBe('1000000.00')
    money.expectConsistent()
  })

  it('is approved by the clock 30 minutes after it was made, dated then', async () => {
    const money = await moneyWorld()
    const { id } = (await deposit(money)).data as { id: number }
    await money.advance(30 * 60 * 1000 - 1)
    expect(((await money.data('/user/chongzhilist', { page: 1 })) as { status: number }[])[0]?.status).toBe(0)
    await money.advance(5 * hour)
    const [row] = (await money.data('/user/chongzhilist', { page: 1 })) as {
      id: number
      status: number
      review_time: string
    }[]
    expect(row).toEqual(expect.objectContaining({ id, status: 1, review_time: '2026-11-23 10:00:00' }))
    expect(money.balances().twd).toBe('1005000.00')
    money.expectConsistent()
  })

  it('asks a USDT channel for the amount in USDT at the broker’s buying rate, rounded up', async () => {
    const money = await moneyWorld()
    const reply = await deposit(money, { id: 2, money: '10000' })
    // 10,000 / 32.1 = 311.5264... -> 311.53
    expect(reply.data).toMatchObject({
      channel_type: 'usdt',
      pay_money: '311.53',
      pay_currency: 'USDT',
      money: '10000.00',
    })
  })

  it('accepts the right channel password', async () => {
    const money = await moneyWorld()
    expect((await deposit(money, { id: 3, password: '8888' })).status).toBe(1)
  })

  it('refuses a second request within a minute, but not a minute later', async () => {
    const money = await moneyWorld()
    expect((await deposit(money)).status).toBe(1)
    await money.advance(59_999)
    expect((await deposit(money)).errorId).toBe('submit_too_frequent')
    await money.advance(1)
    expect((await deposit(money)).status).toBe(1)
  })

  it('carries out a retried submission once (same Idempotency-Key)', async () => {
    const money = await moneyWorld()
    const pay_img = await money.uploadProof()
    const body = { money: '5000', id: 1, pay_img }
    const first = await money.call('/user/chongzhi', body, { 'idempotency-key': 'deposit-1' })
    const retry = await money.call('/user/chongzhi', body, { 'idempotency-key': 'deposit-1' })
    expect(retry).toEqual(first)
    expect(money.world.db.deposits.findMany((q) => q.where({ status: 0 }))).toHaveLength(1)
  })

  it('is refused to a frozen account', async () => {
    const money = await moneyWorld()
    await money.setAccount({ restrictions: { frozen: true } })
    expect((await deposit(money)).errorId).toBe('account_frozen')
  })
})
