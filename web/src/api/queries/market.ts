// Query factories of the market area: quotes, charts, search, rankings, indices and plates.
// Every key starts with 'market' and comes from marketKeys (the area changes nothing: no
// refresh list). Market data is the same for every user (sameForEveryUser: a login keeps
// it). Quotes refresh while a screen showing them is mounted and the page is visible
// (TanStack Query pauses intervals in a hidden tab; a hidden cached page has unmounted its
// observers, so it polls nothing).
import { queryOptions } from '@tanstack/react-query'
import type { RequestBody } from '#openapi/operations.ts'
import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'
import { sameForEveryUser } from '../refresh.ts'

/** How often a visible quote refreshes. */
export const quoteRefreshMs = 5_000
/** How often a visible chart or list refreshes. */
export const listRefreshMs = 15_000

export type TopType = RequestBody<'/parameter/top'>['type']
export type TopMarket = NonNullable<RequestBody<'/parameter/top'>['market']>
export type KlineType = RequestBody<'/trade/kline'>['kline_type']
export type PlateKind = RequestBody<'/parameter/plate'>['type']

export const marketKeys = {
  all: ['market'] as const,
  quote: (symbol: string) => ['market', 'quote', symbol] as const,
  kline: (symbol: string, type: KlineType) => ['market', 'kline', symbol, type] as const,
  topPreview: (type: TopType, market: TopMarket) => ['market', 'top', type, market, 'preview'] as const,
  top: (type: TopType, market: TopMarket) => ['market', 'top', type, market, 'pages'] as const,
  indices: () => ['market', 'indices'] as const,
  plates: (kind: PlateKind) => ['market', 'plates', kind] as const,
  plateStocks: (id: string) => ['market', 'plate-stocks', id] as const,
  search: (content: string) => ['market', 'search', content] as const,
}

export const marketQueries = {
  /** The full quote of one instrument. */
  quote: (symbol: string) =>
    queryOptions({
      ...sameForEveryUser,
      queryKey: marketKeys.quote(symbol),
      queryFn: () => api.read('/trade/stockdetails', { symbol, type: 'tw' }),
      refetchInterval: quoteRefreshMs,
      staleTime: quoteRefreshMs,
    }),

  /** A chart: the intraday line (`time`) or K-line bars. */
  kline: (symbol: string, type: KlineType) =>
    queryOptions({
      ...sameForEveryUser,
      queryKey: marketKeys.kline(symbol, type),
      queryFn: () => api.read('/trade/kline', { symbol, type: 'tw', kline_type: type }),
      refetchInterval: type === 'time' || type.endsWith('m') ? listRefreshMs : false,
      staleTime: listRefreshMs,
    }),

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
    pagedQueryOptions(marketKeys.top(type, market), (page) => api.read('/parameter/top', { type, market, page }), sameForEveryUser),

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

  plateStocks: (id: string) => pagedQueryOptions(marketKeys.plateStocks(id), (page) => api.read('/parameter/plateStocks', { id, page }), sameForEveryUser),

  search: (content: string) =>
    queryOptions({
      ...sameForEveryUser,
      queryKey: marketKeys.search(content),
      queryFn: () => api.read('/trade/search', { content, type: 'tw' }),
      enabled: content.trim() !== '',
    }),
}
