// Whether a code is in the watchlist, and the calls that change it. Each call answers the
// whole list, which replaces the cached one: every star and list on screen agrees at once.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiPath } from '#openapi/operations.ts'
import { favoritesQueries, favoritesRefresh, keepWatchlist, type WatchlistRows } from '../api/queries/favorites.ts'
import { useSubmission, type Submission } from '../api/use-submission.ts'

export type { WatchlistRows }

/** A watchlist call whose answer becomes the cached watchlist; `onDone` runs after. */
export function useWatchlistCall<P extends '/user/addOptional' | '/user/removeOptional' | '/user/sortOptional'>(path: P & ApiPath, onDone: (rows: WatchlistRows) => void = () => {}): Submission<P> {
  const queryClient = useQueryClient()
  return useSubmission(
    path,
    (rows) => {
      keepWatchlist(queryClient, rows as WatchlistRows)
      onDone(rows as WatchlistRows)
    },
    { refresh: favoritesRefresh.afterWatchlistCall() },
  )
}

/** The cached watchlist's codes (empty until it has loaded). */
export function useWatchedSymbols(): ReadonlySet<string> {
  const watchlist = useQuery({ ...favoritesQueries.watchlist(), refetchInterval: false })
  return new Set(watchlist.data?.map((row) => row.symbol) ?? [])
}
