// The app's frame: every screen inside it, the sign-in guard, the tab bar and the toasts.
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, redirect, useMatches, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

import { sessions } from '../api/index.ts'
import { KeepAliveOutlet } from '../frame/KeepAliveOutlet.tsx'
import { isTabPath } from '../frame/tabs.ts'
import { Toaster } from '../frame/Toaster.tsx'
import { configureKit } from '../i18n/configure-kit.ts'
import { i18n } from '../i18n/index.ts'

// Loaded when first needed: the start and login screens show neither. The tab bar's code is
// asked for with a tab screen's own (the root's beforeLoad, below), not once that screen
// renders: one wave of requests instead of two before the first screen is whole.
const loadTabBar = () => import('../frame/TabBar.tsx')
const TabBar = lazy(() => loadTabBar().then((module) => ({ default: module.TabBar })))
const NotOpenYet = lazy(() => import('../frame/NotOpenYet.tsx').then((module) => ({ default: module.NotOpenYet })))

/** The first screen of the app (the root address opens it). */
const startScreen = '/login/start'

/** Screens anyone may open; every other screen needs a stored session. */
const isPublicPath = (path: string) => path === '/' || path.startsWith('/login/')

function RootLayout() {
  const tabScreen = useMatches({ select: (matches) => matches.at(-1)?.staticData.tabBar === true })
  // The tab targets whose areas are not built yet show "not open yet" with the tab bar, so
  // the user can move on with it as from any tab.
  const tabTarget = useRouterState({ select: (state) => isTabPath(state.location.pathname) })
  return (
    <>
      <KeepAliveOutlet />
      {tabScreen || tabTarget ? (
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      ) : null}
      <Toaster />
    </>
  )
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: ({ location }) => {
    if (!isPublicPath(location.pathname) && sessions.read() === undefined) {
      throw redirect({ to: '/login/login', replace: true })
    }
    // Asked for before the screen's own files (the router asks for those next), as it is
    // the largest file a tab screen waits for. (A failure shows where the tab bar renders.)
    if (isTabPath(location.pathname)) loadTabBar().catch(() => {})
  },
  // The shared words (`common`) and the kit's locale load while the screen's code does: every
  // screen needs them, except the start screen, drawn from the start-up texts the entry holds
  // (`startup`) without antd-mobile.
  loader: ({ location }) =>
    location.pathname === startScreen
      ? undefined
      : Promise.all([i18n.loadNamespaces('common'), configureKit()]).then(() => undefined),
  component: RootLayout,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotOpenYet />
    </Suspense>
  ),
})
