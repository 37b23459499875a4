// The request layer against the real mock backend, through MSW in Node: what the unit
// tests of web/src/api use. A fresh backend per test keeps worlds independent.
import { type AnyHandler, http } from 'msw'
import { setupServer } from 'msw/node'
import { vi } from 'vitest'

import { type Backend, createBackend } from '#mock/backend/engine/backend.ts'
import { createMockHandlers } from '#mock/msw/handlers.ts'

import { createRequestLayer, type RequestLayer, type RequestLayerOptions } from '../api/request.ts'
import { localSessionStore, type Session, type SessionStore } from '../api/storage.ts'
import { requestTimeoutMs, sessionRedirectMs } from '../app/constants.ts'
import { i18n } from '../i18n/index.ts'

export const origin = 'http://app.test'
export const baseUrl = `${origin}/api/vue`

/** A demo account of the seed (mock-server/src/backend/core/seed-data.ts). */
export const demoLogin = { account: '0912345678', password: 'demo1234' } as const

/** 2026-01-05 10:00 Taipei, a trading day. */
const worldStart = Date.parse('2026-01-05T10:00:00+08:00')

export function newBackend(): Backend {
  return createBackend({
    seed: 1,
    start: worldStart,
    clockMode: 'frozen',
    realNow: () => worldStart,
    reportProblem: (problem) => {
      throw new Error(`the mock broke its contract: ${problem}`)
    },
  })
}

/** An MSW server answering http://app.test with a fresh backend; call `reset` before each test. */
export function createMockNetwork() {
  const server = setupServer()
  let backend = newBackend()
  return {
    server,
    get backend(): Backend {
      return backend
    },
    listen(): void {
      server.listen({ onUnhandledFrame: 'error' })
    },
    /** A new backend (new worlds) and only its handlers, plus `extra` in front. */
    reset(...extra: AnyHandler[]): void {
      backend = newBackend()
      server.resetHandlers(...extra, ...createMockHandlers(backend, origin))
    },
    close(): void {
      server.close()
    },
  }
}

/** A call to the mock's admin API (openapi/admin.yaml); fails the test unless it succeeds. */
export async function admin(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${origin}/__mock${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = (await response.json()) as { status: number; msg: string; data: unknown }
  if (envelope.status !== 1) throw new Error(`admin ${method} ${path} failed: ${envelope.msg}`)
  return envelope.data
}

/** Records the headers of every call under /api/vue, then lets the real handlers answer. */
export function headerRecorder(): {
  handler: AnyHandler
  seen: Array<{ path: string; token: string | null; account: string | null }>
} {
  const seen: Array<{ path: string; token: string | null; account: string | null }> = []
  const handler = http.all(`${baseUrl}/*`, ({ request }) => {
    seen.push({
      path: new URL(request.url).pathname.slice('/api/vue'.length),
      token: request.headers.get('token'),
      account: request.headers.get('account'),
    })
    return undefined
  })
  return { handler, seen }
}

export interface Harness {
  api: RequestLayer
  sessions: SessionStore
  notify: ReturnType<typeof vi.fn<(message: string) => void>>
  onSessionExpired: ReturnType<typeof vi.fn<() => void>>
}

/** The request layer as the app builds it (web/src/api/index.ts), with spies for its effects. */
export function createHarness(overrides: Partial<RequestLayerOptions> = {}): Harness {
  const notify = vi.fn<(message: string) => void>()
  const onSessionExpired = vi.fn<() => void>()
  const sessions = localSessionStore(localStorage)
  const api = createRequestLayer({
    baseUrl,
    timeoutMs: requestTimeoutMs,
    fetch: (request) => globalThis.fetch(request),
    sessions,
    translate: (key, params) => i18n.t(key, params ?? {}),
    loadMessages: () => i18n.loadNamespaces('errors'),
    notify,
    onSessionExpired,
    redirectDelayMs: sessionRedirectMs,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    ...overrides,
  })
  return { api, sessions, notify, onSessionExpired }
}

/** Logs the demo account in through the layer and stores the session, as the login screen does. */
export async function logIn(harness: Harness): Promise<Session> {
  const session = await harness.api.submit('/user/login', demoLogin)
  if (session === false) throw new Error('login resolved to false')
  harness.sessions.save(session)
  return session
}

/** Settles a promise into a value the test can inspect without awaiting it. */
export function track<T>(promise: Promise<T>): {
  readonly state: 'pending' | 'resolved' | 'rejected'
  readonly value: T | undefined
  readonly error: unknown
} {
  const result: { state: 'pending' | 'resolved' | 'rejected'; value: T | undefined; error: unknown } = {
    state: 'pending',
    value: undefined,
    error: undefined,
  }
  promise.then(
    (value) => {
      result.state = 'resolved'
      result.value = value
    },
    (error: unknown) => {
      result.state = 'rejected'
      result.error = error
    },
  )
  return result
}
