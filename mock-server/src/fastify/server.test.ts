// The HTTP adapter: contract calls and the admin API reach the core, every framework error
// is an envelope, drops close the connection, and the logo (and a built app) are served.
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'

import appDocument from '#openapi/generated/openapi.json' with { type: 'json' }

import type { Backend } from '../backend/engine/backend.ts'
import { rateLimits } from '../backend/engine/rate-limits.ts'
import { demo, type Envelope, multipart, sampleFiles, testBackend } from '../test-support.ts'
import { inlineStyleSources } from './security.ts'
import { buildServer, type ServerOptions } from './server.ts'

const open: FastifyInstance[] = []

async function server(options: Partial<ServerOptions> = {}): Promise<{ app: FastifyInstance; backend: Backend }> {
  const backend = options.backend ?? testBackend({ rateLimits: true }).backend
  const app = await buildServer({ backend, ...options })
  open.push(app)
  return { app, backend }
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()))
})

const json = { 'content-type': 'application/json' }
const loginBody = JSON.stringify({ account: demo.investor, password: demo.password })

describe('contract calls', () => {
  it('round-trips a login and a protected call', async () => {
    const { app } = await server()
    const login = await app.inject({ method: 'POST', url: '/api/vue/user/login', headers: json, payload: loginBody })
    expect(login.statusCode).toBe(200)
    expect(login.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(login.headers['x-mock-world']).toBe('default')
    const session = login.json<Envelope>()
    expect(session).toEqual({
      status: 1,
      msg: '',
      data: { token: expect.stringMatching(/^[0-9a-f]{64}$/), account: demo.investor },
    })
    const { token } = session.data as { token: string }

    const info = await app.inject({
      method: 'POST',
      url: '/api/vue/user/getUserinfo',
      headers: { ...json, token, account: demo.investor },
      payload: '{}',
    })
    expect(info.statusCode).toBe(200)
    expect(info.json<Envelope>()).toMatchObject({ status: 1, data: { account: demo.investor, money: '1000000.00' } })

    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/vue/user/getUserinfo',
      headers: json,
      payload: '{}',
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json<Envelope>()).toEqual({ status: 0, msg: '登入已失效，請重新登入', data: null })
  })

  it('answers in the world of x-mock-session and says so', async () => {
    const { app } = await server()
    const reply = await app.inject({
      method: 'POST',
      url: '/api/vue/common/config',
      headers: { ...json, 'x-mock-session': 'pw-3' },
      payload: '{"type":"all"}',
    })
    expect(reply.headers['x-mock-world']).toBe('pw-3')
    expect(reply.json<Envelope>().status).toBe(1)
  })

  it('sends an answer that never changes (a chart) from the bytes made once, the same in every world', async () => {
    const { app } = await server()
    const body = JSON.stringify({ symbol: '2330', type: 'tw', kline_type: 'day' })
    const replies = await Promise.all(
      ['a', 'b', 'a'].map((world) =>
        app.inject({
          method: 'POST',
          url: '/api/vue/trade/kline',
          headers: { ...json, 'x-mock-session': world },
          payload: body,
        }),
      ),
    )
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200)
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.byteLength)
      expect(reply.body).toBe(replies[0]?.body)
    }
    expect(replies.map((reply) => reply.headers['x-mock-world'])).toEqual(['a', 'b', 'a'])
    expect(replies[0]?.json<Envelope>()).toMatchObject({
      status: 1,
      msg: '',
      data: { symbol: '2330', kline_type: 'day' },
    })
  })

  it('ignores a query string on a contract path', async () => {
    const { app } = await server()
    const reply = await app.inject({
      method: 'POST',
      url: '/api/vue/common/config?v=2',
      headers: json,
      payload: '{"type":"all"}',
    })
    expect(reply.json<Envelope>().status).toBe(1)
  })

  it('serves the admin API under /__mock', async () => {
    const { app } = await server()
    const forced = await app.inject({
      method: 'POST',
      url: '/__mock/errors',
      headers: json,
      payload: '{"path":"/user/login","id":"account_frozen"}',
    })
    expect(forced.statusCode).toBe(200)
    const login = await app.inject({ method: 'POST', url: '/api/vue/user/login', headers: json, payload: loginBody })
    expect(login.json<Envelope>()).toEqual({ status: 0, msg: '帳號已凍結，請聯繫客服', data: null })
    expect(login.headers['x-mock-error-id']).toBe('account_frozen')
    const requests = await app.inject({ method: 'GET', url: '/__mock/requests?path=/user/login' })
    expect(requests.json<Envelope>().data).toEqual([
      {
        at: '2026-11-23T09:30:00.000+08:00',
        path: '/user/login',
        status: 0,
        httpStatus: 200,
        errorId: 'account_frozen',
        body: { account: demo.investor, password: '***' },
      },
    ])
  })
})

