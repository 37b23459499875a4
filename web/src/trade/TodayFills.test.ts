// Today's fills are the fills of today's orders, newest first.
import { describe, expect, it } from 'vitest'

import { fillsOf } from './TodayFills.tsx'
import type { TodayOrder } from './TodayOrders.tsx'

const order = (id: number, times: string[]): TodayOrder => ({
  id,
  stock_code: '2317',
  stock_name: '鴻海',
  market: 'listed',
  side: 'buy',
  buyzd: 1,
  rzrq: 0,
  other_type: 0,
  lingu: 0,
  gdlx: 2,
  wttj: 'ROD',
  order_price: '226.00',
  stock_num: 2000,
  filled_num: 1000 * times.length,
  fill_price: '226.00',
  state: 'filled',
  reason: null,
  order_time: '2026-11-23T09:30:00.000+08:00',
  end_time: null,
  poundage: '644.00',
  tax: '0.00',
  yingkui: '0.00',
  fills: times.map((time) => ({
    time: `2026-11-23T${time}.000+08:00`,
    price: '226.00',
    stock_num: 1000,
    poundage: '322.00',
    tax: '0.00',
  })),
})

describe('fills of the day', () => {
  it('flattens every order’s fills, newest first', () => {
    const fills = fillsOf([order(12, ['10:15:00']), order(11, ['09:31:00', '09:30:00'])])
    expect(fills.map(({ order: each, fill }) => `${each.id} ${fill.time.slice(11, 19)}`)).toEqual([
      '12 10:15:00',
      '11 09:31:00',
      '11 09:30:00',
    ])
  })
})
