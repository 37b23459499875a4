// Passthrough, recording and replay against a tiny fake upstream in this process (node:http
// on the loopback), through the transport-free entry points.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { components } from '#openapi/generated/admin.ts'

import { admin, adminCall, apiCall, demo, login, post, testBackend } from '../../test-support.ts'
import type { Reply } from '../core/call.ts'
import { schemaValidator } from './contract.ts'
import { matchesGlobs, type UpstreamSettings } from './passthrough.ts'
import type { RecordedExchange } from './recording.ts'

type PassthroughState = components['schemas']['PassthroughState']

/** What the fake upstream received. */
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = []

// Answers every call with the envelope of a "real" upstream: a login with a token, the rest
// with what it received, and /trade/kline with a gateway page.
const fake = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const path = (request.url ?? '').replace(/^\/api\/vue/, '')
    const body = Buffer.concat(chunks).toString('utf8')
    received.push({ path, headers: request.headers, body })
    if (path === '/trade/kline') {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end('<html>502 Bad Gateway</html>')
      return
    }
    const data =
      path === '/user/login'
        ? { token: 'upstream-token-0001', account: '0900000001' }
        : { upstream: true, call: received.length }
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
    response.end(JSON.stringify({ status: 1, msg: '', data }))
  })
})
let upstreamUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api/vue`
})

afterAll(async () => {
  await new Promise<void>((resolve) => fake.close(() => resolve()))
})

beforeEach(() => {
  received.length = 0
})

const stateAnswer = schemaValidator(
  'admin',
  'components',
  'responses',
  'Passthrough',
  'content',
  'application/json',
  'schema',
)
const recordingAnswer = schemaValidator(
  'admin',
  'paths',
  '/recording',
  'get',
  'responses',
  '200',
  'content',
  'application/json',
  'schema',
)

function backendWith(upstream: Partial<UpstreamSettings> = {}) {
  const recorded: RecordedExchange[] = []
  const { backend, problems } = testBackend({
    upstream: {
      baseUrl: upstreamUrl,
      paths: ['/trade/*', '/common/config'],
      record: false,
      onRecord: (exchange) => recorded.push(exchange),
      ...upstream,
    },
  })
  return { backend, problems, recorded }
}

const world = (session: string) => ({ 'x-mock-session': session })

/** A text reply's body as text (passthrough answers travel as the upstream's bytes). */
function textOf(reply: Reply): {
  httpStatus: number
  contentType: string
  headers: Record<string, string>
  text: string
} {
  if (reply.kind !== 'text') throw new Error(`expected the upstream's bytes, got ${reply.kind}`)
  return {
    httpStatus: reply.httpStatus,
    contentType: reply.contentType,
    headers: reply.headers,
    text: typeof reply.body === 'string' ? reply.body : new TextDecoder().decode(reply.body),
  }
}

async function state(
  backend: ReturnType<typeof backendWith>['backend'],
  session: string,
  method = 'GET',
  body?: unknown,
): Promise<PassthroughState> {
  const reply = await admin(backend, method, '/passthrough', body, world(session))
  expect(reply.httpStatus, JSON.stringify(reply.body)).toBe(200)
  expect(stateAnswer(reply.body)).toBe(true)
  return reply.body.data as PassthroughState
}

describe('matchesGlobs', () => {
  it.each([
    ['/trade/buy_stock', ['/trade/*'], true],
    ['/trade/buy_stock', ['/trade'], false],
    ['/common/config', ['/trade/*', '/common/config'], true],
    ['/common/config2', ['/common/config'], false],
    ['/user/login', ['/**'], true],
    ['/user/login', ['/*'], false],
    ['/user/login', ['/user/log*'], true],
    ['/user.x', ['/user/*'], false],
  ])('%s against %j: %s', (path, globs, matches) => {
    expect(matchesGlobs(path, globs)).toBe(matches)
  })
})

