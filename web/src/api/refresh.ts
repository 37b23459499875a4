// How a change reaches the cache: each area's query module says which of its keys (and
// other areas') a mutation changes (`<area>Refresh`), and these two apply such a list.
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** Marks every query under each key stale; those on screen are read again at once. */
export async function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/** Drops every query under each key from the cache (nothing of it may show again). */
export function forget(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) queryClient.removeQueries({ queryKey })
}
