// The HTTP mock server: routes every contract path and the admin API to the backend core,
// serves the built app when asked, and turns every framework error into an envelope.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'

import { type IncomingCall, jsonReply, type Reply } from '../backend/core/call.ts'
import { uploadLimits } from '../backend/core/uploads.ts'
import type { Backend } from '../backend/engine/backend.ts'
import { catalogueReply } from '../backend/engine/envelope.ts'
import { contentSecurityPolicy, inlineStyleSources, registerSecurity, securityHeaders } from './security.ts'

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

/** A recording to replay (POST /__mock/replay) may hold many answers. */
const replayBodyLimit = 64 * 1024 * 1024

const assetsDir = resolve(import.meta.dirname, '../../assets')
/** The control panel's build (mock-server/panel, built by scripts/build-if-stale.ts). */
export const panelDir = resolve(import.meta.dirname, '../../panel/dist')

function toCall(request: FastifyRequest, mount: string): IncomingCall {
  const [path = '', query] = request.url.slice(mount.length).split('?', 2)
  // Node joins repeated request headers into one string, all but set-cookie (an array).
  let headers = request.headers as Record<string, string | undefined>
  if (request.headers['set-cookie'] !== undefined) {
    headers = {}
    for (const [name, value] of Object.entries(request.headers))
      headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  const body = request.body
  return {
    method: request.method,
    path,
    query,
    headers,
    body: typeof body === 'string' ? body : '',
    bytes: Buffer.isBuffer(body) ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength) : undefined,
    client: request.ip,
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
    const partial =
      'HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: 64\r\n\r\n{"status":'
    socket.write(partial, () => socket.resetAndDestroy())
    return
  }
  response.code(reply.httpStatus).headers(reply.headers)
  if (reply.kind === 'json') {
    // The JSON the engine already has goes out as it is; bytes beside the headers, not appended to them.
    const { encoded } = reply
    const body =
      encoded === undefined
        ? JSON.stringify(reply.body)
        : typeof encoded === 'string'
          ? encoded
          : Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength)
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

/**
 * The control panel at /__mock/: its page and its hashed files. The app may show the page in
 * a frame of its own origin (the development button), so its policy allows 'self' as an ancestor.
 */
function registerPanel(app: FastifyInstance): void {
  const index = resolve(panelDir, 'index.html')
  const page = existsSync(index) ? readFileSync(index, 'utf8') : undefined
  app.get('/__mock', async (_request, response) => response.redirect('/__mock/'))
  const panelHeaders = securityHeaders({
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy, frameAncestors: ["'self'"] } },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  })
  app.get('/__mock/', async (request, response) => {
    response.headers(panelHeaders)
    if (page === undefined) {
      await send(
        jsonReply(404, {
          status: 0,
          msg: 'the control panel is not built: npm run mock builds it (node scripts/build-if-stale.ts --panel)',
          data: null,
        }),
        request,
        response,
      )
      return
    }
    await response.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page)
  })
  if (page !== undefined) {
    void app.register(fastifyStatic, {
      root: resolve(panelDir, 'assets'),
      prefix: '/__mock/assets/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (response) => response.header('cache-control', 'public, max-age=31536000, immutable'),
    })
  }
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
    const id = (error.code === undefined ? undefined : frameworkErrors[error.code]) ?? 'server_error'
    if (id === 'server_error') request.log.error(error)
    await send(catalogueReply(id), request, response)
  })
  const indexHtml = options.staticDir === undefined ? undefined : resolve(options.staticDir, 'index.html')
  const inlineStyles =
    indexHtml !== undefined && existsSync(indexHtml) ? inlineStyleSources(readFileSync(indexHtml, 'utf8')) : []
  await registerSecurity(app, { corsOrigins: options.corsOrigins ?? [], inlineStyles })

  // Once the server is closing (SIGTERM), calls still under way finish, and their sockets
  // close with them: a kept-alive idle socket would otherwise hold the shutdown for 72 s.
  // (A callback hook: an async one costs every answer a promise.)
  app.addHook('onSend', (_request, response, payload, done) => {
    if (!app.server.listening) response.header('connection', 'close')
    done(null, payload)
  })

  // Every body reaches the core as text (multipart uploads as bytes); it decides what is valid.
  app.removeAllContentTypeParsers()
  const asText = (
    _request: FastifyRequest,
    body: string | Buffer,
    done: (error: null, body: string | Buffer) => void,
  ) => done(null, body)
  // JSON named as well as caught by '*': Fastify finds a parser named by the exact type at once.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, asText)
  app.addContentTypeParser('*', { parseAs: 'string' }, asText)
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: uploadBodyLimit },
    (_request, body, done) => done(null, body),
  )

  const api = async (request: FastifyRequest, response: FastifyReply) =>
    send(await backend.handleApi(toCall(request, '/api/vue')), request, response)
  app.all('/api/vue/*', api)
  app.get('/storage/*', async (request, response) =>
    send(await backend.handleStorage(toCall(request, '/storage')), request, response),
  )
  registerPanel(app)
  app.post('/__mock/replay', { bodyLimit: replayBodyLimit }, async (request, response) =>
    send(await backend.handleAdmin(toCall(request, '/__mock')), request, response),
  )
  app.all('/__mock/*', async (request, response) =>
    send(await backend.handleAdmin(toCall(request, '/__mock')), request, response),
  )

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
        response.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }

  return app
}
