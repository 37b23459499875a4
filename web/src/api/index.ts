// The app's one request layer. Screens call `api.read` inside query factories and
// `api.submit` in mutations; nothing else talks to the network.
import { requestTimeoutMs, sessionRedirectMs } from '../app/constants.ts'
import { showToast } from '../frame/toast.ts'
import { i18n } from '../i18n/index.ts'
import { createRequestLayer } from './request.ts'
import { localSessionStore } from './storage.ts'

export const sessions = localSessionStore()

let sessionExpiredHandler = () => {
  location.hash = '#/login/login'
}

/** What to do 2 s after an HTTP 401 (the app goes to the login screen). */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler
}

export const api = createRequestLayer({
  baseUrl: '/api/vue',
  timeoutMs: requestTimeoutMs,
  fetch: (request) => globalThis.fetch(request),
  sessions,
  translate: (key, params) => i18n.t(key, params ?? {}),
  loadMessages: () => i18n.loadNamespaces('errors'),
  notify: showToast,
  onSessionExpired: () => sessionExpiredHandler(),
  redirectDelayMs: sessionRedirectMs,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
})

export { ApiError } from './api-error.ts'
