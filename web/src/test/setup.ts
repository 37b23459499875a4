// Shared set-up of the web unit tests. They share one jsdom and one module graph per worker
// (vitest.config.ts), so whatever a test leaves in a module-level store is reset here.
import { afterEach } from 'vitest'
import { dismissToast } from '../frame/toast.ts'

afterEach(() => {
  localStorage.clear()
  dismissToast()
})
