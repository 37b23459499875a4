// Exchange at the quote in force: both balances in one posting, refusals that change
// nothing, quotes that move with the clock, a confirmed quote honoured or refused, and the
// steering API's pinned rates.
import { describe, expect, it } from 'vitest'

import { testSeed } from '../../test-support.ts'
import { rateText } from './amounts.ts'
import { quoteId, walkQuote } from './rates.ts'
import { moneyWorld } from './test-support.ts'

type RateRow = { currency: string; buy: string; sell: string; quote_id: string; quote_time: string }

describe('/user/exchangeRate', () => {
  it('gives the buy and sell prices of each foreign currency, with their quote', async () => {
    const money = await moneyWorld()
    // The default world starts at the walk's anchor: the reference prices.
    const id = quoteId(walkQuote(testSeed, Date.parse('2026-11-23T09:30:00+08:00')))
    expect(await money.data('/user/exchangeRate', {})).toEqual([
      { currency: 'USD', buy: '32.4500', sell: '32.2500', quote_id: id, quote_time: '2026-11-23 09:30:00' },
      { currency: 'USDT', buy: '32.6000', sell: '32.1000', quote_id: id, quote_time: '2026-11-23 09:30:00' },
    ])
  })

  it('holds a quote for 5 minutes of world time, then gives the walk’s next one', async () => {
    const money = await moneyWorld()
    const first = (await money.data('/user/exchangeRate', {})) as RateRow[]
    await money.setClock('2026-11-23T09:34:59+08:00')
    expect(await money.data('/user/exchangeRate', {})).toEqual(first)
    await money.setClock('2026-11-23T09:35:00+08:00')
    const next = (await money.data('/user/exchangeRate', {})) as RateRow[]
    expect(next[0]?.quote_time).toBe('2026-11-23 09:35:00')
    const quote = walkQuote(testSeed, Date.parse('2026-11-23T09:35:00+08:00'))
    expect(next.map(({ buy, sell }) => ({ buy, sell }))).toEqual([
      { buy: rateText(quote.USD.buy), sell: rateText(quote.USD.sell) },
      { buy: rateText(quote.USDT.buy), sell: rateText(quote.USDT.sell) },
    ])
  })

  it('moves a day later, and comes back the same for the same instant', async () => {
    const money = await moneyWorld()
    const today = (await money.data('/user/exchangeRate', {})) as RateRow[]
    await money.setClock('2026-11-24T09:30:00+08:00')
    const tomorrow = (await money.data('/user/exchangeRate', {})) as RateRow[]
    expect(tomorrow[0]?.buy).not.toBe(today[0]?.buy)
    expect(tomorrow[0]?.quote_id).not.toBe(today[0]?.quote_id)
    const again = await moneyWorld()
    await again.setClock('2026-11-24T09:30:00+08:00')
    expect(await again.data('/user/exchangeRate', {})).toEqual(tomorrow)
  })
})

describe('/user/rotation', () => {
  it.each<
    [string, { money: string; from: 'TWD' | 'USD' | 'USDT'; to: 'TWD' | 'USD' | 'USDT'; quote_id?: string }, string]
  >([
    ['into the same currency', { money: '100', from: 'USD', to: 'USD' }, 'exchange_same_currency'],
    ['of nothing', { money: '0.00', from: 'TWD', to: 'USD' }, 'amount_not_positive'],
    ['too small to buy a cent', { money: '0.01', from: 'TWD', to: 'USDT' }, 'exchange_amount_too_small'],
    ['of more than the balance', { money: '5000.01', from: 'USD', to: 'TWD' }, 'balance_insufficient'],
    [
      'confirming a quote that is not the broker’s',
      { money: '3245', from: 'TWD', to: 'USD', quote_id: '00000000' },
      'exchange_rate_changed',
    ],
  ])('refuses an exchange %s and changes nothing', async (_, body, id) => {
    const money = await moneyWorld()
    const before = money.snapshot()
    expect((await money.call('/user/rotation', body)).errorId).toBe(id)
    expect(money.snapshot()).toBe(before)
  })

  it('moves both balances at once, with one entry each under one order number', async () => {
    const money = await moneyWorld()
    const reply = await money.call('/user/rotation', { money: '3245', from: 'TWD', to: 'USD' })
    expect(reply.data).toEqual({
      order_number: expect.stringMatching(/^DH20261123\d{6}$/),
      from: 'TWD',
      to: 'USD',
      money: '3245.00',
      to_money: '100.00',
    })
    expect(money.balances()).toMatchObject({ twd: '996755.00', usd: '5100.00' })
    const [inEntry, outEntry] = (await money.data('/user/capitalloglist', { page: 1, type: 'exchange' })) as {
      type: string
      money: string
      currency: string
      order_number: string
    }[]
    expect([inEntry, outEntry]).toEqual([
      expect.objectContaining({ type: 'exchange_in', money: '100.00', currency: 'USD' }),
      expect.objectContaining({ type: 'exchange_out', money: '-3245.00', currency: 'TWD' }),
    ])
    expect(inEntry?.order_number).toBe((reply.data as { order_number: string }).order_number)
    money.expectConsistent()
  })

  it('exchanges between two foreign currencies in one step', async () => {
    const money = await moneyWorld()
    expect((await money.data('/user/rotation', { money: '2000', from: 'USDT', to: 'USD' })) as object).toMatchObject({
      to_money: '1978.42',
    })
    expect(money.balances()).toMatchObject({ usdt: '0.00', usd: '6978.42' })
  })

  it('goes through when it confirms the quote in force, and is refused once the quote has moved on', async () => {
    const money = await moneyWorld()
    const [shown] = (await money.data('/user/exchangeRate', {})) as RateRow[]
    expect(
      await money.data('/user/rotation', { money: '3245', from: 'TWD', to: 'USD', quote_id: shown?.quote_id ?? '' }),
    ).toMatchObject({ to_money: '100.00' })
    await money.advance(5 * 60 * 1000)
    const before = money.snapshot()
    const stale = await money.call('/user/rotation', {
      money: '3245',
      from: 'TWD',
      to: 'USD',
      quote_id: shown?.quote_id ?? '',
    })
    expect(stale).toMatchObject({
      status: 0,
      msg: '匯率已更新，請確認最新匯率後再兌換',
      errorId: 'exchange_rate_changed',
    })
    expect(money.snapshot()).toBe(before)
    const [fresh] = (await money.data('/user/exchangeRate', {})) as RateRow[]
    expect(
      (await money.call('/user/rotation', { money: '3245', from: 'TWD', to: 'USD', quote_id: fresh?.quote_id ?? '' }))
        .status,
    ).toBe(1)
    money.expectConsistent()
  })
})

