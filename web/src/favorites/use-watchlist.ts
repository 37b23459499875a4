// Whether a code is in the watchlist, and the calls that change it. Each call answers the
// whole list, which replaces the cached one: every star and list on screen agrees at once.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiPath, ResponseData } from '#openapi/operations.ts'
import { favouriteQueries, watchlistKey } from '../api/queries/favourites.ts'
import { useSubmission, type Submission } from '../api/use-submission.ts'

export type WatchlistRows = ResponseData<'/user/Optionallist'>

/** A watchlist call whose answer becomes the cached watchlist; `onDone` runs after. */
export function useWatchlistCall<P extends '/user/addOptional' | '/user/removeOptional' | '/user/sortOptional'>(path: P & ApiPath, onDone: (rows: WatchlistRows) => void = () => {}): Submission<P> {
  const queryClient = useQueryClient()
  return useSubmission(
    path,
    (rows) => {
      queryClient.setQueryData(watchlistKey, rows as WatchlistRows)
      onDone(rows as WatchlistRows)
    },
    { refresh: [] },
  )
}

/** The cached watchlist's codes (empty until it has loaded). */
export function useWatchedSymbols(): ReadonlySet<string> {
  const watchlist = useQuery({ ...favouriteQueries.watchlist(), refetchInterval: false })
  return new Set(watchlist.data?.map((row) => row.symbol) ?? [])
}