describe('passthrough', () => {
  it("sends the world's paths to the upstream as they are and answers the rest from the mock", async () => {
    const { backend } = backendWith()
    const passed = textOf(
      await backend.handleApi(
        apiCall('/trade/stockdetails', '{"symbol":"2330",  "type":"tw"}', {
          token: 't',
          account: 'a',
          'x-mock-session': 'p1',
          cookie: 'c=1',
        }),
      ),
    )
    expect(passed).toMatchObject({
      httpStatus: 200,
      contentType: 'application/json;charset=utf-8',
      headers: { 'x-mock-upstream': 'passthrough', 'x-mock-world': 'p1' },
    })
    expect(JSON.parse(passed.text)).toEqual({ status: 1, msg: '', data: { upstream: true, call: 1 } })
    // The body byte for byte; the session headers, never the mock's own, the cookie or the host.
    expect(received[0]).toMatchObject({ path: '/trade/stockdetails', body: '{"symbol":"2330",  "type":"tw"}' })
    expect(received[0]?.headers).toMatchObject({ token: 't', account: 'a', 'content-type': 'application/json' })
    expect(received[0]?.headers['x-mock-session']).toBeUndefined()
    expect(received[0]?.headers.cookie).toBeUndefined()

    const mocked = await post(backend, '/user/login', { account: demo.investor, password: demo.password }, world('p1'))
    expect(mocked.body.status).toBe(1)
    expect(mocked.headers['x-mock-upstream']).toBeUndefined()
    expect(received).toHaveLength(1)
  })

  it("passes the upstream's failures through as they came", async () => {
    const { backend } = backendWith()
    expect(
      textOf(await backend.handleApi(apiCall('/trade/kline', { symbol: '2330', type: 'tw', kline_type: 'day' }))),
    ).toMatchObject({
      httpStatus: 502,
      contentType: 'text/html',
      text: '<html>502 Bad Gateway</html>',
    })
  })

  it('still answers unknown paths and faults from the mock', async () => {
    const { backend } = backendWith({ paths: ['/**'] })
    expect((await post(backend, '/trade/nothing', {})).httpStatus).toBe(404)
    await admin(backend, 'POST', '/faults', { path: '/trade/stockdetails', kind: 'html', status: 503 })
    expect(
      textOf(await backend.handleApi(apiCall('/trade/stockdetails', { symbol: '2330', type: 'tw' }))),
    ).toMatchObject({ httpStatus: 503, contentType: 'text/html' })
    expect(received).toHaveLength(0)
  })

  it('is chosen per world, and a reset world goes back to the server settings', async () => {
    const { backend } = backendWith()
    expect(await state(backend, 'a')).toEqual({
      upstream: upstreamUrl,
      paths: ['/trade/*', '/common/config'],
      record: false,
      recorded: 0,
      replaying: 0,
    })
    expect(await state(backend, 'a', 'POST', { paths: ['/user/Optionallist'] })).toMatchObject({
      paths: ['/user/Optionallist'],
    })
    const { headers } = await login(backend, demo.investor, demo.password, 'a')
    await post(backend, '/trade/stockdetails', { symbol: '2330', type: 'tw' }, headers)
    expect(textOf(await backend.handleApi(apiCall('/user/Optionallist', {}, headers))).headers['x-mock-upstream']).toBe(
      'passthrough',
    )
    expect(received.map((call) => call.path)).toEqual(['/user/Optionallist'])
    // Another world keeps the server's paths.
    expect((await state(backend, 'b')).paths).toEqual(['/trade/*', '/common/config'])
    await admin(backend, 'POST', '/reset', {}, world('a'))
    expect((await state(backend, 'a')).paths).toEqual(['/trade/*', '/common/config'])
  })

  it('answers server_error when the upstream cannot be reached, and says why to the operator only', async () => {
    const { backend, problems } = backendWith({ baseUrl: 'http://127.0.0.1:9/api/vue', timeoutMs: 2000 })
    const reply = await post(backend, '/common/config', { type: 'all' })
    expect(reply).toMatchObject({
      httpStatus: 500,
      body: { status: 0, msg: '伺服器錯誤，請稍後再試' },
      headers: { 'x-mock-upstream': 'unreachable' },
    })
    expect(problems).toEqual([
      expect.stringContaining('passthrough of /common/config to http://127.0.0.1:9/api/vue failed'),
    ])
  })

  it('refuses paths without an upstream, and globs that are not paths', async () => {
    const { backend } = testBackend()
    expect(await state(backend, 'x')).toEqual({ upstream: null, paths: [], record: false, recorded: 0, replaying: 0 })
    const noUpstream = await admin(backend, 'POST', '/passthrough', { paths: ['/trade/*'] })
    expect(noUpstream).toMatchObject({
      httpStatus: 400,
      body: { msg: 'this server has no upstream to pass calls to: start it with MOCK_UPSTREAM' },
    })
    const { backend: withUpstream } = backendWith()
    const badGlob = await admin(withUpstream, 'POST', '/passthrough', { paths: ['trade/*'] })
    expect(badGlob).toMatchObject({
      httpStatus: 400,
      body: { msg: "'trade/*' is not a path glob such as /trade/* or /common/config" },
    })
  })
})

