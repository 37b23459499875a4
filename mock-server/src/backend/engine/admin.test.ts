// The steering API under /__mock, through the transport-free entry point.
import { describe, expect, it } from 'vitest'

import type { components } from '#openapi/generated/admin.ts'

import {
  admin,
  adminCall,
  asJson,
  collections,
  demo,
  type JsonReply,
  login,
  post,
  snapshot,
  testBackend,
  testSeed,
} from '../../test-support.ts'
import { ledgerProblems } from '../core/ledger.ts'
import { describeValidationError, schemaValidator } from './contract.ts'

type WorldView = components['schemas']['World']
type RequestView = components['schemas']['RequestRecord']

const worldAnswer = schemaValidator(
  'admin',
  'components',
  'responses',
  'World',
  'content',
  'application/json',
  'schema',
)
const requestsAnswer = schemaValidator(
  'admin',
  'paths',
  '/requests',
  'get',
  'responses',
  '200',
  'content',
  'application/json',
  'schema',
)
const invalidAnswer = schemaValidator(
  'admin',
  'components',
  'responses',
  'Invalid',
  'content',
  'application/json',
  'schema',
)

const startText = '2026-11-23T09:30:00.000+08:00'
const validLogin = { account: demo.investor, password: demo.password }

/** The World of a successful answer, checked against the admin contract. */
function world(reply: JsonReply): WorldView {
  expect(reply.httpStatus).toBe(200)
  expect(reply.headers).toEqual({})
  if (!worldAnswer(reply.body)) throw new Error(`not a World answer: ${describeValidationError(worldAnswer.errors)}`)
  return (reply.body as { data: WorldView }).data
}

/** A refusal, checked against the admin contract; returns its message. */
function refusal(reply: JsonReply, httpStatus = 400): string {
  expect(reply.httpStatus).toBe(httpStatus)
  if (!invalidAnswer(reply.body))
    throw new Error(`not an Invalid answer: ${describeValidationError(invalidAnswer.errors)}`)
  return (reply.body as { msg: string }).msg
}

const freshWorld = {
  session: 'default',
  seed: testSeed,
  now: startText,
  clockMode: 'frozen',
  forcedErrors: [],
  faults: [],
  latency: [],
  capacity: 64,
  requestCount: 0,
  stateDigest: expect.stringMatching(/^[0-9a-f]{64}$/),
} satisfies Record<keyof WorldView, unknown>

describe('POST /busy', () => {
  it('makes the world answer system_busy to every call until its capacity is raised, and changes nothing', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    const digestBefore = world(await admin(backend, 'GET', '/world')).stateDigest
    expect(world(await admin(backend, 'POST', '/busy', { capacity: 0 })).capacity).toBe(0)
    const refused = await post(backend, '/user/getUserinfo', {}, session.headers)
    expect(refused.body).toEqual({ status: 0, msg: '系統繁忙，請稍後再試', data: null })
    expect((await post(backend, '/common/config', { type: 'all' })).body.msg).toBe('系統繁忙，請稍後再試')
    expect(world(await admin(backend, 'GET', '/world')).stateDigest).toBe(digestBefore)
    await admin(backend, 'POST', '/busy', { capacity: 64 })
    expect((await post(backend, '/user/getUserinfo', {}, session.headers)).body.status).toBe(1)
  })

  it('refuses a capacity that is not a whole number from 0', async () => {
    const { backend } = testBackend()
    expect(refusal(await admin(backend, 'POST', '/busy', { capacity: -1 }))).toContain('capacity')
  })

  it('answers system_busy past the capacity while calls are still running', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/busy', { capacity: 1 })
    const [first, second] = await Promise.all([
      post(backend, '/common/config', { type: 'all' }),
      post(backend, '/common/config', { type: 'all' }),
    ])
    expect([first.body.status, second.body.msg]).toEqual([1, '系統繁忙，請稍後再試'])
  })
})

