// Query factories of the favorites area: the watchlist, with live quotes refreshed like
// the market's. Every key starts with 'favorites' and comes from favoritesKeys. Its calls
// (add, remove, reorder) each answer the whole new list, which replaces the cached one
// (favoritesRefresh.afterWatchlistCall): nothing needs to be read again.
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { ResponseData } from '#openapi/operations.ts'
import { api } from '../index.ts'
import { quoteRefreshMs } from './market.ts'

export type WatchlistRows = ResponseData<'/user/Optionallist'>

export const favoritesKeys = {
  all: ['favorites'] as const,
  watchlist: () => ['favorites', 'watchlist'] as const,
}

export const favoritesQueries = {
  /** The watchlist with live quotes, in the user's order. */
  watchlist: () =>
    queryOptions({
      queryKey: favoritesKeys.watchlist(),
      queryFn: () => api.read('/user/Optionallist', {}),
      refetchInterval: quoteRefreshMs,
      staleTime: quoteRefreshMs,
    }),
}

/** What each change of the favorites area makes stale. */
export const favoritesRefresh = {
  /** /user/addOptional, /user/removeOptional, /user/sortOptional: nothing (see below). */
  afterWatchlistCall: (): QueryKey[] => [],
}

/** Puts a watchlist call's answer (the whole new list) in the cache: every star and list agrees at once. */
export function keepWatchlist(queryClient: QueryClient, rows: WatchlistRows): void {
  queryClient.setQueryData(favoritesKeys.watchlist(), rows)
}