describe('recording', () => {
  it('keeps what the upstream answered, with passwords, tokens, the account and session headers masked', async () => {
    const { backend, recorded } = backendWith({ paths: ['/user/login', '/common/config'], record: true })
    await backend.handleApi(apiCall('/user/login', { account: '0900000001', password: 'secret-1' }, world('r')))
    await backend.handleApi(
      apiCall(
        '/common/config',
        { type: 'all' },
        { ...world('r'), token: 'upstream-token-0001', account: '0900000001' },
      ),
    )
    const reply = await admin(backend, 'GET', '/recording', undefined, world('r'))
    expect(recordingAnswer(reply.body)).toBe(true)
    const exchanges = reply.body.data as RecordedExchange[]
    expect(exchanges).toEqual([
      {
        world: 'r',
        at: '2026-11-23T09:30:00.000+08:00',
        path: '/user/login',
        request: { headers: {}, contentType: 'application/json', body: { account: '***', password: '***' } },
        response: {
          httpStatus: 200,
          contentType: 'application/json;charset=utf-8',
          body: { status: 1, msg: '', data: { token: '***', account: '***' } },
        },
      },
      {
        world: 'r',
        at: '2026-11-23T09:30:00.000+08:00',
        path: '/common/config',
        request: { headers: { token: '***', account: '***' }, contentType: 'application/json', body: { type: 'all' } },
        response: {
          httpStatus: 200,
          contentType: 'application/json;charset=utf-8',
          body: { status: 1, msg: '', data: { upstream: true, call: 2 } },
        },
      },
    ])
    expect(recorded).toEqual(exchanges)
    expect(JSON.stringify(exchanges)).not.toMatch(/secret-1|upstream-token|0900000001/)
    expect((await admin(backend, 'DELETE', '/recording', undefined, world('r'))).body.data).toMatchObject({
      recorded: 0,
    })
  })

  it('records only where it is on', async () => {
    const { backend, recorded } = backendWith()
    await backend.handleApi(apiCall('/common/config', { type: 'all' }))
    expect(recorded).toEqual([])
    await state(backend, 'default', 'POST', { record: true })
    await backend.handleApi(apiCall('/common/config', { type: 'all' }))
    expect(recorded.map((exchange) => exchange.path)).toEqual(['/common/config'])
  })
})

