// Query factories of the trade area: the user's positions and pending orders, history, today's
// orders with their fills, one row in detail, what is pending settlement, credit trading, day
// trading. Every key starts with 'trade' and comes from tradeKeys; tradeRefresh says what each of
// the area's changes refreshes.
import { type QueryKey, queryOptions } from '@tanstack/react-query'

import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'
import { accountKeys } from './account.ts'
import { quoteRefreshMs } from './market.ts'
import { moneyKeys } from './money.ts'

export const tradeKeys = {
  all: ['trade'] as const,
  /** Holdings and pending orders (/trade/userstocklist). */
  positions: () => ['trade', 'positions'] as const,
  history: () => ['trade', 'history'] as const,
  /** Today's orders in every state, with their fills (/trade/userwtlist). */
  todayOrders: () => ['trade', 'today-orders'] as const,
  /** Every row read in detail. */
  details: () => ['trade', 'detail'] as const,
  detail: (id: number) => ['trade', 'detail', id] as const,
  /** What the trades still settle (T+2). */
  settlements: () => ['trade', 'settlements'] as const,
  /** The account's credit trading (融資融券). */
  credit: () => ['trade', 'credit'] as const,
  dayTradingApplications: () => ['trade', 'day-trading-applications'] as const,
  intradayOrders: () => ['trade', 'intraday-orders'] as const,
}

export const tradeQueries = {
  /** Holdings (status 1) and pending orders (status 3), valued at the last price. */
  positions: () =>
    queryOptions({
      queryKey: tradeKeys.positions(),
      queryFn: () => api.read('/trade/userstocklist', { type: 'tw' }),
      refetchInterval: quoteRefreshMs,
    }),

  history: () =>
    pagedQueryOptions(tradeKeys.history(), (page) => api.read('/trade/userstocklists', { type: 'tw', page })),

  /** Today's orders (委託) in every state with their fills (成交), newest first; fills come as the market moves. */
  todayOrders: () =>
    queryOptions({
      queryKey: tradeKeys.todayOrders(),
      queryFn: () => api.read('/trade/userwtlist', { type: 'tw' }),
      refetchInterval: quoteRefreshMs,
    }),

  detail: (id: number) =>
    queryOptions({
      queryKey: tradeKeys.detail(id),
      queryFn: () => api.read('/trade/stockdetail', { id }),
    }),

  /** Pending T+2 settlements: what buys will pay, what sales will bring, and when. */
  settlements: () =>
    queryOptions({
      queryKey: tradeKeys.settlements(),
      queryFn: () => api.read('/trade/settlements', {}),
    }),

  /**
   * Credit trading: enabled or not, its terms, loans, shorts, the maintenance ratio and any margin
   * call (valued at the last price).
   */
  credit: () =>
    queryOptions({
      queryKey: tradeKeys.credit(),
      queryFn: () => api.read('/trade/credit', {}),
      refetchInterval: quoteRefreshMs,
    }),

  dayTradingApplications: () =>
    queryOptions({
      queryKey: tradeKeys.dayTradingApplications(),
      queryFn: () => api.read('/trade/urnjylist', {}),
    }),

  intradayOrders: () =>
    pagedQueryOptions(tradeKeys.intradayOrders(), (page) => api.read('/trade/rnjyorders', { page })),
}

/**
 * What an order changes: the positions and pending orders, the history (a sale closes a
 * position, a cancelled order lands there), the rows read in detail, the day-trade orders,
 * what waits for settlement, the credit account, and the money (held, set aside, given
 * back: the balances and the fund records).
 */
const orderChanges = (): QueryKey[] => [
  tradeKeys.positions(),
  tradeKeys.history(),
  tradeKeys.todayOrders(),
  tradeKeys.details(),
  tradeKeys.intradayOrders(),
  tradeKeys.settlements(),
  tradeKeys.credit(),
  accountKeys.info(),
  moneyKeys.fundRecords(),
]

/** What each change of the trade area makes stale. */
export const tradeRefresh = {
  /** /trade/buy_stock and /trade/sell_stock. */
  afterOrder: orderChanges,
  /** /trade/cancel_stock: the same rows and money as placing it. */
  afterCancel: orderChanges,
  /** /trade/rnjy: the day-trading applications only (no money moves until it is used). */
  afterDayTradingApplication: (): QueryKey[] => [tradeKeys.dayTradingApplications()],
}
