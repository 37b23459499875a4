import { createHashHistory, createRouter } from '@tanstack/react-router'

import { LazyScreenError } from '../frame/LazyScreenError.tsx'
import { routeTree } from '../routeTree.gen.ts'
import { queryClient } from './query-client.ts'

export const router = createRouter({
  routeTree,
  history: createHashHistory(),
  context: { queryClient },
  // Back and forward restore the saved position; any other navigation starts at the top.
  scrollRestoration: true,
  // A link's screen (its code, texts and data) starts loading when the finger touches it or
  // the pointer rests on it, a few hundred milliseconds before the tap completes.
  defaultPreload: 'intent',
  // The error screen loads when a screen first fails (frame/LazyScreenError.tsx).
  defaultErrorComponent: LazyScreenError,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** Keep the page mounted (state, scroll, inputs) while the user is elsewhere. */
    keepAlive?: boolean
    /** Show the bottom tab bar. */
    tabBar?: boolean
  }
}
