// How a change reaches the cache: each area's query module says which of its keys (and
// other areas') a mutation changes (`<area>Refresh`), and these apply such a list.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'

/** Marks every query under each key stale; those on screen are read again at once. */
export async function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/** Drops every query under each key from the cache (nothing of it may show again). */
export function forget(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) queryClient.removeQueries({ queryKey })
}

/** Drops every query the predicate picks from the cache. */
export function forgetWhere(queryClient: QueryClient, predicate: (query: Query) => boolean): void {
  queryClient.removeQueries({ predicate })
}

/**
 * Spread into the query options of data that is the same for every user (the site
 * configuration, market data, news): the factories of those areas say so, and a login
 * keeps such data while it drops everything else (loginRefresh).
 */
export const sameForEveryUser = { meta: { sameForEveryUser: true } } as const

export const isSameForEveryUser = (query: Pick<Query, 'meta'>): boolean => query.meta?.['sameForEveryUser'] === true
