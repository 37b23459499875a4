// The market area's keys and the two queries the order box's loader asks for while the
// screen's code loads (its quote and intraday line). A route's loader is part of the entry,
// with every module it imports, whole: these live apart from the area's other factories
// (market.ts, which re-exports them) so that those come with the screens that use them.
import { queryOptions } from '@tanstack/react-query'

import type { RequestBody } from '#openapi/operations.ts'

import { api } from '../index.ts'
import { sameForEveryUser } from '../refresh.ts'

/** How often a visible quote refreshes. */
export const quoteRefreshMs = 5_000
/** How often a visible chart or list refreshes. */
export const listRefreshMs = 15_000

export type KlineType = RequestBody<'/trade/kline'>['kline_type']
export type TopType = RequestBody<'/parameter/top'>['type']
export type TopMarket = NonNullable<RequestBody<'/parameter/top'>['market']>
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

/** The full quote of one instrument. */
export const quoteQuery = (symbol: string) =>
  queryOptions({
    ...sameForEveryUser,
    queryKey: marketKeys.quote(symbol),
    queryFn: () => api.read('/trade/stockdetails', { symbol, type: 'tw' }),
    refetchInterval: quoteRefreshMs,
    staleTime: quoteRefreshMs,
  })

/** A chart: the intraday line (`time`) or K-line bars. */
export const klineQuery = (symbol: string, type: KlineType) =>
  queryOptions({
    ...sameForEveryUser,
    queryKey: marketKeys.kline(symbol, type),
    queryFn: () => api.read('/trade/kline', { symbol, type: 'tw', kline_type: type }),
    refetchInterval: type === 'time' || type.endsWith('m') ? listRefreshMs : false,
    staleTime: listRefreshMs,
  })
