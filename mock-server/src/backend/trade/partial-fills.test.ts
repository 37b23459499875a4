// Orders larger than the book's depth, through the backend: what fills now and at what
// prices, the rest working (ROD), cancelled (IOC) or nothing at all (FOK), and the hold,
// the holding and the commission over the parts.
import { beforeEach, describe, expect, it } from 'vitest'

import { commission, lotShares } from '#rules/market.ts'

import { buy, type TradeWorld, tradeWorld, twd } from './test-support.ts'

// 緯穎 trades a thousand lots a day: a few lots at each level of its book.
const symbol = '6669'
let trade: TradeWorld

beforeEach(async () => {
  trade = await tradeWorld()
  await trade.setAccount({ credit: { balance: 'twd', amount: '200000000.00' } })
})

/** The asks' depth in lots and the value of taking all of them. */
function askDepth(): { lots: number; value: number; best: number; worst: number } {
  const asks = trade.book(symbol).asks
  return {
    lots: asks.reduce((sum, level) => sum + level.lots, 0),
    value: asks.reduce((sum, level) => sum + level.lots * lotShares * level.price, 0),
    best: asks[0]?.price ?? 0,
    worst: asks.at(-1)?.price ?? 0,
  }
}

describe('an order larger than the book', () => {
  it('a limit buy takes every ask up to its limit now, at each level’s price, and keeps the rest working', async () => {
    const depth = askDepth()
    const lots = depth.lots + 5
    const row = await trade.data('/trade/buy_stock', buy({ symbol, zhang: lots, gdlx: 2, buy_price: twd(depth.worst) }))
    // Pending, filled in part; the holding has what filled, at the average of the levels.
    expect(row).toMatchObject({ status: 3, stock_num: lots * lotShares, filled_num: depth.lots * lotShares })
    const holding = await trade.data('/trade/stockdetail', { id: row.id })
    expect(holding).toMatchObject({
      status: 1,
      stock_num: depth.lots * lotShares,
      buy_price: twd(Math.round(depth.value / (depth.lots * lotShares))),
    })
    // What filled is set aside for the settlement; the rest is held at its limit.
    // The demo investor is verified: 0.1425 % at 2.8折, at least NT$20.
    const fees = { ratePpm: 1425, minimum: 2000, discountPerMille: 280 }
    const filledCost = depth.value + commission(depth.value, fees)
    expect(holding.unsettled).toBe(twd(-filledCost))
    expect(trade.balances().frozenTwd).toBe(Number(row.hold) * 100)
    const restValue = 5 * lotShares * depth.worst
    expect(Number(row.hold) * 100).toBe(
      commission(depth.value + restValue, fees) - commission(depth.value, fees) + restValue,
    )
    // Listed on the positions screen as a holding and as a partly filled pending order.
    const open = await trade.data('/trade/userstocklist', { type: 'tw' })
    expect(open.filter((each) => each.id === row.id).map((each) => [each.status, each.filled_num])).toEqual([
      [1, depth.lots * lotShares],
      [3, depth.lots * lotShares],
    ])
    trade.expectConsistent()
  })

  it('the rest fills when the market reaches its limit, and the whole order pays one commission', async () => {
    const depth = askDepth()
    const lots = depth.lots + 3
    const limitUp = trade.market(symbol).session.limits.limitUp
    const row = await trade.data('/trade/buy_stock', buy({ symbol, zhang: lots, gdlx: 2, buy_price: twd(limitUp) }))
    expect(row.status).toBe(3)
    await trade.setClock('2026-11-23T09:35:00+08:00')
    const order = trade.world.db.orders.findFirst((q) => q.where({ id: row.id }))
    expect(order).toMatchObject({ status: 'filled', filledShares: lots * lotShares, hold: 0 })
    expect(order?.commission).toBe(
      commission(order?.filledValue ?? 0, { ratePpm: 1425, minimum: 2000, discountPerMille: 280 }),
    )
    const holding = await trade.data('/trade/stockdetail', { id: row.id })
    expect(holding).toMatchObject({ status: 1, stock_num: lots * lotShares })
    expect(trade.balances().frozenTwd).toBe(0)
    // Two fills, each with its settlement on Wednesday.
    expect(trade.world.db.settlements.findMany((q) => q.where({ orderId: row.id })).map((each) => each.shares)).toEqual(
      [depth.lots * lotShares, 3 * lotShares],
    )
    trade.expectConsistent()
  })

  it('IOC fills what the book gives and cancels the rest at once', async () => {
    const depth = askDepth()
    const row = await trade.data('/trade/buy_stock', buy({ symbol, zhang: depth.lots + 4, wttj: 'IOC' }))
    expect(row).toMatchObject({ status: 5, filled_num: depth.lots * lotShares, hold: '0.00' })
    expect(await trade.data('/trade/stockdetail', { id: row.id })).toMatchObject({
      status: 1,
      stock_num: depth.lots * lotShares,
    })
    expect(trade.balances().frozenTwd).toBe(0)
    trade.expectConsistent()
  })

  it('FOK fills nothing when the book cannot fill all of it, and everything when it can', async () => {
    const depth = askDepth()
    const before = trade.balances()
    const refused = await trade.data('/trade/buy_stock', buy({ symbol, zhang: depth.lots + 1, wttj: 'FOK' }))
    expect(refused).toMatchObject({ status: 5, filled_num: 0, hold: '0.00' })
    expect(trade.balances()).toEqual(before)
    const all = await trade.data('/trade/buy_stock', buy({ symbol, zhang: depth.lots, wttj: 'FOK' }))
    expect(all).toMatchObject({
      status: 1,
      filled_num: depth.lots * lotShares,
      buy_price: twd(Math.round(depth.value / (depth.lots * lotShares))),
    })
  })

  it('cancelling a partly filled order gives back the rest’s hold and keeps what filled', async () => {
    const depth = askDepth()
    const row = await trade.data(
      '/trade/buy_stock',
      buy({ symbol, zhang: depth.lots + 2, gdlx: 2, buy_price: twd(depth.worst) }),
    )
    const cancelled = await trade.data('/trade/cancel_stock', { id: row.id })
    expect(cancelled).toMatchObject({ status: 4, filled_num: depth.lots * lotShares, hold: '0.00' })
    expect(trade.balances().frozenTwd).toBe(0)
    expect(await trade.data('/trade/stockdetail', { id: row.id })).toMatchObject({
      status: 1,
      stock_num: depth.lots * lotShares,
    })
    const history = await trade.data('/trade/userstocklists', { type: 'tw', page: 1 })
    expect(history[0]).toMatchObject({ id: row.id, status: 4, filled_num: depth.lots * lotShares })
    trade.expectConsistent()
  })

  it('a large sale takes the bids down to its limit, keeps the rest working, and settles in parts', async () => {
    // 30 lots bought over the morning, sold the next day into a thin book.
    await trade.data(
      '/trade/buy_stock',
      buy({ symbol, zhang: 30, gdlx: 2, buy_price: twd(trade.market(symbol).session.limits.limitUp) }),
    )
    await trade.setClock('2026-11-24T10:00:00+08:00')
    const holding = (await trade.data('/trade/userstocklist', { type: 'tw' })).find(
      (each) => each.stock_code === symbol && each.status === 1,
    )
    expect(holding?.stock_num).toBe(30 * lotShares)
    const bids = trade.book(symbol).bids
    const depth = bids.reduce((sum, level) => sum + level.lots, 0) * lotShares
    expect(depth).toBeLessThan(30 * lotShares)
    const limit = bids.at(-1)?.price ?? 0
    const sale = await trade.data('/trade/sell_stock', { id: holding?.id ?? 0, gdlx: 2, sell_price: twd(limit) })
    expect(sale).toMatchObject({ status: 3, stock_num: 30 * lotShares, filled_num: depth })
    // The holding keeps the rest, all of it reserved for the working sale.
    expect(await trade.data('/trade/stockdetail', { id: holding?.id ?? 0 })).toMatchObject({
      status: 1,
      stock_num: 30 * lotShares - depth,
      sellable: 0,
    })
    await trade.setClock('2026-11-24T13:40:00+08:00')
    const done = await trade.data('/trade/stockdetail', { id: sale.id })
    const parts = trade.world.db.settlements.findMany((q) => q.where({ orderId: sale.id })).map((each) => each.side)
    if (done.status === 2) expect(parts).toEqual(['receive', 'receive'])
    else expect(done).toMatchObject({ status: 5, filled_num: depth })
    trade.expectConsistent()
  })
})
