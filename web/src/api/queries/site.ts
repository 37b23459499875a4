// Query factories of the site area: the site configuration
// (docs/product.md#what-the-app-keeps-on-the-device). Its other call, /common/upload1 (the account
// and money areas' photos), changes no cached query.
import { queryOptions } from '@tanstack/react-query'

import { api } from '../index.ts'
import { sameForEveryUser } from '../refresh.ts'

export const siteKeys = {
  all: ['site'] as const,
  config: () => ['site', 'config'] as const,
}

export const siteQueries = {
  /** The site configuration, read once at start-up. */
  config: () =>
    queryOptions({
      queryKey: siteKeys.config(),
      queryFn: () => api.read('/common/config', { type: 'all' }),
      staleTime: Number.POSITIVE_INFINITY,
      // Kept although no screen watches it with a query observer (use-site-config.ts reads the cache).
      gcTime: Number.POSITIVE_INFINITY,
      ...sameForEveryUser,
    }),
}
