// Exchange at the server's rates: both balances in one posting, refusals that change nothing.
import { describe, expect, it } from 'vitest'
import { moneyWorld } from './test-support.ts'

describe('/user/exchangeRate', () => {
  it('gives the buy and sell prices of each foreign currency', async () => {
    const money = await moneyWorld()
    expect(await money.data('/user/exchangeRate', {})).toEqual([
      { currency: 'USD', buy: '32.4500', sell: '32.2500' },
      { currency: 'USDT', buy: '32.6000', sell: '32.1000' },
    ])
  })
})

describe('/user/rotation', () => {
  it.each<[string, { money: string; from: 'TWD' | 'USD' | 'USDT'; to: 'TWD' | 'USD' | 'USDT' }, string]>([
    ['into the same currency', { money: '100', from: 'USD', to: 'USD' }, 'exchange_same_currency'],
    ['of nothing', { money: '0.00', from: 'TWD', to: 'USD' }, 'amount_not_positive'],
    ['too small to buy a cent', { money: '0.01', from: 'TWD', to: 'USDT' }, 'exchange_amount_too_small'],
    ['of more than the balance', { money: '5000.01', from: 'USD', to: 'TWD' }, 'balance_insufficient'],
  ])('refuses an exchange %s and changes nothing', async (_, body, id) => {
    const money = await moneyWorld()
    const before = money.snapshot()
    expect((await money.call('/user/rotation', body)).errorId).toBe(id)
    expect(money.snapshot()).toBe(before)
  })

  it('moves both balances at once, with one entry each under one order number', async () => {
    const money = await moneyWorld()
    const reply = await money.call('/user/rotation', { money: '3245', from: 'TWD', to: 'USD' })
    expect(reply.data).toEqual({ order_number: expect.stringMatching(/^DH20261123\d{6}$/), from: 'TWD', to: 'USD', money: '3245.00', to_money: '100.00' })
    expect(money.balances()).toMatchObject({ twd: '996755.00', usd: '5100.00' })
    const [inEntry, outEntry] = (await money.data('/user/capitalloglist', { page: 1, type: 'exchange' })) as { type: string; money: string; currency: string; order_number: string }[]
    expect([inEntry, outEntry]).toEqual([
      expect.objectContaining({ type: 'exchange_in', money: '100.00', currency: 'USD' }),
      expect.objectContaining({ type: 'exchange_out', money: '-3245.00', currency: 'TWD' }),
    ])
    expect(inEntry?.order_number).toBe((reply.data as { order_number: string }).order_number)
    money.expectConsistent()
  })

  it('exchanges between two foreign currencies in one step', async () => {
    const money = await moneyWorld()
    expect((await money.data('/user/rotation', { money: '2000', from: 'USDT', to: 'USD' })) as object).toMatchObject({ to_money: '1978.42' })
    expect(money.balances()).toMatchObject({ usdt: '0.00', usd: '6978.42' })
  })
})
