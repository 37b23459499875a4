// Query factories of the user's trading (group `trade`): positions and pending orders,
// history, one row in detail, day trading.
import { queryOptions } from '@tanstack/react-query'
import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'
import { quoteRefreshMs } from './market.ts'

export const tradeQueries = {
  /** Holdings (status 1) and pending orders (status 3), valued at the last price. */
  positions: () =>
    queryOptions({
      queryKey: ['trade', 'positions'],
      queryFn: () => api.read('/trade/userstocklist', { type: 'tw' }),
      refetchInterval: quoteRefreshMs,
    }),

  history: () => pagedQueryOptions(['trade', 'history'], (page) => api.read('/trade/userstocklists', { type: 'tw', page })),

  detail: (id: number) =>
    queryOptions({
      queryKey: ['trade', 'detail', id],
      queryFn: () => api.read('/trade/stockdetail', { id }),
    }),

  dayTradingApplications: () =>
    queryOptions({
      queryKey: ['trade', 'rnjy'],
      queryFn: () => api.read('/trade/urnjylist', {}),
    }),

  intradayOrders: () => pagedQueryOptions(['trade', 'rnjyorders'], (page) => api.read('/trade/rnjyorders', { page })),
}

/** What a placed, sold or cancelled order changes on screen: positions, history, day trades, balances. */
export const afterTradeKeys = [['trade', 'positions'], ['trade', 'history'], ['trade', 'detail'], ['trade', 'rnjyorders'], ['user', 'info']] as const