describe('stateDigest', () => {
  it('is the same for two new worlds of one seed, and changes with any change of state', async () => {
    const { backend } = testBackend()
    const digestOf = async (session: string) =>
      world(await admin(backend, 'GET', '/world', undefined, { 'x-mock-session': session })).stateDigest
    const fresh = await digestOf('a')
    expect(await digestOf('b')).toBe(fresh)
    // A refused call changes nothing.
    await post(backend, '/user/login', { account: demo.investor, password: 'wrong' }, { 'x-mock-session': 'a' })
    expect(await digestOf('a')).toBe(fresh)
    await login(backend, demo.investor, demo.password, 'a')
    const loggedIn = await digestOf('a')
    expect(loggedIn).not.toBe(fresh)
    await admin(backend, 'POST', '/clock', { advanceMs: 1 }, { 'x-mock-session': 'a' })
    expect(await digestOf('a')).not.toBe(loggedIn)
  })
})

describe('GET /world', () => {
  it('describes the default world', async () => {
    const { backend } = testBackend()
    expect(world(await admin(backend, 'GET', '/world'))).toEqual(freshWorld)
  })

  it('describes the world named by x-mock-session, and counts its requests', async () => {
    const { backend } = testBackend()
    await post(backend, '/common/config', { type: 'all' }, { 'x-mock-session': 'w-1.a_b' })
    expect(world(await admin(backend, 'GET', '/world', undefined, { 'x-mock-session': 'w-1.a_b' }))).toEqual({
      ...freshWorld,
      session: 'w-1.a_b',
      requestCount: 1,
    })
    expect(world(await admin(backend, 'GET', '/world')).requestCount).toBe(0)
  })

  it('refuses an invalid x-mock-session', async () => {
    const { backend } = testBackend()
    const msg = refusal(await admin(backend, 'GET', '/world', undefined, { 'x-mock-session': 'no spaces' }))
    expect(msg).toBe('x-mock-session must be 1-64 letters, digits, ".", "_" or "-"')
    expect(backend.worlds.size).toBe(0)
  })
})

describe('POST /reset', () => {
  it('rebuilds the world from its seed: sessions, scenarios, log and clock start over', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    await admin(backend, 'POST', '/errors', { path: '/common/config', id: 'system_busy', times: 3 })
    await admin(backend, 'POST', '/faults', { path: '*', kind: 'delay', delayMs: 5 })
    await admin(backend, 'POST', '/clock', { advanceMs: 60_000 })

    expect(world(await admin(backend, 'POST', '/reset', {}))).toEqual(freshWorld)
    expect((await post(backend, '/user/getUserinfo', {}, session.headers)).httpStatus).toBe(401)
  })

  it('reseeds with a seed, which the world then keeps', async () => {
    const { backend } = testBackend()
    expect(world(await admin(backend, 'POST', '/reset', { seed: 42 }))).toEqual({ ...freshWorld, seed: 42 })
    expect(world(await admin(backend, 'POST', '/reset', {})).seed).toBe(42)
    expect(world(await admin(backend, 'GET', '/world')).seed).toBe(42)
  })

  it('starts the clock at `now`, shown in Taipei time', async () => {
    const { backend } = testBackend()
    const reset = world(await admin(backend, 'POST', '/reset', { now: '2026-11-24T05:40:00Z', seed: 0 }))
    expect(reset).toEqual({ ...freshWorld, seed: 0, now: '2026-11-24T13:40:00.000+08:00' })
  })

  it('resets only its own world', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    await admin(backend, 'POST', '/reset', {}, { 'x-mock-session': 'other' })
    expect((await post(backend, '/user/getUserinfo', {}, session.headers)).body.status).toBe(1)
  })

  it.each([
    ['no body', undefined, 'a JSON body is required'],
    ['bad JSON', '{"seed":', 'the body is not valid JSON'],
    ['__proto__', '{"__proto__":{"seed":1}}', 'the body is not valid JSON'],
    ['a negative seed', { seed: -1 }, '/seed must be >= 0'],
    ['a seed too large', { seed: 2 ** 32 }, '/seed must be <= 4294967295'],
    ['a fractional seed', { seed: 1.5 }, '/seed must be integer'],
    ['a seed as text', { seed: '42' }, '/seed must be integer'],
    ['an unknown field', { seed: 1, clock: 'x' }, "body has unknown field 'clock'"],
    ['an array', [], 'body must be object'],
    ['an impossible date', { now: '2026-02-30T09:30:00+08:00' }, '/now must match format "date-time"'],
    [
      'a date in lower case',
      { now: '2026-11-23t09:30:00z' },
      "'2026-11-23t09:30:00z' is not an ISO 8601 instant with an offset",
    ],
  ])('refuses %s and changes nothing', async (_, body, msg) => {
    const { backend } = testBackend()
    await login(backend)
    const before = snapshot(await backend.worlds.get('default'))
    expect(refusal(await admin(backend, 'POST', '/reset', body))).toBe(msg)
    expect(snapshot(await backend.worlds.get('default'))).toBe(before)
  })
})

