// The positions list's rows as a trader reads them: one per stock and kind, with its
// purchases, average cost, one unit, and the purchases a sale would take.
import { describe, expect, it } from 'vitest'

import { findHolding, heldKinds, holdingRows, type PositionRow, purchasesSold, sellableParts } from './holdings.ts'

function row(fields: Partial<PositionRow> & Pick<PositionRow, 'id' | 'stock_num'>): PositionRow {
  return {
    stock_code: '2330',
    stock_name: '台積電',
    market: 'listed',
    status: 1,
    side: 'buy',
    buyzd: 1,
    ganggang: 1,
    gdlx: 2,
    lingu: 1,
    wttj: 'ROD',
    is_qc: 1,
    other_type: 0,
    order_price: '1840.00',
    buy_price: '1840.00',
    sell_price: null,
    price: '1800.00',
    order_time: '2026-11-13T10:12:00.000+08:00',
    buy_time: '2026-11-13T10:12:00.000+08:00',
    sell_time: null,
    buy_poundage: '524.00',
    sell_poundage: null,
    tax: '0.00',
    margin: '368000.00',
    hold: '0.00',
    market_value: '360000.00',
    open_value: '368000.00',
    today_pnl: '0.00',
    yingkui: '-8524.00',
    yingkui_rate: '-2.31',
    sellable: fields.stock_num,
    lock: 'none',
    sellable_at: null,
    position_id: null,
    filled_num: fields.stock_num,
    rzrq: 0,
    loan: '0.00',
    interest: '0.00',
    maintenance: null,
    unsettled: '0.00',
    settle_date: null,
    reason: null,
    ...fields,
  }
}

// The seeded 200 shares and 100 bought today (T+1 locked), newest first as the list answers.
const today = row({
  id: 11,
  stock_num: 100,
  sellable: 0,
  lock: 't1',
  sellable_at: '2026-11-24T08:30:00.000+08:00',
  buy_price: '1800.00',
  buy_time: '2026-11-23T09:30:00.000+08:00',
  buy_poundage: '256.00',
  margin: '180000.00',
  open_value: '180000.00',
  market_value: '180000.00',
  yingkui: '-256.00',
})
const older = row({ id: 2, stock_num: 200, today_pnl: '-1000.00' })
const pending = row({ id: 12, stock_num: 100, status: 3 })

describe('holding rows', () => {
  it('make 台積電 one row of 300 shares with its average cost including fees', () => {
    const [tsmc, ...rest] = holdingRows([pending, today, older])
    expect(rest).toEqual([])
    expect(tsmc).toMatchObject({
      symbol: '2330',
      name: '台積電',
      kind: 'cash',
      shares: 300,
      sellable: 200,
      // (368,000 + 524 + 180,000 + 256) / 300
      averageCost: 182_927,
      marketValue: 54_000_000,
      unrealised: -878_000,
      today: -100_000,
      unit: 'shares',
    })
    expect(tsmc?.purchases.map((purchase) => purchase.id)).toEqual([2, 11])
  })

  it('read in lots when every quantity is whole lots', () => {
    const lots = row({ id: 6, stock_code: '2884', stock_name: '玉山金', lingu: 0, stock_num: 5000, sellable: 3000 })
    expect(holdingRows([lots])[0]).toMatchObject({ unit: 'lots', shares: 5000, sellable: 3000 })
    expect(sellableParts({ sellable: 3500 })).toEqual({ lots: 3, odd: 500 })
  })

  it('keep a margin purchase apart from the cash holding of the same stock', () => {
    const margin = row({ id: 20, stock_num: 1000, lingu: 0, rzrq: 1, loan: '1080000.00' })
    expect(heldKinds([margin, older], '2330')).toEqual(['cash', 'margin'])
    expect(findHolding([margin, older], '2330', 'margin')).toMatchObject({ loan: 108_000_000, shares: 1000 })
    expect(findHolding([margin, older], '2317', 'cash')).toBeUndefined()
  })

  it('leave out a row whose amounts are not amounts', () => {
    expect(holdingRows([row({ id: 3, stock_num: 100, market_value: 'x' })])).toEqual([])
  })

  it('tell which purchases a sale takes: the sellable ones, oldest first', () => {
    const tsmc = holdingRows([today, older])[0]
    if (tsmc === undefined) throw new Error('no holding')
    expect(purchasesSold(tsmc, 150).map((purchase) => purchase.id)).toEqual([2])
    expect(purchasesSold(tsmc, 300)).toEqual([])
  })
})
