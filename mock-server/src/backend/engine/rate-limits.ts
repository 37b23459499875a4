// Rate limits on the calls that guess secrets (login, registration, passwords, cash-outs),
// applied by the backend itself so that the HTTP server and the browser mock mode limit
// alike: per client, world and call, in fixed windows of real time (not the world clock: a
// burst of requests is real). A limited call is answered with the catalogue's
// submit_too_frequent on HTTP 429 with Retry-After, and never reaches the world.
import type { IncomingCall, Reply } from '../core/call.ts'
import { catalogueReply } from './envelope.ts'
import { defaultSession } from './worlds.ts'

/** Calls limited per client, world and call, in `timeWindowMs`. */
export const rateLimits: Readonly<Record<string, { max: number; timeWindowMs: number }>> = {
  '/user/login': { max: 20, timeWindowMs: 60_000 },
  '/user/register': { max: 10, timeWindowMs: 60_000 },
  '/user/setPasswords': { max: 10, timeWindowMs: 60_000 },
  '/user/changePasswords': { max: 10, timeWindowMs: 60_000 },
  '/user/changePassword': { max: 10, timeWindowMs: 60_000 },
  '/user/withdrawal': { max: 10, timeWindowMs: 60_000 },
}

/** How many (client, world, call) counters are kept; the least recently used are forgotten. */
export const maxRateLimitKeys = 10_000

export class RateLimiter {
  readonly #realNow: () => number
  readonly #maxKeys: number
  readonly #windows = new Map<string, { start: number; count: number }>()

  constructor(realNow: () => number, maxKeys = maxRateLimitKeys) {
    this.#realNow = realNow
    this.#maxKeys = maxKeys
  }

  get size(): number {
    return this.#windows.size
  }

  /** The 429 answer when this call is over its limit (and counts it otherwise); undefined when it may go on. */
  check(call: IncomingCall): Reply | undefined {
    const limit = call.method === 'POST' ? rateLimits[call.path] : undefined
    if (limit === undefined) return undefined
    const key = `${call.client ?? ''}|${call.headers['x-mock-session'] ?? defaultSession}|${call.path}`
    const now = this.#realNow()
    let window = this.#windows.get(key)
    this.#windows.delete(key)
    if (window === undefined || now - window.start >= limit.timeWindowMs) window = { start: now, count: 0 }
    window.count += 1
    this.#windows.set(key, window)
    if (this.#windows.size > this.#maxKeys) this.#windows.delete(this.#windows.keys().next().value as string)
    if (window.count <= limit.max) return undefined
    const reply = catalogueReply('submit_too_frequent', {}, 429)
    if (reply.kind !== 'drop')
      reply.headers['retry-after'] = String(Math.max(1, Math.ceil((window.start + limit.timeWindowMs - now) / 1000)))
    return reply
  }
}