describe('POST /clock', () => {
  it('sets the clock to an instant', async () => {
    const { backend } = testBackend()
    expect(world(await admin(backend, 'POST', '/clock', { set: '2026-11-24T13:40:00+08:00' })).now).toBe(
      '2026-11-24T13:40:00.000+08:00',
    )
    expect((await backend.worlds.get('default')).clock.now()).toBe(Date.parse('2026-11-24T13:40:00+08:00'))
  })

  it('advances the clock', async () => {
    const { backend } = testBackend()
    expect(world(await admin(backend, 'POST', '/clock', { advanceMs: 900_000 })).now).toBe(
      '2026-11-23T09:45:00.000+08:00',
    )
    expect(world(await admin(backend, 'POST', '/clock', { advanceMs: 0 })).now).toBe('2026-11-23T09:45:00.000+08:00')
  })

  it('lets the clock run from where it is, following the injected real time', async () => {
    let real = 5_000
    const { backend } = testBackend({ realNow: () => real })
    await admin(backend, 'GET', '/world')
    real += 60_000
    const running = world(await admin(backend, 'POST', '/clock', { mode: 'running' }))
    expect(running).toMatchObject({ clockMode: 'running', now: startText })
    real += 1_500
    expect(world(await admin(backend, 'GET', '/world')).now).toBe('2026-11-23T09:30:01.500+08:00')
    real += 1_000
    expect(world(await admin(backend, 'POST', '/clock', { mode: 'frozen' }))).toMatchObject({
      clockMode: 'frozen',
      now: '2026-11-23T09:30:02.500+08:00',
    })
    real += 1_000
    expect(world(await admin(backend, 'GET', '/world')).now).toBe('2026-11-23T09:30:02.500+08:00')
  })

  it('applies set, then advanceMs, then mode', async () => {
    const { backend } = testBackend()
    const after = world(
      await admin(backend, 'POST', '/clock', { mode: 'running', advanceMs: 1_000, set: '2026-12-01T09:00:00+08:00' }),
    )
    expect(after).toMatchObject({ now: '2026-12-01T09:00:01.000+08:00', clockMode: 'running' })
  })

  it.each([
    ['an empty object', {}, 'body must NOT have fewer than 1 properties'],
    ['no body', undefined, 'a JSON body is required'],
    ['a negative advance', { advanceMs: -1 }, '/advanceMs must be >= 0'],
    ['an advance over a year', { advanceMs: 31_536_000_001 }, '/advanceMs must be <= 31536000000'],
    ['an unknown mode', { mode: 'paused' }, '/mode must be one of ["frozen","running"]'],
    ['a date that is not a date', { set: 'tomorrow' }, '/set must match format "date-time"'],
    ['a date without offset', { set: '2026-11-23T09:30:00' }, '/set must match format "date-time"'],
    [
      'an offset without colon',
      { set: '2026-11-23T09:30:00+0800' },
      "'2026-11-23T09:30:00+0800' is not an ISO 8601 instant with an offset",
    ],
    ['an unknown field', { speed: 2 }, "body has unknown field 'speed'"],
  ])('refuses %s and leaves the clock alone', async (_, body, msg) => {
    const { backend } = testBackend()
    expect(refusal(await admin(backend, 'POST', '/clock', body))).toBe(msg)
    expect(world(await admin(backend, 'GET', '/world'))).toMatchObject({ now: startText, clockMode: 'frozen' })
  })
})

