// The server's HTTP hardening, with well-kept libraries: security headers (helmet) and a
// Content-Security-Policy for the served app (no inline scripts or styles), a CORS
// allowlist (same origin only unless MOCK_CORS_ORIGINS names others), and rate limits on
// the calls that guess secrets (login, registration, fund password), answered with the
// catalogue's 'submit too frequent' envelope on HTTP 429.
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Calls limited per client address, world and call, in `timeWindowMs`. */
export const rateLimits: Readonly<Record<string, { max: number; timeWindowMs: number }>> = {
  '/user/login': { max: 20, timeWindowMs: 60_000 },
  '/user/register': { max: 10, timeWindowMs: 60_000 },
  '/user/setPasswords': { max: 10, timeWindowMs: 60_000 },
  '/user/changePasswords': { max: 10, timeWindowMs: 60_000 },
  '/user/changePassword': { max: 10, timeWindowMs: 60_000 },
  '/user/withdrawal': { max: 10, timeWindowMs: 60_000 },
}

/** The error a rate limit throws; the server's error handler answers it as an envelope. */
export class RateLimited extends Error {
  readonly statusCode = 429
  readonly code = 'MOCK_RATE_LIMITED'
}

const apiPath = (request: FastifyRequest) => (request.url.startsWith('/api/vue/') ? request.url.slice('/api/vue'.length).split('?', 1)[0] ?? '' : '')

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // Previews of chosen images are blob: URLs; small icons may be data: URLs.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // blob: URLs are made by the page itself; Chromium 'connects' to a chosen image's preview
  // URL when the file is not the image it claims to be (seen with a disguised upload).
  connectSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The mock serves plain http on loopback: upgrading would break every request.
  upgradeInsecureRequests: null,
}

export interface SecurityOptions {
  /** Origins allowed to call cross-origin (e.g. http://localhost:3000); none by default. */
  corsOrigins: readonly string[]
  /** CSP sources of the served index.html's own <style> elements (inlineStyleSources). */
  inlineStyles?: readonly string[]
}

/**
 * The build puts the entry's stylesheet into index.html (web/inline-entry-css.ts): the
 * policy allows exactly those <style> elements by their SHA-256, and no other inline style.
 */
export function inlineStyleSources(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`)
}

/**
 * The headers helmet sets, worked out once: helmet's middleware run against a response that
 * only records them. They are the same for every request (no nonces), and setting them from
 * one object is far cheaper than running helmet's twelve middlewares on every request
 * (@fastify/helmet even built them anew each time: about 5 % of the server's time).
 */
export function securityHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) throw error
  })
  return headers
}

/** The route options of a limited call (`rateLimits`): its own route, with its limit. */
export function rateLimitedRoute(path: string): { config: { rateLimit: { max: number; timeWindow: number } } } | undefined {
  const limit = rateLimits[path]
  return limit === undefined ? undefined : { config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } }
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy, styleSrc: [...contentSecurityPolicy.styleSrc, ...(options.inlineStyles ?? [])] } },
    // A local development server on http: HSTS would only confuse browsers.
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  })
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  await app.register(cors, {
    origin: options.corsOrigins.length === 0 ? false : [...options.corsOrigins],
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['content-type', 'token', 'account', 'idempotency-key', 'x-mock-session', 'x-mock-error'],
    exposedHeaders: ['x-mock-world', 'x-mock-error-id', 'idempotent-replayed', 'retry-after'],
    maxAge: 600,
  })
  // Only the limited calls' routes count (`rateLimitedRoute`): a global limit with an allow
  // list ran its hook, with its awaits, on every request.
  await app.register(rateLimit, {
    global: false,
    // One client in one world on one call: parallel test worlds never share a budget.
    keyGenerator: (request) => `${request.ip}|${String(request.headers['x-mock-session'] ?? 'default')}|${apiPath(request)}`,
    // Bounded: the least recently used keys are forgotten beyond this many.
    cache: 10_000,
    errorResponseBuilder: () => new RateLimited('rate limited'),
  })
}
