// The calls that change the watchlist groups (make, rename, delete, reorder a group; add a
// code to one, remove it, move codes between two): each answers every group, which
// replaces the cached groups, and the groups' lists are read again. Apart from
// use-watchlist.ts: the star on every stock row needs none of them until its sheet opens.
import { useQueryClient } from '@tanstack/react-query'

import type { ApiPath, RequestBody } from '#openapi/operations.ts'

import { favoritesRefresh, keepGroups, type WatchlistGroups } from '../api/queries/favorites.ts'
import { type Submission, useSubmission } from '../api/use-submission.ts'

/** The calls that answer the groups. */
export type GroupCall =
  | '/user/addOptionalGroup'
  | '/user/renameOptionalGroup'
  | '/user/removeOptionalGroup'
  | '/user/sortOptionalGroups'
  | '/user/addGroupOptional'
  | '/user/removeGroupOptional'
  | '/user/moveOptional'

/** A group call whose answer becomes the cached groups; the groups' rows are read again. */
export function useGroupCall<P extends GroupCall>(
  path: P & ApiPath,
  onDone: (groups: WatchlistGroups, body: RequestBody<P>) => void = () => {},
): Submission<P> {
  const queryClient = useQueryClient()
  return useSubmission(
    path,
    (groups, body) => {
      keepGroups(queryClient, groups as WatchlistGroups)
      onDone(groups as WatchlistGroups, body)
    },
    { refresh: favoritesRefresh.afterGroupCall() },
  )
}
