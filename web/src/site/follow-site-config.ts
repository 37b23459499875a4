// The site configuration (docs/product.md#what-the-app-keeps-on-the-device) is read at start-up: asked for once while
// the first screen loads, and again whenever the query cache drops it (an HTTP 401 clears the
// cache), so that screens find it there (use-site-config.ts). Its title names the page.
// Kept outside React: the entry and the start screen then carry no query observer.
import { hashKey, type QueryClient } from '@tanstack/react-query'

import { siteQueries } from '../api/queries/site.ts'
import { toSiteConfig } from './site-config.ts'

/** Asks for the configuration, and keeps it asked for and the page title its own; returns the way to stop. */
export function followSiteConfig(
  queryClient: QueryClient,
  options: ReturnType<typeof siteQueries.config> = siteQueries.config(),
): () => void {
  const hash = hashKey(options.queryKey)
  const ask = () => {
    // A refusal was shown by the request layer; the title the page came with stays.
    void queryClient.prefetchQuery(options)
  }
  const applyTitle = () => {
    const entries = queryClient.getQueryData(options.queryKey)
    const title = entries === undefined ? undefined : toSiteConfig(entries, location.origin).title
    if (title !== undefined) document.title = title
  }
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hash) return
    if (event.type === 'updated') applyTitle()
    else if (event.type === 'removed') ask()
  })
  applyTitle()
  ask()
  return stop
}
