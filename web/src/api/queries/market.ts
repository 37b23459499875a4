// Query factories of the market area: quotes, charts, search, rankings, indices and plates.
// Every key starts with 'market' and comes from marketKeys (the area changes nothing: no
// refresh list). Market data is the same for every user (sameForEveryUser: a login keeps
// it). Quotes refresh while a screen showing them is mounted and the page is visible
// (TanStack Query pauses intervals in a hidden tab; a hidden cached page has unmounted its
// observers, so it polls nothing).
import { queryOptions } from '@tanstack/react-query'

import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'
import { sameForEveryUser } from '../refresh.ts'
import {
  klineQuery,
  listRefreshMs,
  marketKeys,
  type PlateKind,
  quoteQuery,
  quoteRefreshMs,
  type TopMarket,
  type TopType,
} from './market-quote.ts'

// The keys and the order box's two first queries live in market-quote.ts (its loader's).
export { listRefreshMs, marketKeys, quoteRefreshMs }
export type { KlineType, PlateKind, TopMarket, TopType } from './market-quote.ts'

export const marketQueries = {
  /** The full quote of one instrument. */
  quote: quoteQuery,
  /** A chart: the intraday line (`time`) or K-line bars. */
  kline: klineQuery,

  /** The first page of a ranking (home and overview previews). */
  topPreview: (type: TopType, market: TopMarket = 'all') =>
    queryOptions({
      ...sameForEveryUser,
      queryKey: marketKeys.topPreview(type, market),
      queryFn: () => api.read('/parameter/top', { type, market, page: 1 }),
      refetchInterval: listRefreshMs,
      staleTime: listRefreshMs,
    }),

  /** A whole ranking, 10 rows a page. */
  top: (type: TopType, market: TopMarket = 'all') =>
    pagedQueryOptions(
      marketKeys.top(type, market),
      (page) => api.read('/parameter/top', { type, market, page }),
      sameForEveryUser,
    ),

  indices: () =>
    queryOptions({
      ...sameForEveryUser,
      queryKey: marketKeys.indices(),
      queryFn: () => api.read('/parameter/zhishu', { type: 'tw' }),
      refetchInterval: quoteRefreshMs,
      staleTime: quoteRefreshMs,
    }),

  plates: (kind: PlateKind) =>
    queryOptions({
      ...sameForEveryUser,
      queryKey: marketKeys.plates(kind),
      queryFn: () => api.read('/parameter/plate', { type: kind }),
      refetchInterval: listRefreshMs,
      staleTime: listRefreshMs,
    }),

  plateStocks: (id: string) =>
    pagedQueryOptions(
      marketKeys.plateStocks(id),
      (page) => api.read('/parameter/plateStocks', { id, page }),
      sameForEveryUser,
    ),

  search: (content: string) =>
    queryOptions({
      ...sameForEveryUser,
      queryKey: marketKeys.search(content),
      queryFn: () => api.read('/trade/search', { content, type: 'tw' }),
      enabled: content.trim() !== '',
    }),
}
