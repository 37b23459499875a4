// Query factories of the new-shares area: the offerings and the user's subscriptions, for
// each variant (1 public subscription, 2 auction). Every key starts with 'new-shares' and
// comes from newSharesKeys; newSharesRefresh says what each of the area's changes refreshes.
import { type QueryKey, queryOptions } from '@tanstack/react-query'

import { api } from '../index.ts'
import { accountKeys } from './account.ts'
import { moneyKeys } from './money.ts'

export type BuyType = 1 | 2

export const newSharesKeys = {
  all: ['new-shares'] as const,
  offerings: (buyType: BuyType) => ['new-shares', 'offerings', buyType] as const,
  /** The user's subscriptions of both variants. */
  records: () => ['new-shares', 'records'] as const,
  recordsOf: (buyType: BuyType) => ['new-shares', 'records', buyType] as const,
}

export const newSharesQueries = {
  offerings: (buyType: BuyType) =>
    queryOptions({
      queryKey: newSharesKeys.offerings(buyType),
      queryFn: () => api.read('/trade/placinglist', { buy_type: buyType }),
    }),
  records: (buyType: BuyType) =>
    queryOptions({
      queryKey: newSharesKeys.recordsOf(buyType),
      queryFn: () => api.read('/trade/usernewstocklist', { buy_type: buyType }),
    }),
}

/** What each change of the new-shares area makes stale. */
export const newSharesRefresh = {
  /** /trade/buy_newstock: that variant's records, and the amount and fee held from the balance. */
  afterSubscription: (buyType: BuyType): QueryKey[] => [
    newSharesKeys.recordsOf(buyType),
    accountKeys.info(),
    moneyKeys.fundRecords(),
  ],
  /** /trade/paynewstock: that variant's records, and the allotted shares paid. */
  afterPayment: (buyType: BuyType): QueryKey[] => [
    newSharesKeys.recordsOf(buyType),
    accountKeys.info(),
    moneyKeys.fundRecords(),
  ],
}
