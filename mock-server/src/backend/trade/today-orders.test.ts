// Today's orders as a trader reads them (委託, `/trade/userwtlist`): every state, newest
// first, each with its fills (成交) at their prices with their commission and tax; and an
// order refused after it was accepted (a margin call).
import { describe, expect, it } from 'vitest'

import { buy, tradeWorld, twd } from './test-support.ts'

describe("today's orders", () => {
  it('lists every order placed today, newest first: pending, partly filled, filled, cancelled, expired', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ credit: { balance: 'twd', amount: '200000000.00' } })
    const filled = await trade.data('/trade/buy_stock', buy())
    const pending = await trade.data('/trade/buy_stock', buy({ gdlx: 2, buy_price: '220.00' }))
    const cancelled = await trade.data('/trade/buy_stock', buy({ gdlx: 2, buy_price: '220.00' }))
    await trade.data('/trade/cancel_stock', { id: cancelled.id })
    const expired = await trade.data('/trade/buy_stock', buy({ gdlx: 2, buy_price: '220.00', wttj: 'IOC' }))
    // 緯穎 30 lots at the market: more than the book holds, the rest works on.
    const partial = await trade.data(
      '/trade/buy_stock',
      buy({ symbol: '6669', zhang: 30, gdlx: 2, buy_price: twd(trade.market('6669').session.limits.limitUp) }),
    )
    const orders = await trade.data('/trade/userwtlist', { type: 'tw' })
    const today = orders.filter((order) => order.id >= filled.id)
    expect(today.map((order) => [order.id, order.state])).toEqual([
      [partial.id, 'partial'],
      [expired.id, 'expired'],
      [cancelled.id, 'cancelled'],
      [pending.id, 'pending'],
      [filled.id, 'filled'],
    ])
    // The seeded orders of this morning are there too (#9 filled, #10 a pending sale); older ones are not.
    expect(orders.map((order) => order.id)).toContain(9)
    expect(orders.map((order) => order.id)).toContain(10)
    expect(orders.map((order) => order.id)).not.toContain(3)
  })

  it('gives each fill its price, shares, commission and tax, adding up to the order', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ credit: { balance: 'twd', amount: '200000000.00' } })
    const limitUp = twd(trade.market('6669').session.limits.limitUp)
    const placed = await trade.data('/trade/buy_stock', buy({ symbol: '6669', zhang: 30, gdlx: 2, buy_price: limitUp }))
    const [order] = (await trade.data('/trade/userwtlist', { type: 'tw' })).filter((each) => each.id === placed.id)
    expect(order).toBeDefined()
    const fills = order?.fills ?? []
    // Each level of the book it took is a fill at its own price.
    expect(fills.length).toBeGreaterThan(1)
    expect(new Set(fills.map((fill) => fill.price)).size).toBe(fills.length)
    const cents = (text: string) => Math.round(Number(text) * 100)
    expect(fills.reduce((sum, fill) => sum + fill.stock_num, 0)).toBe(order?.filled_num)
    expect(fills.reduce((sum, fill) => sum + cents(fill.poundage), 0)).toBe(cents(order?.poundage ?? '0'))
    expect(fills.every((fill) => fill.tax === '0.00')).toBe(true)
  })

  it('shows a sale with its tax and realised profit, and starts empty the next day', async () => {
    const trade = await tradeWorld()
    const sale = await trade.data('/trade/sell_stock', { id: 3 })
    const [order] = (await trade.data('/trade/userwtlist', { type: 'tw' })).filter((each) => each.id === sale.id)
    expect(order).toMatchObject({ side: 'sell', state: 'filled', filled_num: 2000 })
    expect(order?.fills[0]?.tax).not.toBe('0.00')
    expect(order?.yingkui).toBe(sale.yingkui)
    // The next day the list starts empty.
    await trade.setClock('2026-11-24T09:30:00+08:00')
    expect(await trade.data('/trade/userwtlist', { type: 'tw' })).toEqual([])
  })

  it('refuses pending credit orders when a margin call opens, with the reason, in list and history', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ marginTrading: true })
    // 旺宏 financed at 82.00 falls under the 130 % line on the afternoon of 2027-05-05 (this world's market).
    await trade.data('/trade/buy_stock', buy({ symbol: '2337', rzrq: 1, zhang: 10, buy_price: '82.00' }))
    await trade.setClock('2027-05-05T09:01:00+08:00')
    expect(await trade.data('/trade/credit', {})).toMatchObject({ margin_call: 0 })
    const limitDown = twd(trade.market('2317').session.limits.limitDown)
    const waiting = await trade.data('/trade/buy_stock', buy({ rzrq: 1, gdlx: 2, buy_price: limitDown }))
    const cash = await trade.data('/trade/buy_stock', buy({ gdlx: 2, buy_price: limitDown }))
    const heldBefore = trade.balances().frozenTwd
    await trade.setClock('2027-05-05T13:20:00+08:00')
    expect(await trade.data('/trade/credit', {})).toMatchObject({ margin_call: 1 })
    const orders = await trade.data('/trade/userwtlist', { type: 'tw' })
    expect(orders.find((order) => order.id === waiting.id)).toMatchObject({
      state: 'refused',
      reason: '整戶擔保維持率低於130%，暫停新增信用交易',
    })
    expect(orders.find((order) => order.id === cash.id)?.state).toBe('pending')
    // What it held went back.
    expect(trade.balances().frozenTwd).toBe(heldBefore - Number(waiting.hold.replace('.', '')))
    const history = await trade.data('/trade/userstocklists', { type: 'tw', page: 1 })
    expect(history.find((row) => row.id === waiting.id)).toMatchObject({
      status: 5,
      reason: '整戶擔保維持率低於130%，暫停新增信用交易',
    })
    trade.expectConsistent()
  })
})
