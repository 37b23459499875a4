// The same backend core as MSW request handlers: the browser's mock mode and unit tests
// answer exactly what the HTTP server would.
import { delay, http, HttpResponse, passthrough } from 'msw'

import type { IncomingCall, Reply } from '../backend/core/call.ts'
import type { Backend } from '../backend/engine/backend.ts'

async function toCall(request: Request, mount: string): Promise<IncomingCall> {
  const url = new URL(request.url)
  const headers: Record<string, string> = {}
  request.headers.forEach((value, name) => {
    headers[name] = value
  })
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const multipart = /^multipart\/form-data/i.test(headers['content-type'] ?? '')
  return {
    method: request.method,
    path: url.pathname.slice(url.pathname.indexOf(mount) + mount.length),
    query: url.search.slice(1),
    headers,
    body: hasBody && !multipart ? await request.text() : '',
    bytes: hasBody && multipart ? new Uint8Array(await request.arrayBuffer()) : undefined,
  }
}

async function toResponse(reply: Reply): Promise<Response> {
  if (reply.delayMs > 0) await delay(reply.delayMs)
  if (reply.kind === 'drop') return HttpResponse.error()
  const headers = new Headers(reply.headers)
  if (reply.kind === 'json') {
    headers.set('content-type', 'application/json; charset=utf-8')
    return new HttpResponse((reply.encoded as Uint8Array<ArrayBuffer> | undefined) ?? JSON.stringify(reply.body), {
      status: reply.httpStatus,
      headers,
    })
  }
  headers.set('content-type', reply.contentType)
  return new HttpResponse(reply.body as BodyInit, { status: reply.httpStatus, headers })
}

/** Handlers for `/api/vue/*` and `/__mock/*` on any origin (or on `origin` when given). */
export function createMockHandlers(backend: Backend, origin = '*') {
  return [
    // The control panel's own page and files come from the development server.
    http.get(`${origin}/__mock/`, () => passthrough()),
    http.get(`${origin}/__mock/assets/*`, () => passthrough()),
    http.all(`${origin}/api/vue/*`, async ({ request }) =>
      toResponse(await backend.handleApi(await toCall(request, '/api/vue'))),
    ),
    http.get(`${origin}/storage/*`, async ({ request }) =>
      toResponse(await backend.handleStorage(await toCall(request, '/storage'))),
    ),
    http.all(`${origin}/__mock/*`, async ({ request }) =>
      toResponse(await backend.handleAdmin(await toCall(request, '/__mock'))),
    ),
  ]
}