describe('framework errors are envelopes', () => {
  it.each([
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/api/vue/user/login',
        headers: json,
        payload: JSON.stringify({ account: demo.investor, password: 'x'.repeat(400) }),
      },
      413,
      'request_too_large',
      '請求內容過大',
    ],
    [
      'a body over the limit on the admin API',
      {
        method: 'POST',
        url: '/__mock/reset',
        headers: json,
        payload: JSON.stringify({ seed: 1, pad: 'x'.repeat(400) }),
      },
      413,
      'request_too_large',
      '請求內容過大',
    ],
    [
      'an unknown path',
      { method: 'POST', url: '/nope', headers: json, payload: '{}' },
      404,
      'request_not_found',
      '接口不存在',
    ],
    [
      'an unknown API path',
      { method: 'POST', url: '/api/vue/user/nope', headers: json, payload: '{}' },
      404,
      'request_not_found',
      '接口不存在',
    ],
    ['GET on a contract path', { method: 'GET', url: '/api/vue/user/login' }, 404, 'request_not_found', '接口不存在'],
    [
      'a path with a trailing slash',
      { method: 'POST', url: '/api/vue/user/login/', headers: json, payload: loginBody },
      404,
      'request_not_found',
      '接口不存在',
    ],
    [
      'a wrong content type',
      { method: 'POST', url: '/api/vue/user/login', headers: { 'content-type': 'text/plain' }, payload: loginBody },
      415,
      'request_unsupported_type',
      '不支援的請求格式',
    ],
    [
      'a multipart body',
      {
        method: 'POST',
        url: '/api/vue/user/login',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--',
      },
      415,
      'request_unsupported_type',
      '不支援的請求格式',
    ],
    [
      'bad JSON',
      { method: 'POST', url: '/api/vue/user/login', headers: json, payload: '{"account":' },
      400,
      'request_bad_json',
      '請求內容不是有效的JSON',
    ],
    [
      '__proto__',
      { method: 'POST', url: '/api/vue/user/login', headers: json, payload: '{"__proto__":{"admin":true}}' },
      400,
      'request_bad_json',
      '請求內容不是有效的JSON',
    ],
    [
      'a wrong type',
      { method: 'POST', url: '/api/vue/user/login', headers: json, payload: '{"account":"0912345678","password":1}' },
      400,
      'request_invalid',
      '請求參數錯誤：/password must be string',
    ],
    [
      'no body',
      { method: 'POST', url: '/api/vue/user/login', headers: json },
      400,
      'request_invalid',
      '請求參數錯誤：a JSON body is required',
    ],
  ] as const)('%s', async (_, request, statusCode, id, msg) => {
    const { app } = await server({ bodyLimit: 256 })
    const reply = await app.inject(request)
    expect(reply.statusCode).toBe(statusCode)
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(reply.headers['x-mock-error-id']).toBe(id)
    expect(reply.json<Envelope>()).toEqual({ status: 0, msg, data: null })
  })

  it('answers server_error, without details, when the backend throws', async () => {
    const failing: Backend = {
      worlds: testBackend().backend.worlds,
      handleApi: () => Promise.reject(new Error('secret internals')),
      handleAdmin: () => Promise.reject(new Error('secret internals')),
      handleStorage: () => Promise.reject(new Error('secret internals')),
    }
    const { app } = await server({ backend: failing })
    for (const url of ['/api/vue/user/login', '/__mock/reset']) {
      const reply = await app.inject({ method: 'POST', url, headers: json, payload: '{}' })
      expect(reply.statusCode).toBe(500)
      expect(reply.body).toBe('{"status":0,"msg":"伺服器錯誤，請稍後再試","data":null}')
      expect(reply.headers['x-mock-error-id']).toBe('server_error')
    }
  })
})

