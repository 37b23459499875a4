// The browser mock mode (`npm run dev:msw`): the whole backend runs in the page, and a
// service worker answers the app's calls. Loaded only by that mode's entry.
import { setupWorker } from 'msw/browser'
import { createBackend } from '../backend/engine/backend.ts'
import { defaults } from '../fastify/config.ts'
import { createMockHandlers } from './handlers.ts'

export async function startBrowserMock(): Promise<void> {
  const backend = createBackend({
    seed: defaults.seed,
    start: Date.parse(defaults.start),
    clockMode: defaults.clockMode,
    realNow: () => Date.now(),
  })
  const worker = setupWorker(...createMockHandlers(backend, location.origin))
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
}
