// T+2 settlement through the backend: a buy's cost set aside until its settlement day, a
// sale's proceeds available only then, across weekends and holidays; no trading on a
// holiday.
import { describe, expect, it } from 'vitest'

import { buy, tradeWorld, twd } from './test-support.ts'

describe('T+2 settlement', () => {
  it('a Thursday buy settles on Monday at 10:00, across the weekend', async () => {
    const trade = await tradeWorld('2026-11-26T10:00:00+08:00')
    const before = trade.balances()
    const row = await trade.data('/trade/buy_stock', buy())
    const cost = Number(row.unsettled) * -100
    expect(row.settle_date).toBe('2026-11-30')
    expect(trade.balances()).toMatchObject({ twd: before.twd - cost, settlingTwd: before.settlingTwd + cost })
    await trade.setClock('2026-11-30T09:59:00+08:00')
    // This morning's seeded buy (#9) settles at the same time.
    expect(trade.balances().settlingTwd).toBe(before.settlingTwd + cost)
    await trade.setClock('2026-11-30T10:00:00+08:00')
    expect(trade.balances()).toMatchObject({ twd: before.twd - cost, settlingTwd: 0 })
    expect(await trade.data('/trade/settlements', {})).toEqual({ payable: '0.00', receivable: '0.00', items: [] })
    trade.expectConsistent()
  })

  it('a buy the day before Constitution Day settles on the Tuesday after, across holiday and weekend', async () => {
    const trade = await tradeWorld('2026-12-24T10:00:00+08:00')
    const row = await trade.data('/trade/buy_stock', buy())
    expect(row.settle_date).toBe('2026-12-29')
    const summary = await trade.data('/trade/settlements', {})
    expect(summary.items.at(-1)).toMatchObject({
      order_id: row.id,
      side: 'pay',
      trade_date: '2026-12-24',
      settle_date: '2026-12-29',
    })
    await trade.setClock('2026-12-28T15:00:00+08:00')
    expect((await trade.data('/trade/settlements', {})).items.map((item) => item.order_id)).toContain(row.id)
    await trade.setClock('2026-12-29T10:00:00+08:00')
    expect(await trade.data('/trade/settlements', {})).toMatchObject({ payable: '0.00', items: [] })
    trade.expectConsistent()
  })

  it('a sale’s proceeds are not available until they settle, and then arrive less commission and tax', async () => {
    const trade = await tradeWorld()
    const available = trade.balances().twd
    const sale = await trade.data('/trade/sell_stock', { id: 3 })
    expect(sale).toMatchObject({ status: 2, settle_date: '2026-11-25' })
    const proceeds = Number(sale.unsettled) * 100
    expect(proceeds).toBeGreaterThan(0)
    expect(trade.balances().twd).toBe(available)
    expect(await trade.data('/trade/settlements', {})).toMatchObject({ receivable: twd(proceeds) })
    // Not enough for a buy that needs the sale's money, until it settles.
    const big = buy({ zhang: 5 })
    expect((await trade.call('/trade/buy_stock', big)).msg).toBe('餘額不足')
    await trade.setClock('2026-11-25T10:00:00+08:00')
    expect(trade.balances().twd).toBe(available + proceeds)
    const entries = trade.world.db.ledger
      .findMany((q) => q.where({ ref: `order:${sale.id}` }))
      .map((entry) => entry.kind)
    expect(entries).toEqual(['sell', 'commission', 'tax'])
    trade.expectConsistent()
  })

  it('a limit buy that waits holds its cost in the frozen TWD, then sets it aside when it fills', async () => {
    const trade = await tradeWorld('2026-11-24T08:40:00+08:00')
    const limitUp = trade.market('2317').session.limits.limitUp
    const row = await trade.data('/trade/buy_stock', buy({ gdlx: 2, buy_price: twd(limitUp) }))
    expect(row.status).toBe(3)
    const held = Number(row.hold) * 100
    expect(trade.balances().frozenTwd).toBe(held)
    await trade.setClock('2026-11-24T09:00:00+08:00')
    const filled = await trade.data('/trade/stockdetail', { id: row.id })
    // Filled at the open, below its limit: what it did not use goes back.
    expect(filled).toMatchObject({ status: 1, settle_date: '2026-11-26' })
    expect(trade.balances().frozenTwd).toBe(0)
    expect(Number(filled.unsettled) * -100).toBeLessThanOrEqual(held)
    trade.expectConsistent()
  })
})

describe('the market on a holiday', () => {
  it('refuses every order on New Year’s Day 2027, a Friday, and shows the market closed', async () => {
    const trade = await tradeWorld('2027-01-01T10:00:00+08:00')
    const price = twd(trade.market('2317').price)
    for (const body of [buy({ gdlx: 2, buy_price: price }), buy({ gdlx: 2, buy_price: price, lingu: 1, zhang: 10 })]) {
      expect(await trade.call('/trade/buy_stock', body)).toMatchObject({ status: 0, msg: '非交易時間' })
    }
    expect(await trade.call('/trade/sell_stock', { id: 3 })).toMatchObject({ status: 0, msg: '非交易時間' })
    const quote = await trade.data('/trade/stockdetails', { symbol: '2317', type: 'tw' })
    // The last trading day's close stands: 2026-12-31.
    expect(quote).toMatchObject({ phase: 'closed', tradingDay: '2026-12-31', bids: [], asks: [] })
  })

  it('fills nothing and settles nothing on a holiday: a pending order waits for the next trading day', async () => {
    const trade = await tradeWorld('2026-12-24T13:45:00+08:00')
    const close = trade.market('2317').session.close
    // After hours on the 24th, an odd-lot order at the close waits for the 14:30 auction.
    const row = await trade.data('/trade/buy_stock', buy({ gdlx: 2, buy_price: twd(close), lingu: 1, zhang: 100 }))
    await trade.setClock('2026-12-24T14:00:00+08:00')
    expect((await trade.data('/trade/stockdetail', { id: row.id })).status).toBe(3)
    await trade.setClock('2026-12-25T12:00:00+08:00')
    const after = await trade.data('/trade/stockdetail', { id: row.id })
    // It filled in the auction of the 24th, not on the holiday; it settles on the 29th.
    expect(after).toMatchObject({ status: 1, settle_date: '2026-12-29' })
    expect(after.buy_time?.slice(0, 16)).toBe('2026-12-24T14:30')
  })
})