describe('POST /errors and DELETE /errors', () => {
  it('forces an error on the next `times` calls of a path, counting down', async () => {
    const { backend } = testBackend()
    const set = world(await admin(backend, 'POST', '/errors', { path: '/user/login', id: 'account_frozen', times: 2 }))
    expect(set.forcedErrors).toEqual([{ path: '/user/login', id: 'account_frozen', remaining: 2 }])

    expect((await post(backend, '/common/config', { type: 'all' })).body.status).toBe(1)
    const first = await post(backend, '/user/login', validLogin)
    expect(first.body).toEqual({ status: 0, msg: '帳號已凍結，請聯繫客服', data: null })
    expect(first.headers['x-mock-error-id']).toBe('account_frozen')
    expect(world(await admin(backend, 'GET', '/world')).forcedErrors).toEqual([
      { path: '/user/login', id: 'account_frozen', remaining: 1 },
    ])
    expect((await post(backend, '/user/login', validLogin)).body.msg).toBe('帳號已凍結，請聯繫客服')
    expect(world(await admin(backend, 'GET', '/world')).forcedErrors).toEqual([])
    expect((await post(backend, '/user/login', validLogin)).body.status).toBe(1)
  })

  it('forces one call by default, and changes nothing on it', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/errors', { path: '/user/register', id: 'submit_too_frequent' })
    const state = await backend.worlds.get('default')
    const before = collections(state)
    const register = { account: '0987654321', pwd: 'secret123', pwd1: 'secret123', inviter: '888888' }
    expect((await post(backend, '/user/register', register)).body.msg).toBe('提交過於頻繁，請稍後再試')
    expect(collections(state)).toEqual(before)
    expect(state.scenarios.forcedErrors).toEqual([])
    expect((await post(backend, '/user/register', register)).body.status).toBe(1)
  })

  it('does not use a forced error on a call with an invalid body', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/errors', { path: '/user/login', id: 'system_busy' })
    await post(backend, '/user/login', { account: demo.investor })
    expect(world(await admin(backend, 'GET', '/world')).forcedErrors).toHaveLength(1)
  })

  it("fills the message with the given params, and the rest from the entry's example", async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/errors', { path: '/user/login', id: 'block_min_purchase', params: { n: '1000' } })
    await admin(backend, 'POST', '/errors', {
      path: '/user/login',
      id: 'withdraw_time_window',
      params: { start: '10:00' },
    })
    await admin(backend, 'POST', '/errors', { path: '/user/login', id: 'deposit_time_window' })
    expect((await post(backend, '/user/login', validLogin)).body.msg).toBe('當前股票大宗交易最少買入1000股')
    expect((await post(backend, '/user/login', validLogin)).body.msg).toBe('當前不在出金時間，出金時間為10:00-17:00')
    expect((await post(backend, '/user/login', validLogin)).body.msg).toBe('當前不在入金時間，入金時間為09:00-21:00')
  })

  it('answers with the catalogue HTTP status', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/errors', { path: '/common/config', id: 'session_expired' })
    const reply = await post(backend, '/common/config', { type: 'all' })
    expect(reply.httpStatus).toBe(401)
    expect(reply.body.msg).toBe('登入已失效，請重新登入')
  })

  it('applies only in its own world', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/errors', { path: '/user/login', id: 'system_busy' }, { 'x-mock-session': 'other' })
    expect((await post(backend, '/user/login', validLogin)).body.status).toBe(1)
    expect((await post(backend, '/user/login', validLogin, { 'x-mock-session': 'other' })).body.msg).toBe(
      '系統繁忙，請稍後再試',
    )
  })

  it.each([
    [
      'an unknown id',
      { path: '/user/login', id: 'no_such_error' },
      "'no_such_error' is not a catalogue id (see openapi/errors.yaml)",
    ],
    [
      'an inherited name as id',
      { path: '/user/login', id: 'toString' },
      "'toString' is not a catalogue id (see openapi/errors.yaml)",
    ],
    [
      'an unknown path',
      { path: '/user/nope', id: 'system_busy' },
      "'/user/nope' is not a contract path (e.g. /user/login)",
    ],
    [
      'a path with the /api/vue prefix',
      { path: '/api/vue/user/login', id: 'system_busy' },
      "'/api/vue/user/login' is not a contract path (e.g. /user/login)",
    ],
    ['every path', { path: '*', id: 'system_busy' }, "'*' is not a contract path (e.g. /user/login)"],
    [
      'an unknown param',
      { path: '/user/login', id: 'block_min_purchase', params: { n: '1', m: '2' } },
      "'block_min_purchase' has no parameter m",
    ],
    [
      'a param for an entry without any',
      { path: '/user/login', id: 'system_busy', params: { x: '1' } },
      "'system_busy' has no parameter x",
    ],
    [
      'a param that is not text',
      { path: '/user/login', id: 'block_min_purchase', params: { n: 5 } },
      '/params/n must be string',
    ],
    ['zero times', { path: '/user/login', id: 'system_busy', times: 0 }, '/times must be >= 1'],
    ['too many times', { path: '/user/login', id: 'system_busy', times: 1001 }, '/times must be <= 1000'],
    ['no id', { path: '/user/login' }, "body is missing 'id'"],
  ])('refuses %s with HTTP 400 and forces nothing', async (_, body, msg) => {
    const { backend } = testBackend()
    expect(refusal(await admin(backend, 'POST', '/errors', body))).toBe(msg)
    expect(world(await admin(backend, 'GET', '/world')).forcedErrors).toEqual([])
  })

  it('refuses more than 100 pending forced errors', async () => {
    const { backend } = testBackend()
    for (let i = 0; i < 100; i++)
      world(await admin(backend, 'POST', '/errors', { path: '/user/login', id: 'system_busy' }))
    expect(refusal(await admin(backend, 'POST', '/errors', { path: '/user/login', id: 'system_busy' }))).toBe(
      'too many pending forced errors',
    )
  })

  it('DELETE drops every forced error', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/errors', { path: '/user/login', id: 'system_busy', times: 5 })
    await admin(backend, 'POST', '/errors', { path: '/common/config', id: 'system_busy' })
    expect(world(await admin(backend, 'DELETE', '/errors')).forcedErrors).toEqual([])
    expect((await post(backend, '/user/login', validLogin)).body.status).toBe(1)
  })
})