describe('steering the rates (POST /__mock/rates)', () => {
  it('sets a price, which every rate of the area then uses, until the rates walk again', async () => {
    const money = await moneyWorld()
    const set = await money.steer('POST', '/rates', { USDT: { buy: '31.0000', sell: '30.5000' } })
    expect(set).toMatchObject({
      status: 1,
      data: { mode: 'pinned', USD: { buy: '32.4500', sell: '32.2500' }, USDT: { buy: '31.0000', sell: '30.5000' } },
    })
    await money.advance(24 * 60 * 60 * 1000)
    const rows = (await money.data('/user/exchangeRate', {})) as RateRow[]
    expect(rows.map(({ buy, sell }) => ({ buy, sell }))).toEqual([
      { buy: '32.4500', sell: '32.2500' },
      { buy: '31.0000', sell: '30.5000' },
    ])
    expect(rows[0]?.quote_id).toBe((set.data as { quoteId: string }).quoteId)
    expect(await money.data('/common/recharge_channel', {})).toContainEqual(
      expect.objectContaining({ type: 'usdt', rate: '30.5000' }),
    )
    expect(await money.data('/user/iswithdrawal', {})).toMatchObject({ usdt_rate: '31.0000' })

    const walking = await money.steer('POST', '/rates', { mode: 'walk' })
    expect(walking).toMatchObject({ status: 1, data: { mode: 'walk' } })
    const quote = walkQuote(testSeed, money.world.clock.now())
    expect(await money.steer('GET', '/rates')).toMatchObject({
      data: { mode: 'walk', quoteId: quoteId(quote), USD: { buy: rateText(quote.USD.buy) } },
    })
  })

  it('pins the quote in force: a day later it has not moved', async () => {
    const money = await moneyWorld()
    const pinned = await money.steer('POST', '/rates', { mode: 'pinned' })
    expect(pinned).toMatchObject({ status: 1, data: { mode: 'pinned', USD: { buy: '32.4500' } } })
    await money.advance(24 * 60 * 60 * 1000)
    expect(((await money.data('/user/exchangeRate', {})) as RateRow[])[0]).toMatchObject({
      buy: '32.4500',
      sell: '32.2500',
    })
  })

  it.each<[string, unknown, string]>([
    [
      'a sell price above the buy price',
      { USD: { buy: '32.0000', sell: '32.1000' } },
      'USD: sell must be above 0 and buy above sell',
    ],
    ['a price of 0', { USDT: { buy: '1.0000', sell: '0.0000' } }, 'USDT: sell must be above 0 and buy above sell'],
    [
      'prices with the walk',
      { mode: 'walk', USD: { buy: '33.0000', sell: '32.0000' } },
      'prices pin the rates: send them without mode, or with mode pinned',
    ],
    ['a price without 4 decimals', { USD: { buy: '32.45', sell: '32.25' } }, '/USD/buy must match pattern'],
    ['nothing', {}, 'must NOT have fewer than 1 properties'],
  ])('refuses %s, changing nothing', async (_, body, message) => {
    const money = await moneyWorld()
    const before = money.snapshot()
    const reply = await money.steer('POST', '/rates', body)
    expect(reply.status).toBe(0)
    expect(reply.msg).toContain(message)
    expect(money.snapshot()).toBe(before)
  })
})
