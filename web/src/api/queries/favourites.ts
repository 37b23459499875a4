// Query factories of issue 4: the watchlist (group `user`, live quotes refreshed like the
// market's) and the news (group `common`).
import { queryOptions } from '@tanstack/react-query'
import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'
import { quoteRefreshMs } from './market.ts'

export const watchlistKey = ['user', 'Optionallist'] as const

export const favouriteQueries = {
  /** The watchlist with live quotes, in the user's order. */
  watchlist: () =>
    queryOptions({
      queryKey: watchlistKey,
      queryFn: () => api.read('/user/Optionallist', {}),
      refetchInterval: quoteRefreshMs,
      staleTime: quoteRefreshMs,
    }),
  /** The news, 10 a page, newest first. */
  news: () => pagedQueryOptions(['common', 'newss'], (page) => api.read('/common/newss', { page })),
  newsItem: (id: number) =>
    queryOptions({
      queryKey: ['common', 'newsdetail', id],
      queryFn: () => api.read('/common/newsdetail', { id }),
      staleTime: 5 * 60 * 1000,
    }),
}