describe('POST /faults and DELETE /faults', () => {
  it('lists a pending fault', async () => {
    const { backend } = testBackend()
    const set = world(await admin(backend, 'POST', '/faults', { path: '*', kind: 'reset', times: 3 }))
    expect(set.faults).toEqual([{ path: '*', kind: 'reset', remaining: 3 }])
    await admin(backend, 'POST', '/faults', { path: '/user/login', kind: 'http', status: 401 })
    await admin(backend, 'POST', '/faults', { path: '/user/login', kind: 'html', status: 404 })
    expect(world(await admin(backend, 'GET', '/world')).faults).toEqual([
      { path: '*', kind: 'reset', remaining: 3 },
      { path: '/user/login', kind: 'http', remaining: 1 },
      { path: '/user/login', kind: 'html', remaining: 1 },
    ])
  })

  it.each([
    ['an unknown path', { path: '/nope', kind: 'reset' }, "'/nope' is not a contract path (e.g. /user/login)"],
    [
      'an unknown kind',
      { path: '*', kind: 'explode' },
      '/kind must be one of ["delay","hang","reset","malformed","html","http"]',
    ],
    [
      'an http fault with a 4xx other than 401',
      { path: '*', kind: 'http', status: 404 },
      'an http fault answers 401 or a 5xx status',
    ],
    ['a status below 400', { path: '*', kind: 'html', status: 302 }, '/status must be >= 400'],
    ['a delay over a minute', { path: '*', kind: 'delay', delayMs: 60_001 }, '/delayMs must be <= 60000'],
    ['no kind', { path: '*' }, "body is missing 'kind'"],
  ])('refuses %s with HTTP 400', async (_, body, msg) => {
    const { backend } = testBackend()
    expect(refusal(await admin(backend, 'POST', '/faults', body))).toBe(msg)
    expect(world(await admin(backend, 'GET', '/world')).faults).toEqual([])
  })

  it('refuses more than 100 pending faults', async () => {
    const { backend } = testBackend()
    for (let i = 0; i < 100; i++) world(await admin(backend, 'POST', '/faults', { path: '*', kind: 'delay' }))
    expect(refusal(await admin(backend, 'POST', '/faults', { path: '*', kind: 'delay' }))).toBe(
      'too many pending faults',
    )
  })

  it('DELETE drops every fault', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/faults', { path: '*', kind: 'reset', times: 10 })
    expect(world(await admin(backend, 'DELETE', '/faults')).faults).toEqual([])
    expect((await post(backend, '/common/config', { type: 'all' })).body.status).toBe(1)
  })
})

