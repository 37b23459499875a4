// antd-mobile's theme variables and base styles; components are imported one by one
// (antd-mobile/es/components/...) so that a screen loads only the ones it uses.
import 'antd-mobile/es/global'
import './styles/global.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { setSessionExpiredHandler } from './api/index.ts'
import { queryClient } from './app/query-client.ts'
import { router } from './app/router.ts'
import { removeSplashOnFirstScreen } from './app/splash.ts'
import { initI18n } from './i18n/index.ts'
import { nextTask } from './lib/next-task.ts'
import { startNativeShellIfPresent } from './native/index.ts'
import { followSiteConfig } from './site/follow-site-config.ts'

async function start(): Promise<void> {
  // The entry's evaluation, the texts' set-up and the first screen's load each in a task of
  // its own: a phone's main thread answers input and paints between them instead of being
  // blocked for their sum (Lighthouse's Total Blocking Time counts each long task's excess).
  await nextTask()
  if (import.meta.env.VITE_MOCK === 'msw') {
    const { startBrowserMock } = await import('#mock/msw/browser.ts')
    await startBrowserMock()
  }
  await initI18n()
  await nextTask()
  setSessionExpiredHandler(() => {
    queryClient.clear()
    router.navigate({ to: '/login/login' }).catch(() => {})
  })
  // The site configuration is asked for while the first screen loads; its title names the page.
  followSiteConfig(queryClient)
  const container = document.getElementById('root')
  if (container === null) throw new Error('index.html has no #root')
  removeSplashOnFirstScreen(container)
  // The first screen's route, code and texts first, so that the first render (below) draws
  // it whole. (A failure is the router's to show, as on any navigation.)
  await router.load().catch(() => {})
  const root = createRoot(container)
  // Rendered as a transition: React works in slices of a few milliseconds, between which the
  // page stays responsive, under the start screen the page already shows.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
  // Development and the browser mock mode: a button that opens the mock's control panel.
  if (import.meta.env.DEV)
    void import('./app/mock-panel-button.tsx').then(({ mountMockPanelButton }) => mountMockPanelButton())
  // Inside the Android or iOS shell: status bar and back button (nothing in a browser).
  void startNativeShellIfPresent({
    currentPath: () => router.state.location.pathname,
    canGoBack: () => router.history.canGoBack(),
    goBack: () => router.history.back(),
  })
}

void start()