describe('replay', () => {
  async function recording(): Promise<RecordedExchange[]> {
    const { backend } = backendWith({ paths: ['/**'], record: true })
    await backend.handleApi(apiCall('/user/login', { account: '0900000001', password: 'secret-1' }))
    await backend.handleApi(apiCall('/common/config', { type: 'all' }))
    await backend.handleApi(apiCall('/common/config', { type: 'all' }))
    await backend.handleApi(apiCall('/trade/kline', { symbol: '2330', type: 'tw', kline_type: 'day' }))
    return (await admin(backend, 'GET', '/recording')).body.data as RecordedExchange[]
  }

  it('answers each recorded request with what the upstream answered, in order, without calling it', async () => {
    const exchanges = await recording()
    received.length = 0
    const { backend } = testBackend()
    const seeded = await admin(backend, 'POST', '/replay', { exchanges }, world('w'))
    expect(seeded.body.data).toEqual({ upstream: null, paths: [], record: false, recorded: 0, replaying: 4 })

    const first = await post(backend, '/common/config', { type: 'all' }, world('w'))
    expect(first).toMatchObject({
      httpStatus: 200,
      body: { data: { call: 2 } },
      headers: { 'x-mock-replayed': 'true' },
    })
    expect((await post(backend, '/common/config', { type: 'all' }, world('w'))).body.data).toEqual({
      upstream: true,
      call: 3,
    })
    // Used up: the last answer again.
    expect((await post(backend, '/common/config', { type: 'all' }, world('w'))).body.data).toEqual({
      upstream: true,
      call: 3,
    })
    // A login matches whatever its account and password: both are masked on both sides.
    expect(
      (await post(backend, '/user/login', { account: '0911111111', password: 'other' }, world('w'))).body.data,
    ).toEqual({ token: '***', account: '***' })
    expect(
      textOf(
        await backend.handleApi(apiCall('/trade/kline', { symbol: '2330', type: 'tw', kline_type: 'day' }, world('w'))),
      ),
    ).toMatchObject({ httpStatus: 502, text: '<html>502 Bad Gateway</html>' })
    // Another body, another world: the mock.
    expect(
      (await post(backend, '/common/config', { type: 'logo' }, world('w'))).headers['x-mock-replayed'],
    ).toBeUndefined()
    expect(
      (await post(backend, '/common/config', { type: 'all' }, world('other'))).headers['x-mock-replayed'],
    ).toBeUndefined()
    expect(received).toEqual([])

    await admin(backend, 'DELETE', '/replay', undefined, world('w'))
    expect(
      (await post(backend, '/common/config', { type: 'all' }, world('w'))).headers['x-mock-replayed'],
    ).toBeUndefined()
  })

  it('takes a recording file as it is (JSON Lines)', async () => {
    const exchanges = await recording()
    const { backend } = testBackend()
    const file = `${exchanges.map((exchange) => JSON.stringify(exchange)).join('\n')}\n\n`
    const seeded = await backend.handleAdmin({
      ...adminCall('POST', '/replay', file, world('f')),
      headers: { 'content-type': 'application/x-ndjson', ...world('f') },
    })
    expect(seeded).toMatchObject({ httpStatus: 200, body: { data: { replaying: 4 } } })
    expect((await post(backend, '/common/config', { type: 'all' }, world('f'))).body.data).toEqual({
      upstream: true,
      call: 2,
    })
  })

  it.each([
    ['a body that is not a recording', { exchanges: [{ path: '/common/config' }] }, "/exchanges/0 is missing 'world'"],
    [
      'a path outside the contract',
      {
        exchanges: [
          {
            world: 'w',
            at: 'x',
            path: '/no/such',
            request: { headers: {}, contentType: null, body: null },
            response: { httpStatus: 200, contentType: null, body: '' },
          },
        ],
      },
      "exchange 1: '/no/such' is not a contract path",
    ],
    ['no exchanges', {}, "body is missing 'exchanges'"],
  ])('refuses %s', async (_, body, message) => {
    const { backend } = testBackend()
    expect(await admin(backend, 'POST', '/replay', body)).toMatchObject({ httpStatus: 400, body: { msg: message } })
  })

  it.each([
    ['a line that is not JSON', '{}\nnot json\n', 'line 2 is not valid JSON'],
    ['a line that is not an exchange', '{"path":"/common/config"}\n', "exchange 1: body is missing 'world'"],
  ])('refuses a file with %s', async (_, file, message) => {
    const { backend } = testBackend()
    const reply = await backend.handleAdmin({
      ...adminCall('POST', '/replay', file),
      headers: { 'content-type': 'application/x-ndjson' },
    })
    expect(reply).toMatchObject({ httpStatus: 400, body: { msg: message } })
  })
})
