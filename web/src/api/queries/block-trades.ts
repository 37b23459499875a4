// Query factories of the block-trades area: the offers and the user's purchases. Every key
// starts with 'block-trades' and comes from blockTradesKeys; blockTradesRefresh says what
// each of the area's changes refreshes.
import { type QueryKey, queryOptions } from '@tanstack/react-query'

import { api } from '../index.ts'
import { accountKeys } from './account.ts'
import { listRefreshMs } from './market.ts'
import { moneyKeys } from './money.ts'
import { tradeKeys } from './trade.ts'

export const blockTradesKeys = {
  all: ['block-trades'] as const,
  offers: () => ['block-trades', 'offers'] as const,
  purchases: () => ['block-trades', 'purchases'] as const,
}

export const blockTradesQueries = {
  offers: () =>
    queryOptions({
      queryKey: blockTradesKeys.offers(),
      queryFn: () => api.read('/trade/nbhllist', { dz_type: 1 }),
      refetchInterval: listRefreshMs,
    }),
  purchases: () =>
    queryOptions({
      queryKey: blockTradesKeys.purchases(),
      queryFn: () => api.read('/trade/ustockslist', {}),
    }),
}

/** What each change of the block-trades area makes stale. */
export const blockTradesRefresh = {
  /** /trade/buy_dzstock: the purchases, the position it opens, and the money paid. */
  afterPurchase: (): QueryKey[] => [
    blockTradesKeys.purchases(),
    tradeKeys.positions(),
    accountKeys.info(),
    moneyKeys.fundRecords(),
  ],
}
