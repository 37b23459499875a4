// Query factories of the copy-trading area: the products and the user's subscriptions,
// whose values follow the market (read again like the market's lists while shown).
// Every key starts with 'copy-trading' and comes from copyTradingKeys; copyTradingRefresh
// says what each of the area's changes refreshes.
import { type QueryKey, queryOptions } from '@tanstack/react-query'

import { api } from '../index.ts'
import { accountKeys } from './account.ts'
import { listRefreshMs } from './market.ts'
import { moneyKeys } from './money.ts'

export const copyTradingKeys = {
  all: ['copy-trading'] as const,
  products: () => ['copy-trading', 'products'] as const,
  subscriptions: () => ['copy-trading', 'subscriptions'] as const,
}

export const copyTradingQueries = {
  products: () =>
    queryOptions({
      queryKey: copyTradingKeys.products(),
      queryFn: () => api.read('/trade/productlist', {}),
      refetchInterval: listRefreshMs,
      staleTime: listRefreshMs,
    }),
  subscriptions: () =>
    queryOptions({
      queryKey: copyTradingKeys.subscriptions(),
      queryFn: () => api.read('/trade/userproductlist', {}),
      refetchInterval: listRefreshMs,
      staleTime: listRefreshMs,
    }),
}

/** What each change of the copy-trading area makes stale. */
export const copyTradingRefresh = {
  /** /trade/buy_product: the subscriptions, and the money put in. */
  afterSubscription: (): QueryKey[] => [copyTradingKeys.subscriptions(), accountKeys.info(), moneyKeys.fundRecords()],
}
