// Query factories of the market data (groups `trade` for quotes and charts, `parameter`
// for lists). Quotes refresh while a screen showing them is mounted and the page is
// visible (TanStack Query pauses intervals in a hidden tab; a hidden cached page has
// unmounted its observers, so it polls nothing).
import { queryOptions } from '@tanstack/react-query'
import type { RequestBody } from '#openapi/operations.ts'
import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'

/** How often a visible quote refreshes. */
export const quoteRefreshMs = 5_000
/** How often a visible chart or list refreshes. */
export const listRefreshMs = 15_000

export type TopType = RequestBody<'/parameter/top'>['type']
export type TopMarket = NonNullable<RequestBody<'/parameter/top'>['market']>
export type KlineType = RequestBody<'/trade/kline'>['kline_type']
export type PlateKind = RequestBody<'/parameter/plate'>['type']

export const marketQueries = {
  /** The full quote of one instrument. */
  quote: (symbol: string) =>
    queryOptions({
      queryKey: ['trade', 'stockdetails', symbol],
      queryFn: () => api.read('/trade/stockdetails', { symbol, type: 'tw' }),
      refetchInterval: quoteRefreshMs,
      staleTime: quoteRefreshMs,
    }),

  /** A chart: the intraday line (`time`) or K-line bars. */
  kline: (symbol: string, type: KlineType) =>
    queryOptions({
      queryKey: ['trade', 'kline', symbol, type],
      queryFn: () => api.read('/trade/kline', { symbol, type: 'tw', kline_type: type }),
      refetchInterval: type === 'time' || type.endsWith('m') ? listRefreshMs : false,
      staleTime: listRefreshMs,
    }),

  /** The first page of a ranking (home and overview previews). */
  topPreview: (type: TopType, market: TopMarket = 'all') =>
    queryOptions({
      queryKey: ['parameter', 'top', type, market, 'preview'],
      queryFn: () => api.read('/parameter/top', { type, market, page: 1 }),
      refetchInterval: listRefreshMs,
      staleTime: listRefreshMs,
    }),

  /** A whole ranking, 10 rows a page. */
  top: (type: TopType, market: TopMarket = 'all') =>
    pagedQueryOptions(['parameter', 'top', type, market, 'pages'], (page) => api.read('/parameter/top', { type, market, page })),

  indices: () =>
    queryOptions({
      queryKey: ['parameter', 'zhishu'],
      queryFn: () => api.read('/parameter/zhishu', { type: 'tw' }),
      refetchInterval: quoteRefreshMs,
      staleTime: quoteRefreshMs,
    }),

  plates: (kind: PlateKind) =>
    queryOptions({
      queryKey: ['parameter', 'plate', kind],
      queryFn: () => api.read('/parameter/plate', { type: kind }),
      refetchInterval: listRefreshMs,
      staleTime: listRefreshMs,
    }),

  plateStocks: (id: string) => pagedQueryOptions(['parameter', 'plateStocks', id], (page) => api.read('/parameter/plateStocks', { id, page })),

  search: (content: string) =>
    queryOptions({
      queryKey: ['trade', 'search', content],
      queryFn: () => api.read('/trade/search', { content, type: 'tw' }),
      enabled: content.trim() !== '',
    }),
}
