// The trade area's factories (keys start with 'trade') and what each of its changes
// refreshes: exactly that, nothing else.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { tradeQueries, tradeRefresh } from './trade.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('trade query factories', () => {
  it.each([
    ['positions', tradeQueries.positions(), ['trade', 'positions'], ['/trade/userstocklist', { type: 'tw' }]],
    ['a row in detail', tradeQueries.detail(7), ['trade', 'detail', 7], ['/trade/stockdetail', { id: 7 }]],
    [
      'day-trading applications',
      tradeQueries.dayTradingApplications(),
      ['trade', 'day-trading-applications'],
      ['/trade/urnjylist', {}],
    ],
    ['pending settlements', tradeQueries.settlements(), ['trade', 'settlements'], ['/trade/settlements', {}]],
    ['credit trading', tradeQueries.credit(), ['trade', 'credit'], ['/trade/credit', {}]],
    ["today's orders", tradeQueries.todayOrders(), ['trade', 'today-orders'], ['/trade/userwtlist', { type: 'tw' }]],
  ] as const)('%s reads its call under its key', async (_, options, key, call) => {
    read.mockResolvedValue([] as never)
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })

  it.each([
    ['history', tradeQueries.history(), ['trade', 'history'], ['/trade/userstocklists', { type: 'tw', page: 1 }]],
    [
      'intraday orders',
      tradeQueries.intradayOrders(),
      ['trade', 'intraday-orders'],
      ['/trade/rnjyorders', { page: 1 }],
    ],
  ] as const)('%s are paged from page 1 under their key', async (_, options, key, call) => {
    read.mockResolvedValue([] as never)
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchInfiniteQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })
})

describe('what each trade change refreshes', () => {
  const orderChanges = [
    'account info',
    'money fund records',
    'money fund records loan',
    'trade credit',
    'trade detail 7',
    'trade detail 8',
    'trade history',
    'trade intraday orders',
    'trade positions',
    'trade settlements',
    'trade today orders',
  ]

  it("placing an order: positions, today's orders, history, day trades, settlements, credit, money", async () => {
    expect(await staleAfter(tradeRefresh.afterOrder())).toEqual(orderChanges)
  })

  it('cancelling an order: the same rows and money as placing it', async () => {
    expect(await staleAfter(tradeRefresh.afterCancel())).toEqual(orderChanges)
  })

  it('neither touches quotes, the watchlist, the day-trading applications or other products', async () => {
    const stale = await staleAfter(tradeRefresh.afterOrder())
    for (const untouched of [
      'market quote',
      'favorites watchlist',
      'trade day-trading applications',
      'block-trades purchases',
      'money cards',
    ])
      expect(stale).not.toContain(untouched)
  })

  it('applying for day trading: the applications only', async () => {
    expect(await staleAfter(tradeRefresh.afterDayTradingApplication())).toEqual(['trade day-trading applications'])
  })
})