describe('GET /requests and DELETE /requests', () => {
  async function listed(reply: JsonReply): Promise<RequestView[]> {
    expect(reply.httpStatus).toBe(200)
    if (!requestsAnswer(reply.body))
      throw new Error(`not a requests answer: ${describeValidationError(requestsAnswer.errors)}`)
    return (reply.body as { data: RequestView[] }).data
  }

  it('lists the calls, oldest first, with passwords masked and times in +08:00', async () => {
    const { backend } = testBackend()
    await post(backend, '/user/login', validLogin)
    await admin(backend, 'POST', '/clock', { advanceMs: 1_000 })
    await post(backend, '/common/config', { type: 'all' })
    await post(backend, '/user/register', { account: '1', pwd: 'abcdef', pwd1: 'abcdef', inviter: '888888' })
    await post(backend, '/user/nope', {})
    expect(await listed(await admin(backend, 'GET', '/requests'))).toEqual([
      {
        at: startText,
        path: '/user/login',
        status: 1,
        httpStatus: 200,
        body: { account: demo.investor, password: '***' },
      },
      {
        at: '2026-11-23T09:30:01.000+08:00',
        path: '/common/config',
        status: 1,
        httpStatus: 200,
        body: { type: 'all' },
      },
      {
        at: '2026-11-23T09:30:01.000+08:00',
        path: '/user/register',
        status: 0,
        httpStatus: 200,
        errorId: 'account_format',
        body: { account: '1', pwd: '***', pwd1: '***', inviter: '888888' },
      },
      {
        at: '2026-11-23T09:30:01.000+08:00',
        path: '/user/nope',
        status: 0,
        httpStatus: 404,
        errorId: 'request_not_found',
        body: null,
      },
    ])
  })

  it('filters by ?path=', async () => {
    const { backend } = testBackend()
    await post(backend, '/common/config', { type: 'all' })
    await post(backend, '/user/login', { account: demo.investor, password: 'wrong' })
    await post(backend, '/common/config', { type: 'all' })
    const logins = await listed(await admin(backend, 'GET', '/requests', undefined, {}, 'path=%2Fuser%2Flogin'))
    expect(logins).toEqual([
      {
        at: startText,
        path: '/user/login',
        status: 0,
        httpStatus: 200,
        errorId: 'wrong_credentials',
        body: { account: demo.investor, password: '***' },
      },
    ])
    expect(await listed(await admin(backend, 'GET', '/requests', undefined, {}, 'path=/common/config'))).toHaveLength(2)
    expect(await listed(await admin(backend, 'GET', '/requests', undefined, {}, 'path=/user/logout'))).toEqual([])
  })

  it('lists only the calls of its own world', async () => {
    const { backend } = testBackend()
    await post(backend, '/common/config', { type: 'all' }, { 'x-mock-session': 'other' })
    expect(await listed(await admin(backend, 'GET', '/requests'))).toEqual([])
    expect(
      await listed(await admin(backend, 'GET', '/requests', undefined, { 'x-mock-session': 'other' })),
    ).toHaveLength(1)
  })

  it('DELETE empties the log', async () => {
    const { backend } = testBackend()
    await post(backend, '/common/config', { type: 'all' })
    expect(world(await admin(backend, 'DELETE', '/requests')).requestCount).toBe(0)
    expect(await listed(await admin(backend, 'GET', '/requests'))).toEqual([])
  })
})

describe('unknown admin calls', () => {
  it.each([
    ['GET', '/nope'],
    ['POST', '/world'],
    ['GET', '/reset'],
    ['PUT', '/errors'],
    ['GET', '/world/'],
    ['GET', '/World'],
  ])('%s %s answers 404', async (method, path) => {
    const { backend } = testBackend()
    expect(refusal(asJson(await backend.handleAdmin(adminCall(method, path))), 404)).toBe(
      `no admin call ${method} ${path} (see openapi/admin.yaml)`,
    )
  })
})

