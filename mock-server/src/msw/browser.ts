// The browser mock mode (`npm run dev:msw`): the whole backend runs in the page, and a
// service worker answers the app's calls, steering API (/__mock/*) included, so the control
// panel steers it too. Its worlds are kept in IndexedDB, so they survive a reload; the
// panel's reset rebuilds one. Loaded only by that mode's entry.
import { createStore, get, set } from 'idb-keyval'
import { setupWorker } from 'msw/browser'

import { defaults } from '../fastify/defaults.ts'
import { createMockHandlers } from './handlers.ts'
import { backendWithSavedWorlds, type WorldStore } from './saved-worlds.ts'

const database = createStore('tw-stock-mock', 'worlds')

const indexedDbStore: WorldStore = {
  load: () => get<string[]>('worlds', database),
  save: (worldsJson) => set('worlds', worldsJson, database),
}

export async function startBrowserMock(): Promise<void> {
  const { backend, persistence } = await backendWithSavedWorlds(
    {
      seed: defaults.seed,
      start: Date.parse(defaults.start),
      clockMode: defaults.clockMode,
      realNow: () => Date.now(),
    },
    indexedDbStore,
  )
  // The last changes before the page goes away (a reload) are saved too.
  addEventListener('pagehide', () => void persistence.flush())
  const worker = setupWorker(...createMockHandlers(backend, location.origin))
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
}