describe('faults over HTTP', () => {
  async function listening(): Promise<{ base: string; app: FastifyInstance }> {
    const { app } = await server()
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('not listening on a port')
    return { base: `http://127.0.0.1:${address.port}`, app }
  }

  const fault = (base: string, body: Record<string, unknown>) =>
    fetch(`${base}/__mock/faults`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ path: '/common/config', ...body }),
    })

  const config = (base: string) =>
    fetch(`${base}/api/vue/common/config`, { method: 'POST', headers: json, body: '{"type":"all"}' })

  it.each([
    ['reset', { kind: 'reset' }],
    ['hang', { kind: 'hang', delayMs: 10 }],
  ])('%s resets the connection in the middle of the answer', async (_, body) => {
    const { base } = await listening()
    expect((await fault(base, body)).status).toBe(200)
    // The headers arrive (so no client resends the call silently), then the body breaks off.
    await expect(config(base).then((reply) => reply.text())).rejects.toThrow(TypeError)
    // The server is still fine afterwards.
    expect((await config(base)).status).toBe(200)
  })

  it('html answers a gateway page', async () => {
    const { base } = await listening()
    await fault(base, { kind: 'html', status: 504 })
    const reply = await config(base)
    expect(reply.status).toBe(504)
    expect(reply.headers.get('content-type')).toBe('text/html')
    expect(await reply.text()).toContain('<h1>504 Bad Gateway</h1>')
  })

  it('malformed answers truncated JSON with status 200', async () => {
    const { base } = await listening()
    await fault(base, { kind: 'malformed' })
    const reply = await config(base)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8')
    await expect(reply.json()).rejects.toThrow(SyntaxError)
  })

  it('http 500 answers a bare status', async () => {
    const { base } = await listening()
    await fault(base, { kind: 'http', status: 500 })
    const reply = await config(base)
    expect(reply.status).toBe(500)
    expect(await reply.text()).toBe('')
  })

  it('delay answers normally', async () => {
    const { base } = await listening()
    await fault(base, { kind: 'delay', delayMs: 10 })
    const reply = await config(base)
    expect(reply.status).toBe(200)
    expect(((await reply.json()) as Envelope).status).toBe(1)
  })
})

describe('static files', () => {
  it('serves the logo', async () => {
    const { app } = await server()
    const reply = await app.inject({ method: 'GET', url: '/static/logo.svg' })
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toBe('image/svg+xml')
    expect(reply.body).toMatch(/^<svg /)
  })

  it('answers an envelope for a missing static file', async () => {
    const { app } = await server()
    const reply = await app.inject({ method: 'GET', url: '/static/nope.png' })
    expect(reply.statusCode).toBe(404)
    expect(reply.json<Envelope>()).toEqual({ status: 0, msg: '接口不存在', data: null })
  })

  it('serves a built app from staticDir at /', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mock-static-'))
    try {
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>')
      const { app } = await server({ staticDir: dir })
      const reply = await app.inject({ method: 'GET', url: '/' })
      expect(reply.statusCode).toBe(200)
      expect(reply.headers['content-type']).toMatch(/^text\/html/)
      expect(reply.body).toBe('<!doctype html><title>app</title>')
      expect(
        (await app.inject({ method: 'POST', url: '/api/vue/common/config', headers: json, payload: '{"type":"all"}' }))
          .statusCode,
      ).toBe(200)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it("sends the build's precompressed copies, caches hashed assets for good and hides the manifest", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mock-static-'))
    try {
      const script = 'console.log("app")'
      await mkdir(join(dir, 'assets'))
      await mkdir(join(dir, '.vite'))
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>')
      await writeFile(join(dir, 'assets/index-abc123.js'), script)
      await writeFile(join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(script))
      await writeFile(join(dir, 'assets/index-abc123.js.gz'), gzipSync(script))
      await writeFile(join(dir, '.vite/manifest.json'), '{}')
      const { app } = await server({ staticDir: dir })

      const brotli = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      })
      expect(brotli.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script)
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const gzipped = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(gzipped.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script)
      const plain = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'identity' },
      })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body).toBe(script)

      expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache')
      expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('uploads over HTTP', () => {
  it('takes a multipart image, answers its path, and serves it back as an inert image', async () => {
    const { app } = await server()
    const login = (
      await app.inject({ method: 'POST', url: '/api/vue/user/login', headers: json, payload: loginBody })
    ).json<Envelope>()
    const { token } = login.data as { token: string }
    const { bytes, contentType } = await multipart({ file: sampleFiles.png })
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/vue/common/upload1',
      headers: { 'content-type': contentType, token, account: demo.investor },
      payload: Buffer.from(bytes),
    })
    expect(uploaded.statusCode).toBe(200)
    const path = uploaded.json<Envelope>().data as string
    expect(path).toMatch(/^\/storage\/upload\/\d{8}\/[0-9a-f]{24}\.png$/)
    const served = await app.inject({ method: 'GET', url: path })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    // Its own sandboxing policy, not the app's.
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(new Uint8Array(served.rawPayload)).toEqual(sampleFiles.png)
    const missing = await app.inject({ method: 'GET', url: '/storage/upload/none.png' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json<Envelope>().status).toBe(0)
  })

  it('refuses a multipart body above the upload limit with an envelope', async () => {
    const { app } = await server()
    const { contentType } = await multipart({ file: sampleFiles.png })
    const reply = await app.inject({
      method: 'POST',
      url: '/api/vue/common/upload1',
      headers: { 'content-type': contentType },
      payload: Buffer.alloc(6 * 1024 * 1024),
    })
    expect(reply.statusCode).toBe(413)
    expect(reply.json<Envelope>()).toMatchObject({ status: 0, msg: '請求內容過大' })
  })
})

