// Credit trading (融資融券) through the backend: enabled by the steering API or refused,
// the financing ratio of each board, a short's deposit, the maintenance ratio, interest by
// the day charged when the loan is repaid, and the margin call.
import { describe, expect, it } from 'vitest'

import { marginInterest } from '#rules/credit.ts'
import { lotShares } from '#rules/market.ts'

import { buy, tradeWorld, twd } from './test-support.ts'

describe('without credit trading', () => {
  it.each([
    ['a margin purchase', buy({ rzrq: 1 })],
    ['a leverage above 1 (a margin purchase)', buy({ ganggan: 2 })],
    ['a short sale', buy({ buyzd: 2 })],
  ])('refuses %s with margin_not_enabled, changing nothing', async (_, body) => {
    const trade = await tradeWorld()
    const before = trade.balances()
    expect(await trade.call('/trade/buy_stock', body)).toMatchObject({ status: 0, msg: '未開通融資融券' })
    expect(trade.balances()).toEqual(before)
    expect(await trade.data('/trade/credit', {})).toMatchObject({
      enabled: 0,
      loan: '0.00',
      maintenance: null,
      margin_call: 0,
    })
  })
})

describe('with credit trading', () => {
  it('the steering API switches it on and off', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ marginTrading: true })
    expect(await trade.data('/trade/credit', {})).toMatchObject({
      enabled: 1,
      financing_listed: 60,
      financing_otc: 50,
      short_deposit: 90,
      interest_rate: '6.50',
      call_ratio: '130.00',
    })
    await trade.setAccount({ marginTrading: false })
    expect((await trade.call('/trade/buy_stock', buy({ rzrq: 1 }))).msg).toBe('未開通融資融券')
  })

  it('a margin purchase borrows 60 % in whole thousands; the rest and the commission are paid on T+2', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ marginTrading: true })
    const row = await trade.data('/trade/buy_stock', buy({ rzrq: 1, zhang: 3 }))
    // 678,000 of 鴻海 at 226.00: 406,000 lent (406,800 in whole thousands), 272,000 of the user's
    // own and 270 commission (0.1425 % at the 2.8折 of a verified account: 270.48).
    expect(row).toMatchObject({
      status: 1,
      rzrq: 1,
      loan: '406000.00',
      margin: '272000.00',
      buy_poundage: '270.00',
      unsettled: '-272270.00',
      maintenance: '166.99',
    })
    expect(await trade.data('/trade/credit', {})).toMatchObject({
      loan: '406000.00',
      maintenance: '166.99',
      margin_call: 0,
    })
    trade.expectConsistent()
  })

  it('an OTC stock is financed at 50 %', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ marginTrading: true })
    const price = trade.market('5483').price
    const row = await trade.data('/trade/buy_stock', buy({ symbol: '5483', rzrq: 1, zhang: 2, buy_price: twd(price) }))
    const value = Number(row.buy_price) * 100 * 2 * lotShares
    expect(Number(row.loan) * 100).toBe(Math.floor(value / 2 / 100_000) * 100_000)
  })

  it('credit trades are whole lots only', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ marginTrading: true })
    expect((await trade.call('/trade/buy_stock', buy({ rzrq: 1, lingu: 1, zhang: 100, gdlx: 2 }))).msg).toBe(
      '信用交易僅限整股',
    )
  })

  it('a short sale deposits 90 % and pays fees; its buy-back returns deposit and proceeds less the cost', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ marginTrading: true })
    const short = await trade.data('/trade/buy_stock', buy({ buyzd: 2, zhang: 2 }))
    // Sold at the best bid, 225.50: 451,000; deposit 405,900.
    expect(short).toMatchObject({
      status: 1,
      side: 'sell',
      buyzd: 2,
      rzrq: 1,
      buy_price: '225.50',
      margin: '405900.00',
      tax: '1353.00',
      buy_poundage: '179.00',
      loan: '0.00',
    })
    expect(short.unsettled).toBe(twd(-(405_900_00 + 179_00 + 1353_00)))
    // Deposit and sale value over the shares at the last price (226.00).
    expect(short.maintenance).toBe('189.57')
    await trade.setClock('2026-11-24T10:00:00+08:00')
    const close = await trade.data('/trade/sell_stock', { id: short.id })
    expect(close).toMatchObject({ status: 2, side: 'buy' })
    await trade.setClock('2026-11-26T10:00:00+08:00')
    const entries = trade.world.db.ledger
      .findMany((q) => q.where({ ref: `order:${close.id}` }))
      .map((entry) => entry.kind)
    expect(entries).toEqual(['short_return', 'commission'])
    trade.expectConsistent()
  })

  it('interest runs by the calendar day from the purchase’s settlement; the repaying sale pays it', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ marginTrading: true })
    const row = await trade.data('/trade/buy_stock', buy({ rzrq: 1, zhang: 3 }))
    const loan = 406_000_00
    // Settled on Wednesday 11-25: no interest before.
    await trade.setClock('2026-11-25T12:00:00+08:00')
    expect((await trade.data('/trade/stockdetail', { id: row.id })).interest).toBe('0.00')
    await trade.setClock('2026-12-07T10:00:00+08:00')
    expect((await trade.data('/trade/stockdetail', { id: row.id })).interest).toBe(twd(marginInterest(loan, 12)))
    // Sold on Monday 12-07: it settles on Wednesday 12-09, 14 days of interest.
    const sale = await trade.data('/trade/sell_stock', { id: row.id })
    expect(sale).toMatchObject({ status: 2, loan: '406000.00', interest: twd(marginInterest(loan, 14)) })
    await trade.setClock('2026-12-09T10:00:00+08:00')
    const charged = trade.world.db.ledger.findMany((q) => q.where({ ref: `order:${sale.id}`, kind: 'margin_interest' }))
    expect(charged.map((entry) => entry.amount)).toEqual([-marginInterest(loan, 14)])
    // What the sale brings back is its value less the loan, commission, tax and interest.
    const proceeds = trade.world.db.ledger
      .findMany((q) => q.where({ ref: `order:${sale.id}` }))
      .reduce((sum, entry) => sum + entry.amount, 0)
    const value = Number(sale.sell_price) * 100 * 3 * lotShares
    expect(proceeds).toBe(
      value - loan - Number(sale.sell_poundage) * 100 - Number(sale.tax) * 100 - marginInterest(loan, 14),
    )
    expect(await trade.data('/trade/credit', {})).toMatchObject({ loan: '0.00', maintenance: null })
    trade.expectConsistent()
  })

  it('calls for margin under a 130 % ratio: a message, and no new credit trade until it is restored', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ marginTrading: true })
    // 旺宏 at 82.00 falls to about 62 by early May 2027 (this world's market).
    const row = await trade.data('/trade/buy_stock', buy({ symbol: '2337', rzrq: 1, zhang: 10, buy_price: '82.00' }))
    expect(row.maintenance).toBe('166.66')
    await trade.setClock('2027-05-06T13:40:00+08:00')
    const credit = await trade.data('/trade/credit', {})
    expect(credit).toMatchObject({ margin_call: 1 })
    expect(Number(credit.maintenance)).toBeLessThan(130)
    const messages = await trade.data('/user/notice', { type: 2, page: 1 })
    expect(messages[0]).toMatchObject({ title: '融資融券追繳通知' })
    expect(messages[0]?.summary).toContain(`${credit.maintenance}%`)
    await trade.setClock('2027-05-07T09:30:00+08:00')
    const price = twd(trade.market('2317').price)
    expect(await trade.call('/trade/buy_stock', buy({ rzrq: 1, buy_price: price }))).toMatchObject({
      status: 0,
      msg: '整戶擔保維持率低於130%，暫停新增信用交易',
    })
    // Cash trades go on; closing the position ends the call.
    expect((await trade.call('/trade/buy_stock', buy({ buy_price: price }))).status).toBe(1)
    await trade.data('/trade/sell_stock', { id: row.id })
    expect(await trade.data('/trade/credit', {})).toMatchObject({ margin_call: 0, maintenance: null })
    // One message for the one call.
    expect(
      (await trade.data('/user/notice', { type: 2, page: 1 })).filter((each) => each.title === '融資融券追繳通知'),
    ).toHaveLength(1)
    trade.expectConsistent()
  })
})
