// Selling a stock as a trader does (`/trade/sell_symbol`): one order over the purchases of
// one stock and kind that the rules let be sold now, oldest first; the lock of a purchase
// when the shares asked need it; and refusals that change nothing.
import { describe, expect, it } from 'vitest'

import { snapshot } from '../../test-support.ts'
import { buy, tradeWorld, twd } from './test-support.ts'

/** 台積電 in odd lots: the seeded purchase #2 (200 shares, sellable) and 100 more bought today (T+1 locked). */
async function twoPurchases() {
  const trade = await tradeWorld()
  const price = twd(trade.market('2330').price)
  const bought = await trade.data(
    '/trade/buy_stock',
    buy({ symbol: '2330', lingu: 1, zhang: 100, gdlx: 2, buy_price: price }),
  )
  expect(bought).toMatchObject({ status: 1, lock: 't1' })
  return { trade, bought }
}

async function refused(trade: Awaited<ReturnType<typeof tradeWorld>>, body: object, message: string) {
  await trade.call('/trade/userstocklist', { type: 'tw' })
  const before = snapshot(trade.world)
  expect(await trade.call('/trade/sell_symbol', body as never)).toMatchObject({ status: 0, msg: message })
  expect(snapshot(trade.world) === before, 'the refused sale changed the world').toBe(true)
}

describe('selling a stock', () => {
  it('sells the purchases that can be sold now, in one order, and names the lock of the one that cannot', async () => {
    const { trade, bought } = await twoPurchases()
    const price = twd(trade.market('2330').price)
    const limit = { symbol: '2330', lingu: 1, gdlx: 2, sell_price: price } as const
    // 300 would need today's purchase: the T+1 rule says why not.
    await refused(trade, { ...limit, zhang: 300 }, '股票2330為T+1交易，買入當日不能賣出')
    await refused(trade, { ...limit, zhang: 301 }, '賣出數量超過可賣數量')
    // The next morning both can be sold: one sale of 250 takes the older purchase first.
    await trade.setClock('2026-11-24T10:00:00+08:00')
    const next = twd(trade.market('2330').price)
    const sale = await trade.data('/trade/sell_symbol', { ...limit, sell_price: next, zhang: 250 })
    const order = trade.world.db.orders.findFirst((q) => q.where({ id: sale.id }))
    expect(order?.closes).toEqual([
      { positionId: 2, shares: 200 },
      { positionId: bought.id, shares: 50 },
    ])
    expect(order?.positionId).toBe(2)
    trade.expectConsistent()
  })

  it('fills across purchases: each closed by its share, one commission, and the closings add up', async () => {
    const { trade, bought } = await twoPurchases()
    await trade.setClock('2026-11-24T10:00:00+08:00')
    // A limit at limit-down sells at once into the bids.
    const limitDown = twd(trade.market('2330').session.limits.limitDown)
    const sale = await trade.data('/trade/sell_symbol', {
      symbol: '2330',
      lingu: 1,
      gdlx: 2,
      sell_price: limitDown,
      zhang: 300,
    })
    expect(sale).toMatchObject({ status: 2, filled_num: 300 })
    const order = trade.world.db.orders.findFirst((q) => q.where({ id: sale.id }))
    const closings = trade.world.db.closings.findMany((q) => q.where({ orderId: sale.id }))
    expect(closings.map((closing) => [closing.positionId, closing.shares])).toEqual([
      [2, 200],
      [bought.id, 100],
    ])
    const sum = (pick: (closing: (typeof closings)[number]) => number) =>
      closings.reduce((total, closing) => total + pick(closing), 0)
    expect(sum((closing) => closing.value)).toBe(order?.filledValue)
    expect(sum((closing) => closing.commission)).toBe(order?.commission)
    expect(sum((closing) => closing.realised)).toBe(order?.realised)
    // Both purchases are sold out; each one's detail sums its own closing.
    for (const id of [2, bought.id]) {
      const row = await trade.data('/trade/stockdetail', { id })
      const own = closings.find((closing) => closing.positionId === id)
      expect(row).toMatchObject({ status: 2, yingkui: twd(own?.realised ?? 0) })
    }
    expect(await trade.data('/trade/userstocklist', { type: 'tw' })).not.toContainEqual(
      expect.objectContaining({ stock_code: '2330', status: 1 }),
    )
    trade.expectConsistent()
  })

  it('sells whole lots from a stock by default, and keeps cash, margin and short holdings apart', async () => {
    const trade = await tradeWorld()
    // 玉山金 #6: 5 lots, 2 of them in the pending sale #10: 3 lots can be sold.
    const sale = await trade.data('/trade/sell_symbol', { symbol: '2884' })
    expect(sale).toMatchObject({ stock_num: 3000 })
    await refused(trade, { symbol: '2884', rzrq: 1 }, '查無此股票的庫存')
    await refused(trade, { symbol: '2884', buyzd: 2 }, '查無此股票的庫存')
    await refused(trade, { symbol: '9999' }, '查無此股票的庫存')
    trade.expectConsistent()
  })

  it('refuses a sale without a stock, or naming a purchase, as a bad request that changes nothing', async () => {
    const trade = await tradeWorld()
    for (const body of [{ zhang: 1 }, { id: 3, symbol: '2317' }]) {
      await trade.call('/trade/userstocklist', { type: 'tw' })
      const before = snapshot(trade.world)
      const reply = await trade.call('/trade/sell_symbol', body as never)
      expect(reply.status).toBe(0)
      expect(reply.msg).toMatch(/^請求參數錯誤：/)
      expect(snapshot(trade.world) === before).toBe(true)
    }
  })

  it('refuses an odd lot of a credit holding, and more than 999 shares in an odd lot', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ marginTrading: true })
    await trade.data('/trade/buy_stock', buy({ rzrq: 1 }))
    await refused(
      trade,
      { symbol: '2317', rzrq: 1, lingu: 1, zhang: 100, gdlx: 2, sell_price: '226.00' },
      '信用交易僅限整股',
    )
    await refused(
      trade,
      { symbol: '2330', lingu: 1, zhang: 1000, gdlx: 2, sell_price: '1800.00' },
      '零股委託數量須為1至999股',
    )
  })
})