describe('hardening', () => {
  it('sends security headers and a CSP without inline scripts or styles', async () => {
    const { app } = await server()
    const reply = await app.inject({ method: 'GET', url: '/static/logo.svg' })
    const csp = String(reply.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(reply.headers['x-content-type-options']).toBe('nosniff')
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(reply.headers['referrer-policy']).toBe('no-referrer')
    // On every answer but the API's, the not-found one's too.
    const notFound = await app.inject({
      method: 'POST',
      url: '/nowhere',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(notFound.headers['content-security-policy']).toBe(csp)
    expect(notFound.headers['x-content-type-options']).toBe('nosniff')
  })

  it("sends the API's answers the headers of an API: nothing cached, framed, sniffed or allowed to load", async () => {
    const { app } = await server()
    for (const url of ['/api/vue/common/config', '/api/vue/nowhere']) {
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"type":"all"}',
      })
      expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['x-frame-options']).toBe('DENY')
      expect(answer.headers['referrer-policy']).toBe('no-referrer')
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-site')
      expect(answer.headers['x-dns-prefetch-control']).toBeUndefined()
    }
  })

  it("allows the built index.html's own <style> by its hash, and no other inline style", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mock-static-'))
    try {
      const css = ':root{--adm-color-primary:#c00}'
      await writeFile(join(dir, 'index.html'), `<!doctype html><style>${css}</style><title>app</title>`)
      const { app } = await server({ staticDir: dir })
      const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
      const hash = createHash('sha256').update(css).digest('base64')
      expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`)
      expect(csp).not.toContain('unsafe-inline')
      expect(inlineStyleSources('<style>a{}</style><p>x</p><style>b{}</style>')).toHaveLength(2)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('answers cross-origin calls only from allowed origins', async () => {
    const closed = (await server()).app
    const refused = await closed.inject({
      method: 'OPTIONS',
      url: '/api/vue/user/login',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    expect(refused.headers['access-control-allow-methods']).toBeUndefined()
    const open = (await server({ corsOrigins: ['http://localhost:3000'] })).app
    const allowed = await open.inject({
      method: 'OPTIONS',
      url: '/api/vue/user/login',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,token,account',
      },
    })
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000')
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('token')
    const other = await open.inject({
      method: 'POST',
      url: '/api/vue/common/config',
      headers: { ...json, origin: 'http://evil.example' },
      payload: '{"type":"all"}',
    })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('limits logins per client and world, answering submit_too_frequent on HTTP 429', async () => {
    const { app } = await server()
    const { max } = rateLimits['/user/login'] ?? { max: 0 }
    const attempt = (world: string) =>
      app.inject({
        method: 'POST',
        url: '/api/vue/user/login',
        headers: { ...json, 'x-mock-session': world },
        payload: JSON.stringify({ account: demo.investor, password: 'wrong' }),
      })
    for (let i = 0; i < max; i++) expect((await attempt('limited')).json<Envelope>().msg).toBe('帳號或密碼錯誤')
    const limited = await attempt('limited')
    expect(limited.statusCode).toBe(429)
    expect(limited.json<Envelope>()).toEqual({ status: 0, msg: '提交過於頻繁，請稍後再試', data: null })
    expect(limited.headers['retry-after']).toBeDefined()
    // The same call with a query string is the same call.
    const withQuery = await app.inject({
      method: 'POST',
      url: '/api/vue/user/login?from=app',
      headers: { ...json, 'x-mock-session': 'limited' },
      payload: loginBody,
    })
    expect(withQuery.statusCode).toBe(429)
    // Another world has its own budget; calls without a limit are not counted.
    expect((await attempt('other')).statusCode).toBe(200)
    const config = await app.inject({
      method: 'POST',
      url: '/api/vue/common/config',
      headers: { ...json, 'x-mock-session': 'limited' },
      payload: '{"type":"all"}',
    })
    expect(config.statusCode).toBe(200)
  })

  it('documents HTTP 429 on every limited call of the contract', () => {
    const paths = appDocument.paths as Record<string, { post: { responses: Record<string, unknown> } }>
    for (const path of Object.keys(rateLimits)) {
      const operation = paths[path]?.post
      if (operation !== undefined) expect(Object.keys(operation.responses), path).toContain('429')
    }
  })
})
