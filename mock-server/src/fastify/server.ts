// The HTTP mock server: routes every contract path and the admin API to the backend core,
// serves the built app when asked, and turns every framework error into an envelope.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { Backend } from '../backend/engine/backend.ts'
import { catalogueReply } from '../backend/engine/envelope.ts'
import type { IncomingCall, Reply } from '../backend/core/call.ts'
import { uploadLimits } from '../backend/core/uploads.ts'
import { inlineStyleSources, RateLimited, rateLimitedRoute, rateLimits, registerSecurity } from './security.ts'

export interface ServerOptions {
  backend: Backend
  staticDir?: string | undefined
  logRequests?: boolean
  /** Largest body accepted, in bytes. */
  bodyLimit?: number
  /** Origins allowed to call cross-origin (MOCK_CORS_ORIGINS); same origin only by default. */
  corsOrigins?: readonly string[]
}

/** Uploads may be larger than JSON bodies: the largest image plus the multipart framing. */
const uploadBodyLimit = uploadLimits.maxBytes + 256 * 1024

const assetsDir = resolve(import.meta.dirname, '../../assets')

function toCall(request: FastifyRequest, mount: string): IncomingCall {
  const [path = '', query] = request.url.slice(mount.length).split('?', 2)
  // Node joins repeated request headers into one string, all but set-cookie (an array).
  let headers = request.headers as Record<string, string | undefined>
  if (request.headers['set-cookie'] !== undefined) {
    headers = {}
    for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  const body = request.body
  return {
    method: request.method,
    path,
    query,
    headers,
    body: typeof body === 'string' ? body : '',
    bytes: Buffer.isBuffer(body) ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength) : undefined,
  }
}

async function send(reply: Reply, request: FastifyRequest, response: FastifyReply): Promise<void> {
  if (reply.delayMs > 0) await sleep(reply.delayMs)
  if (reply.kind === 'drop') {
    response.hijack()
    // The headers and the start of the body, then a TCP reset. A browser resends a call
    // silently when a kept-alive socket closes before any headers arrive (Chromium does),
    // which would hide the fault; once headers arrived it cannot, and the app sees it.
    const socket = request.raw.socket
    const partial = 'HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: 64\r\n\r\n{"status":'
    socket.write(partial, () => socket.resetAndDestroy())
    return
  }
  response.code(reply.httpStatus).headers(reply.headers)
  if (reply.kind === 'json') {
    // Bytes the engine already has go out as they are (beside the headers, not appended to them).
    const body = reply.encoded === undefined ? JSON.stringify(reply.body) : Buffer.from(reply.encoded.buffer, reply.encoded.byteOffset, reply.encoded.byteLength)
    await response.type('application/json; charset=utf-8').send(body)
  } else {
    await response.type(reply.contentType).send(typeof reply.body === 'string' ? reply.body : Buffer.from(reply.body))
  }
}

const frameworkErrors: Record<string, Parameters<typeof catalogueReply>[0]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request_unsupported_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request_bad_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request_bad_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request_bad_json',
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { backend } = options
  const app = Fastify({
    logger: options.logRequests ? { level: 'info' } : false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // Routing is by exact path; the core validates bodies, so Fastify's own schema
    // handling (and its type coercion) never runs.
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true },
  })

  // Registered before the routes: Fastify binds a route to the handlers in place when it is added.
  app.setNotFoundHandler(async (request, response) => send(catalogueReply('request_not_found'), request, response))
  app.setErrorHandler(async (error: { code?: string; statusCode?: number }, request, response) => {
    if (error instanceof RateLimited) {
      await send(catalogueReply('submit_too_frequent', {}, 429), request, response)
      return
    }
    const id = (error.code === undefined ? undefined : frameworkErrors[error.code]) ?? 'server_error'
    if (id === 'server_error') request.log.error(error)
    await send(catalogueReply(id), request, response)
  })
  const indexHtml = options.staticDir === undefined ? undefined : resolve(options.staticDir, 'index.html')
  const inlineStyles = indexHtml !== undefined && existsSync(indexHtml) ? inlineStyleSources(readFileSync(indexHtml, 'utf8')) : []
  await registerSecurity(app, { corsOrigins: options.corsOrigins ?? [], inlineStyles })

  // Once the server is closing (SIGTERM), calls still under way finish, and their sockets
  // close with them: a kept-alive idle socket would otherwise hold the shutdown for 72 s.
  app.addHook('onSend', async (_request, response) => {
    if (!app.server.listening) response.header('connection', 'close')
  })

  // Every body reaches the core as text (multipart uploads as bytes); it decides what is valid.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: uploadBodyLimit }, (_request, body, done) => done(null, body))

  const api = async (request: FastifyRequest, response: FastifyReply) => send(await backend.handleApi(toCall(request, '/api/vue')), request, response)
  app.all('/api/vue/*', api)
  // The calls that guess secrets have routes of their own, with their rate limits.
  for (const path of Object.keys(rateLimits)) app.all(`/api/vue${path}`, rateLimitedRoute(path) ?? {}, api)
  app.get('/storage/*', async (request, response) => send(await backend.handleStorage(toCall(request, '/storage')), request, response))
  app.all('/__mock/*', async (request, response) => send(await backend.handleAdmin(toCall(request, '/__mock')), request, response))

  await app.register(fastifyStatic, { root: assetsDir, prefix: '/static/', decorateReply: false })
  if (options.staticDir !== undefined) {
    await app.register(fastifyStatic, {
      root: resolve(options.staticDir),
      prefix: '/',
      decorateReply: false,
      // Not the build's manifest (web/dist/.vite).
      dotfiles: 'ignore',
      // The build's own .br and .gz copies (web/precompress.ts), as the browser accepts them.
      preCompressed: true,
      // Hashed file names never change content: cached for good. The rest (index.html) is revalidated.
      cacheControl: false,
      setHeaders: (response, path) => {
        response.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  return app
}
