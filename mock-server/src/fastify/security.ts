// The server's HTTP hardening, with well-kept libraries: security headers (helmet) and a
// Content-Security-Policy for the served app (no inline scripts or styles), and a CORS
// allowlist (same origin only unless MOCK_CORS_ORIGINS names others). Rate limits are the
// backend's own (backend/engine/rate-limits.ts), so the browser mock mode has them too.
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

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
  return [...indexHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
}

/**
 * The headers helmet sets, worked out once: helmet's middleware run against a response that
 * only records them. They are the same for every request (no nonces), and setting them from
 * one object is far cheaper than running helmet's twelve middlewares on every request.
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

/**
 * The headers of the API's JSON answers: the set OWASP's REST Security Cheat Sheet names for
 * an API (no caching of account data, no framing, no sniffing, a policy that allows nothing)
 * instead of the page's twelve. An answer is never rendered as a page, so the page's policy
 * and its opener, DNS-prefetch and download headers do nothing there, though they would be most of
 * every answer's header bytes, written and parsed on each call.
 */
export const apiHeaders: Readonly<Record<string, string>> = Object.freeze({
  ...securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    originAgentCluster: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }),
  'cache-control': 'no-store',
})

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        ...contentSecurityPolicy,
        styleSrc: [...contentSecurityPolicy.styleSrc, ...(options.inlineStyles ?? [])],
      },
    },
    // A local development server on http: HSTS would only confuse browsers.
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  })
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers)
    done()
  })
  // Same origin only (the default): no CORS handling at all, so no hook on every request; a
  // preflight from elsewhere is then answered like any unknown call, without CORS headers.
  if (options.corsOrigins.length === 0) return
  await app.register(cors, {
    origin: [...options.corsOrigins],
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['content-type', 'token', 'account', 'idempotency-key', 'x-mock-session', 'x-mock-error', 'prefer'],
    exposedHeaders: ['x-mock-world', 'x-mock-error-id', 'x-mock-stub', 'idempotent-replayed', 'retry-after'],
    maxAge: 600,
  })
}
