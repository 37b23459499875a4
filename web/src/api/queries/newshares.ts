// Query factories of issue 7 (group `trade`): new-share offerings and records, block-trade
// offers and purchases, copy-trading products and subscriptions.
import { queryOptions } from '@tanstack/react-query'
import { api } from '../index.ts'
import { listRefreshMs } from './market.ts'

export type BuyType = 1 | 2

export const newShareQueries = {
  offerings: (buyType: BuyType) =>
    queryOptions({
      queryKey: ['trade', 'placinglist', buyType],
      queryFn: () => api.read('/trade/placinglist', { buy_type: buyType }),
    }),
  records: (buyType: BuyType) =>
    queryOptions({
      queryKey: ['trade', 'usernewstocklist', buyType],
      queryFn: () => api.read('/trade/usernewstocklist', { buy_type: buyType }),
    }),
  blockOffers: () =>
    queryOptions({
      queryKey: ['trade', 'nbhllist'],
      queryFn: () => api.read('/trade/nbhllist', { dz_type: 1 }),
      refetchInterval: listRefreshMs,
    }),
  blockPurchases: () =>
    queryOptions({
      queryKey: ['trade', 'ustockslist'],
      queryFn: () => api.read('/trade/ustockslist', {}),
    }),
  products: () =>
    queryOptions({
      queryKey: ['trade', 'productlist'],
      queryFn: () => api.read('/trade/productlist', {}),
    }),
  copySubscriptions: () =>
    queryOptions({
      queryKey: ['trade', 'userproductlist'],
      queryFn: () => api.read('/trade/userproductlist', {}),
    }),
}
