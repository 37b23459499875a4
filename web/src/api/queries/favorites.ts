// Query factories of the favorites area: the watchlist groups (each with its codes), and a
// group's codes with live quotes refreshed like the market's (the default group is the
// upstream's own watchlist). Every key starts with 'favorites' and comes from
// favoritesKeys. The watchlist calls each answer the whole new list of what they changed,
// which replaces the cached one: the upstream's calls and a saved edit a group's rows
// (keepWatchlist), the group calls the groups (keepGroups).
import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query'

import type { ResponseData } from '#openapi/operations.ts'
import { defaultGroupId } from '#rules/watchlist-groups.ts'

import { api } from '../index.ts'
import { quoteRefreshMs } from './market.ts'

export type WatchlistRows = ResponseData<'/user/Optionallist'>
export type WatchlistGroups = ResponseData<'/user/optionalGroups'>

export const favoritesKeys = {
  all: ['favorites'] as const,
  /** The default group's rows (the upstream's watchlist). */
  watchlist: () => ['favorites', 'watchlist'] as const,
  groups: () => ['favorites', 'groups'] as const,
  /** The rows of every group but the default one. */
  groupLists: () => ['favorites', 'group'] as const,
  group: (id: number) => ['favorites', 'group', id] as const,
}

/** The key of a group's rows: the default group's are the upstream's watchlist. */
const rowsKey = (id: number): QueryKey => (id === defaultGroupId ? favoritesKeys.watchlist() : favoritesKeys.group(id))

export const favoritesQueries = {
  /** The default group with live quotes, in the user's order (the upstream's watchlist). */
  watchlist: () =>
    queryOptions({
      queryKey: favoritesKeys.watchlist(),
      queryFn: () => api.read('/user/Optionallist', {}),
      refetchInterval: quoteRefreshMs,
      staleTime: quoteRefreshMs,
    }),
  /** Every group with its codes (no quotes): the tabs, and what each star shows. */
  groups: () =>
    queryOptions({
      queryKey: favoritesKeys.groups(),
      queryFn: () => api.read('/user/optionalGroups', {}),
    }),
  /** A group's codes with live quotes. */
  group: (id: number) =>
    queryOptions({
      queryKey: rowsKey(id),
      queryFn: (): Promise<WatchlistRows> =>
        id === defaultGroupId ? api.read('/user/Optionallist', {}) : api.read('/user/groupOptionallist', { id }),
      refetchInterval: quoteRefreshMs,
      staleTime: quoteRefreshMs,
    }),
}

/** What each change of the favorites area makes stale. */
export const favoritesRefresh = {
  /** /user/addOptional, /user/removeOptional, /user/sortOptional: nothing (their answer is kept, keepWatchlist). */
  afterWatchlistCall: (): QueryKey[] => [],
  /** The group calls: the rows of every group, whose codes may have changed (the groups are kept, keepGroups). */
  afterGroupCall: (): QueryKey[] => [favoritesKeys.watchlist(), favoritesKeys.groupLists()],
}

/**
 * Puts a watchlist call's answer (a group's whole new list, the default group's unless
 * `id` says) in the cache, and the group's codes in the cached groups: every star and list
 * agrees at once.
 */
export function keepWatchlist(queryClient: QueryClient, rows: WatchlistRows, id: number = defaultGroupId): void {
  queryClient.setQueryData(rowsKey(id), rows)
  queryClient.setQueryData<WatchlistGroups>(favoritesKeys.groups(), (groups) =>
    groups?.map((group) =>
      group.id === id
        ? { ...group, symbols: [...rows].sort((a, b) => a.sort - b.sort).map((row) => row.symbol) }
        : group,
    ),
  )
}

/** Puts a group call's answer (every group with its codes) in the cache. */
export function keepGroups(queryClient: QueryClient, groups: WatchlistGroups): void {
  queryClient.setQueryData(favoritesKeys.groups(), groups)
}