describe('POST /accounts', () => {
  it('sets restrictions, verification and credit score, and credits a balance through the ledger', async () => {
    const { backend } = testBackend()
    const reply = await admin(backend, 'POST', '/accounts', {
      account: demo.investor,
      restrictions: { tradingForbidden: true },
      verification: 3,
      creditScore: 42,
      credit: { balance: 'usd', amount: '-1000.50' },
    })
    expect(reply.body).toEqual({
      status: 1,
      msg: '',
      data: {
        account: demo.investor,
        restrictions: { frozen: false, loginForbidden: false, tradingForbidden: true, withdrawalForbidden: false },
        verification: 3,
        creditScore: 42,
        marginTrading: false,
        balances: { twd: '1000000.00', usd: '3999.50', usdt: '2000.00', frozenTwd: '0.00' },
      },
    })
    const world = await backend.worlds.get('default')
    expect(world.db.ledger.all().at(-1)).toMatchObject({ balance: 'usd', amount: -100_050, kind: 'adjustment' })
    expect(ledgerProblems(world)).toEqual([])
  })

  it('freezes an account so that its login is refused, and lifts it again', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/accounts', { account: demo.investor, restrictions: { frozen: true } })
    expect(
      (await post(backend, '/user/login', { account: demo.investor, password: demo.password })).headers[
        'x-mock-error-id'
      ],
    ).toBe('account_frozen')
    await admin(backend, 'POST', '/accounts', { account: demo.investor, restrictions: { frozen: false } })
    expect((await post(backend, '/user/login', { account: demo.investor, password: demo.password })).body.status).toBe(
      1,
    )
  })

  it.each([
    ['an unknown account', { account: '0900000000', creditScore: 1 }, 'no account 0900000000 in this world'],
    [
      'a balance going below 0',
      { account: demo.unverified, credit: { balance: 'usd', amount: '-0.01' } },
      'usd would go below 0 (it holds 0.00)',
    ],
    [
      'an amount with 3 decimals',
      { account: demo.investor, credit: { balance: 'twd', amount: '1.005' } },
      '/credit/amount must match pattern "^-?\\d{1,12}(\\.\\d{1,2})?$"',
    ],
    [
      'an unknown restriction',
      { account: demo.investor, restrictions: { banned: true } },
      "/restrictions has unknown field 'banned'",
    ],
    ['a credit score above 100', { account: demo.investor, creditScore: 101 }, '/creditScore must be <= 100'],
  ])('refuses %s and changes nothing', async (_, body, message) => {
    const { backend } = testBackend()
    const world = await backend.worlds.get('default')
    const before = snapshot(world)
    const reply = await admin(backend, 'POST', '/accounts', body)
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.msg).toBe(message)
    expect(snapshot(world)).toBe(before)
  })
})

describe('reviews', () => {
  it("lists what waits in a new world: the seeded under-review account's identity verification", async () => {
    const { backend } = testBackend()
    expect((await admin(backend, 'GET', '/reviews')).body).toEqual({
      status: 1,
      msg: '',
      data: [
        {
          kind: 'identity',
          id: 2,
          account: demo.underReview,
          summary: '林美玲, ID B223456782',
          submittedAt: '2026-11-22T09:30:00.000+08:00',
        },
      ],
    })
  })

  it('refuses a decision on a kind that does not exist', async () => {
    const { backend } = testBackend()
    const reply = await admin(backend, 'POST', '/reviews', { kind: 'nonsense', id: 1, decision: 'approve' })
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.msg).toMatch(/^'nonsense' is not a kind of review/)
  })
})

describe('GET /stats', () => {
  it('reports memory and how full every bounded store is', async () => {
    const { backend } = testBackend()
    await login(backend, demo.investor, demo.password, 'one')
    await post(backend, '/common/config', { type: 'all' }, { 'x-mock-session': 'two' })
    const reply = await admin(backend, 'GET', '/stats')
    expect(reply.body.data).toEqual({
      rssBytes: expect.any(Number),
      heapUsedBytes: expect.any(Number),
      worlds: 2,
      maxWorlds: 500,
      requestLogEntries: 2,
      idempotencyEntries: 0,
      // The demo accounts' identity photos.
      storedFileBytes: expect.any(Number),
      // Every operation of the contract has a handler today (stubs.test.ts adds some that do not).
      stubs: [],
    })
  })
})
