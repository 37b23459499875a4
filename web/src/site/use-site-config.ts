// The site configuration as a screen reads it: from the query cache, where the start-up put it
// (follow-site-config.ts); undefined until it arrives. A plain subscription to the cache, not
// a query observer: the start screen shows the logo and title without loading one.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'

import { siteQueries } from '../api/queries/site.ts'
import { type SiteConfig, toSiteConfig } from './site-config.ts'

/** The configuration's key in the cache, tagged with its data's type. */
const configKey = siteQueries.config().queryKey

export function useSiteConfig(): SiteConfig | undefined {
  const queryClient = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  )
  const read = () => queryClient.getQueryData(configKey)
  // The same on the server (the build's prerender): whatever the cache holds.
  const entries = useSyncExternalStore(subscribe, read, read)
  return useMemo(() => (entries === undefined ? undefined : toSiteConfig(entries, location.origin)), [entries])
}
