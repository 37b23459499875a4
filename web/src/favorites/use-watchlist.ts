// Which groups hold a code, and the calls that change a group's list (the upstream's and a
// saved edit; the group calls: use-group-call.ts). Each call answers the whole new list of
// what it changed, which replaces the cached one: every star, tab and list agrees at once.
import { useQuery, useQueryClient } from '@tanstack/react-query'

import type { ApiPath, RequestBody } from '#openapi/operations.ts'
import { defaultGroupId } from '#rules/watchlist-groups.ts'

import {
  favoritesQueries,
  favoritesRefresh,
  keepWatchlist,
  type WatchlistGroups,
  type WatchlistRows,
} from '../api/queries/favorites.ts'
import { type Submission, useSubmission } from '../api/use-submission.ts'

export type { WatchlistGroups, WatchlistRows }

/** The calls that answer a group's rows: the upstream's, and a saved edit. */
type RowsCall = '/user/addOptional' | '/user/removeOptional' | '/user/sortOptional'

/**
 * A watchlist call whose answer becomes the cached rows of its group (the default group unless the
 * body names one); `onDone` runs after.
 */
export function useWatchlistCall<P extends RowsCall>(
  path: P & ApiPath,
  onDone: (rows: WatchlistRows) => void = () => {},
): Submission<P> {
  const queryClient = useQueryClient()
  return useSubmission(
    path,
    (rows, body: RequestBody<P>) => {
      const group = (body as { id?: unknown }).id
      keepWatchlist(queryClient, rows as WatchlistRows, typeof group === 'number' ? group : defaultGroupId)
      onDone(rows as WatchlistRows)
    },
    { refresh: favoritesRefresh.afterWatchlistCall() },
  )
}

/** The user's groups (empty until they have loaded). */
export function useWatchlistGroups(): WatchlistGroups {
  return useQuery(favoritesQueries.groups()).data ?? []
}

/** The codes in any group (empty until the groups have loaded). */
export function useWatchedSymbols(): ReadonlySet<string> {
  return new Set(useWatchlistGroups().flatMap((group) => group.symbols))
}
