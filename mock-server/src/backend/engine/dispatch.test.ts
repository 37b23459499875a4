// The path of every app call through the core: strict input, sessions, per-request
// steering and the checking of the mock's own answers.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { catalogue, type ErrorId, errorIds } from '#openapi/generated/errors.ts'

import { admin, apiCall, asJson, demo, login, post, snapshot, testBackend } from '../../test-support.ts'
import { raise } from '../core/catalogue.ts'
import type { UserHandler } from '../core/handler.ts'
import { handlers } from './areas-registry.ts'
import { createBackend } from './backend.ts'

const validLogin = JSON.stringify({ account: demo.investor, password: demo.password })

/** The catalogue's text with the example values, worked out here rather than by the code under test. */
function exampleMessage(id: ErrorId): string {
  const entry = catalogue[id]
  const example: Readonly<Record<string, string>> = entry.example
  return entry.params.reduce<string>(
    (message, name) => message.replace(`{${name}}`, example[name] ?? ''),
    entry.message,
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('strict input', () => {
  interface BadInput {
    name: string
    path?: string
    method?: string
    body: string
    headers?: Record<string, string>
    maxBodyBytes?: number
    httpStatus: number
    id: ErrorId
    msg: string
  }

  // Each body would succeed (log in, so create a session) if the check were missing.
  const cases: BadInput[] = [
    {
      name: 'a wrong type',
      body: '{"account":"0912345678","password":1}',
      httpStatus: 400,
      id: 'request_invalid',
      msg: '請求參數錯誤：/password must be string',
    },
    {
      name: 'a null body',
      body: 'null',
      httpStatus: 400,
      id: 'request_invalid',
      msg: '請求參數錯誤：body must be object',
    },
    {
      name: 'a JSON array',
      body: '[{"account":"0912345678","password":"demo1234"}]',
      httpStatus: 400,
      id: 'request_invalid',
      msg: '請求參數錯誤：body must be object',
    },
    {
      name: 'a JSON string',
      body: '"demo1234"',
      httpStatus: 400,
      id: 'request_invalid',
      msg: '請求參數錯誤：body must be object',
    },
    {
      name: 'a missing field',
      body: '{"account":"0912345678"}',
      httpStatus: 400,
      id: 'request_invalid',
      msg: "請求參數錯誤：body is missing 'password'",
    },
    {
      name: 'an unknown field',
      body: '{"account":"0912345678","password":"demo1234","remember":true}',
      httpStatus: 400,
      id: 'request_invalid',
      msg: "請求參數錯誤：body has unknown field 'remember'",
    },
    {
      name: 'a too long field',
      body: JSON.stringify({ account: '0'.repeat(65), password: 'demo1234' }),
      httpStatus: 400,
      id: 'request_invalid',
      msg: '請求參數錯誤：/account must NOT have more than 64 characters',
    },
    {
      name: 'a value outside an enum',
      path: '/common/config',
      body: '{"type":"some"}',
      httpStatus: 400,
      id: 'request_invalid',
      msg: '請求參數錯誤：/type must be one of ["all"]',
    },
    {
      name: 'an empty body',
      body: '',
      httpStatus: 400,
      id: 'request_invalid',
      msg: '請求參數錯誤：a JSON body is required',
    },
    {
      name: 'a blank body',
      body: ' \n\t',
      httpStatus: 400,
      id: 'request_invalid',
      msg: '請求參數錯誤：a JSON body is required',
    },
    {
      name: 'bad JSON',
      body: '{"account":"0912345678","password":"demo1234"',
      httpStatus: 400,
      id: 'request_bad_json',
      msg: '請求內容不是有效的JSON',
    },
    {
      name: '__proto__',
      body: '{"account":"0912345678","password":"demo1234","__proto__":{}}',
      httpStatus: 400,
      id: 'request_bad_json',
      msg: '請求內容不是有效的JSON',
    },
    {
      name: 'a nested __proto__',
      body: '{"__proto__":{}}',
      httpStatus: 400,
      id: 'request_bad_json',
      msg: '請求內容不是有效的JSON',
    },
    {
      name: 'constructor.prototype',
      body: '{"constructor":{"prototype":{}}}',
      httpStatus: 400,
      id: 'request_bad_json',
      msg: '請求內容不是有效的JSON',
    },
    {
      name: 'a text/plain content type',
      body: validLogin,
      headers: { 'content-type': 'text/plain' },
      httpStatus: 415,
      id: 'request_unsupported_type',
      msg: '不支援的請求格式',
    },
    {
      name: 'a form content type',
      body: validLogin,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      httpStatus: 415,
      id: 'request_unsupported_type',
      msg: '不支援的請求格式',
    },
    {
      name: 'a JSON-like content type',
      body: validLogin,
      headers: { 'content-type': 'application/jsonp' },
      httpStatus: 415,
      id: 'request_unsupported_type',
      msg: '不支援的請求格式',
    },
    {
      name: 'a body over maxBodyBytes',
      body: JSON.stringify({ account: demo.investor, password: 'p'.repeat(100) }),
      maxBodyBytes: 100,
      httpStatus: 413,
      id: 'request_too_large',
      msg: '請求內容過大',
    },
    {
      name: 'a body over maxBodyBytes in UTF-8 bytes only',
      body: JSON.stringify({ account: demo.investor, password: '密'.repeat(30) }),
      maxBodyBytes: 100,
      httpStatus: 413,
      id: 'request_too_large',
      msg: '請求內容過大',
    },
    {
      name: 'an unknown path',
      path: '/user/nope',
      body: validLogin,
      httpStatus: 404,
      id: 'request_not_found',
      msg: '接口不存在',
    },
    {
      name: 'a path in the wrong case',
      path: '/user/LOGIN',
      body: validLogin,
      httpStatus: 404,
      id: 'request_not_found',
      msg: '接口不存在',
    },
    {
      name: 'GET on a contract path',
      method: 'GET',
      body: '',
      httpStatus: 404,
      id: 'request_not_found',
      msg: '接口不存在',
    },
    {
      name: 'PUT on a contract path',
      method: 'PUT',
      body: validLogin,
      httpStatus: 404,
      id: 'request_not_found',
      msg: '接口不存在',
    },
    {
      name: 'a bad body on a protected call without a token',
      path: '/user/getUserinfo',
      body: '{"all":true}',
      httpStatus: 400,
      id: 'request_invalid',
      msg: "請求參數錯誤：body has unknown field 'all'",
    },
  ]

  it.each(cases)('refuses $name with an envelope and changes nothing', async (input) => {
    const { backend, problems } = testBackend(
      input.maxBodyBytes === undefined ? {} : { maxBodyBytes: input.maxBodyBytes },
    )
    const world = await backend.worlds.get('default')
    const before = snapshot(world)
    const call = apiCall(input.path ?? '/user/login', input.body, input.headers)
    const reply = asJson(await backend.handleApi({ ...call, method: input.method ?? 'POST' }))
    expect(reply.httpStatus).toBe(input.httpStatus)
    expect(reply.body).toEqual({ status: 0, msg: input.msg, data: null })
    expect(reply.headers).toEqual({ 'x-mock-error-id': input.id, 'x-mock-world': 'default' })
    expect(snapshot(world)).toBe(before)
    expect(problems).toEqual([])
  })

  it('accepts a JSON content type with parameters and in any case', async () => {
    const { backend } = testBackend()
    for (const contentType of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json;charset=UTF-8',
    ]) {
      const reply = await post(backend, '/common/config', { type: 'all' }, { 'content-type': contentType })
      expect(reply.body.status, contentType).toBe(1)
    }
  })

  it('refuses a body without a content type', async () => {
    const { backend } = testBackend()
    const reply = asJson(
      await backend.handleApi({ method: 'POST', path: '/common/config', headers: {}, body: '{"type":"all"}' }),
    )
    expect(reply.httpStatus).toBe(415)
    expect(reply.body.msg).toBe('不支援的請求格式')
  })

  it.each(['has space', 'a/b', '', 'x'.repeat(65), '世界'])(
    'refuses the x-mock-session value %j without building a world',
    async (session) => {
      const { backend } = testBackend()
      const reply = await post(backend, '/user/login', JSON.parse(validLogin), { 'x-mock-session': session })
      expect(reply.httpStatus).toBe(400)
      expect(reply.body).toEqual({
        status: 0,
        msg: '請求參數錯誤：x-mock-session must be 1-64 letters, digits, ".", "_" or "-"',
        data: null,
      })
      expect(reply.headers).toEqual({ 'x-mock-error-id': 'request_invalid' })
      expect(backend.worlds.size).toBe(0)
    },
  )

  it('records a refused call in the request log, with the body when it was JSON', async () => {
    const { backend } = testBackend()
    await post(backend, '/user/login', '{"account":"0912345678","password":1}')
    await post(backend, '/user/login', 'not json')
    const world = await backend.worlds.get('default')
    expect(world.requests.list()).toEqual([
      {
        at: world.clock.now(),
        path: '/user/login',
        status: 0,
        httpStatus: 400,
        errorId: 'request_invalid',
        body: { account: demo.investor, password: '***' },
      },
      {
        at: world.clock.now(),
        path: '/user/login',
        status: 0,
        httpStatus: 400,
        errorId: 'request_bad_json',
        body: null,
      },
    ])
  })
})

describe('sessions', () => {
  it('login answers a 64-hex token and the account', async () => {
    const { backend } = testBackend()
    const reply = await post(backend, '/user/login', { account: demo.investor, password: demo.password })
    expect(reply.httpStatus).toBe(200)
    expect(reply.headers).toEqual({ 'x-mock-world': 'default' })
    expect(reply.body).toEqual({
      status: 1,
      msg: '',
      data: { token: expect.stringMatching(/^[0-9a-f]{64}$/), account: demo.investor },
    })
    const world = await backend.worlds.get('default')
    expect(world.db.sessions.all()).toEqual([
      {
        token: (reply.body.data as { token: string }).token,
        userId: 1,
        account: demo.investor,
        createdAt: world.clock.now(),
      },
    ])
  })

  it('gives every login a new token', async () => {
    const { backend } = testBackend()
    const first = await login(backend)
    const second = await login(backend)
    expect(first.token).not.toBe(second.token)
  })

  it('answers a protected call with the user when the token and account match', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    const reply = await post(backend, '/user/getUserinfo', {}, session.headers)
    expect(reply.httpStatus).toBe(200)
    expect(reply.body).toEqual({
      status: 1,
      msg: '',
      data: {
        account: '0912345678',
        realname: '陳志明',
        id_card: 'A123456789',
        frontcard: '/storage/idcard/0912345678-front.jpg',
        backcard: '/storage/idcard/0912345678-back.jpg',
        is_true: 1,
        passwords: 1,
        money: '1000000.00',
        usd_money: '5000.00',
        usdt_money: '2000.00',
        freeze_money: '0.00',
        payable_money: '189575.00',
        receivable_money: '0.00',
        stock_money: '1369450.00',
        credit_money: '0.00',
        usd_value: '161250.00',
        usdt_value: '64200.00',
        yingkui: '-37508.00',
        today_yingkui: '-50.00',
        xyf: 95,
        invite_code: 'TW5678',
        fee_discount: '0.28',
      },
    })
  })

  const unauthorised: [string, (token: string) => Record<string, string>][] = [
    ['no token and no account', () => ({})],
    ['no token', () => ({ account: demo.investor })],
    ['a wrong token', () => ({ token: 'f'.repeat(64), account: demo.investor })],
    ['an empty token', () => ({ token: '', account: demo.investor })],
    ['the token without the account', (token) => ({ token })],
    ["the token with another user's account", (token) => ({ token, account: demo.unverified })],
    ['the token of another world', (token) => ({ token, account: demo.investor, 'x-mock-session': 'elsewhere' })],
  ]

  it.each(unauthorised)('answers HTTP 401 session_expired to %s and changes nothing', async (_, headers) => {
    const { backend } = testBackend()
    const session = await login(backend)
    const worldName = headers(session.token)['x-mock-session'] ?? 'default'
    const world = await backend.worlds.get(worldName)
    const before = snapshot(world)
    const reply = await post(backend, '/user/getUserinfo', {}, headers(session.token))
    expect(reply.httpStatus).toBe(401)
    expect(reply.body).toEqual({ status: 0, msg: '登入已失效，請重新登入', data: null })
    expect(reply.headers).toEqual({ 'x-mock-error-id': 'session_expired', 'x-mock-world': worldName })
    expect(snapshot(world)).toBe(before)
  })

  it('logout revokes that token only', async () => {
    const { backend } = testBackend()
    const phone = await login(backend)
    const laptop = await login(backend)
    expect(await post(backend, '/user/logout', {}, phone.headers)).toMatchObject({
      httpStatus: 200,
      body: { status: 1, msg: '', data: null },
    })
    const after = await post(backend, '/user/getUserinfo', {}, phone.headers)
    expect(after.httpStatus).toBe(401)
    expect(after.body.msg).toBe('登入已失效，請重新登入')
    expect((await post(backend, '/user/logout', {}, phone.headers)).httpStatus).toBe(401)
    expect((await post(backend, '/user/getUserinfo', {}, laptop.headers)).body.status).toBe(1)
    const world = await backend.worlds.get('default')
    expect(world.db.sessions.all().map((session) => session.token)).toEqual([laptop.token])
  })
})

describe('x-mock-error', () => {
  it.each(errorIds)('forces %s on one request and changes nothing', async (id) => {
    const { backend, problems } = testBackend()
    const world = await backend.worlds.get('default')
    const before = snapshot(world)
    const reply = await post(backend, '/user/login', validLogin, { 'x-mock-error': id })
    expect(reply.httpStatus).toBe(catalogue[id].http)
    expect(reply.body).toEqual({ status: 0, msg: exampleMessage(id), data: null })
    expect(reply.headers).toEqual({ 'x-mock-error-id': id, 'x-mock-world': 'default' })
    expect(snapshot(world)).toBe(before)
    expect(problems).toEqual([])
  })

  it('answers request_invalid for an id that is not in the catalogue', async () => {
    const { backend } = testBackend()
    const world = await backend.worlds.get('default')
    const before = snapshot(world)
    const reply = await post(backend, '/user/login', validLogin, { 'x-mock-error': 'no_such_error' })
    expect(reply.httpStatus).toBe(400)
    expect(reply.body).toEqual({
      status: 0,
      msg: "請求參數錯誤：x-mock-error names no catalogue entry: 'no_such_error'",
      data: null,
    })
    expect(reply.headers['x-mock-error-id']).toBe('request_invalid')
    expect(snapshot(world)).toBe(before)
  })

  it.each(['toString', '__proto__', 'constructor'])(
    'does not take the inherited name %s for a catalogue id',
    async (id) => {
      const { backend } = testBackend()
      const reply = await post(backend, '/user/login', validLogin, { 'x-mock-error': id })
      expect(reply.body.msg).toBe(`請求參數錯誤：x-mock-error names no catalogue entry: '${id}'`)
    },
  )

  it('still validates the body first', async () => {
    const { backend } = testBackend()
    const reply = await post(backend, '/user/login', '{"account":1,"password":"demo1234"}', {
      'x-mock-error': 'account_frozen',
    })
    expect(reply.body.msg).toBe('請求參數錯誤：/account must be string')
  })

  it('applies to a protected call before the session is checked', async () => {
    const { backend } = testBackend()
    const reply = await post(backend, '/user/getUserinfo', {}, { 'x-mock-error': 'balance_insufficient' })
    expect(reply.httpStatus).toBe(200)
    expect(reply.body).toEqual({ status: 0, msg: '餘額不足', data: null })
  })

  it('does not use up a forced error set through the admin API', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/errors', { path: '/user/login', id: 'login_forbidden' })
    await post(backend, '/user/login', validLogin, { 'x-mock-error': 'system_busy' })
    expect((await post(backend, '/user/login', validLogin)).body.msg).toBe('帳號已禁止登入，請聯繫客服')
  })
})

describe('answer checking', () => {
  it('turns an answer that breaks the contract into server_error and reports it', async () => {
    const { backend, problems } = testBackend()
    vi.spyOn(handlers['/common/config']!, 'run').mockReturnValue([{ name: 'logo', value: 42 }] as never)
    const reply = await post(backend, '/common/config', { type: 'all' })
    expect(reply.httpStatus).toBe(500)
    expect(reply.body).toEqual({ status: 0, msg: '伺服器錯誤，請稍後再試', data: null })
    expect(reply.headers['x-mock-error-id']).toBe('server_error')
    expect(problems).toEqual(['answer of /common/config breaks the contract: /data/0/value must be string'])
  })

  it('catches a missing field of a protected answer', async () => {
    const { backend, problems } = testBackend()
    const session = await login(backend)
    const handler = handlers['/user/getUserinfo'] as UserHandler<'/user/getUserinfo'>
    const original = handler.run.bind(handler)
    vi.spyOn(handler, 'run').mockImplementation(async (context, body) => {
      const { xyf: _dropped, ...rest } = await original(context, body)
      return rest as never
    })
    const reply = await post(backend, '/user/getUserinfo', {}, session.headers)
    expect(reply.httpStatus).toBe(500)
    expect(reply.body.msg).toBe('伺服器錯誤，請稍後再試')
    expect(problems).toEqual(["answer of /user/getUserinfo breaks the contract: /data is missing 'xyf'"])
  })

  it('lets the answer through unchecked when checkAnswers is off', async () => {
    const { backend, problems } = testBackend({ checkAnswers: false })
    vi.spyOn(handlers['/common/config']!, 'run').mockReturnValue([{ name: 'logo', value: 42 }] as never)
    const reply = await post(backend, '/common/config', { type: 'all' })
    expect(reply.httpStatus).toBe(200)
    expect(reply.body).toEqual({ status: 1, msg: '', data: [{ name: 'logo', value: 42 }] })
    expect(problems).toEqual([])
  })

  it('reports a handler raising an id its x-errors do not list, and still answers it', async () => {
    const { backend, problems } = testBackend()
    vi.spyOn(handlers['/user/login']!, 'run').mockImplementation(() => raise('balance_insufficient'))
    const reply = await post(backend, '/user/login', validLogin)
    expect(reply.httpStatus).toBe(200)
    expect(reply.body).toEqual({ status: 0, msg: '餘額不足', data: null })
    expect(problems).toEqual(["/user/login raised 'balance_insufficient', which its x-errors do not list"])
  })

  it('does not report a listed id or a transport id', async () => {
    const { backend, problems } = testBackend()
    const run = vi.spyOn(handlers['/user/login']!, 'run')
    run.mockImplementationOnce(() => raise('submit_too_frequent'))
    run.mockImplementationOnce(() => raise('request_invalid', { detail: '/account is odd' }))
    expect((await post(backend, '/user/login', validLogin)).body.msg).toBe('提交過於頻繁，請稍後再試')
    const transport = await post(backend, '/user/login', validLogin)
    expect(transport.httpStatus).toBe(400)
    expect(transport.body.msg).toBe('請求參數錯誤：/account is odd')
    expect(problems).toEqual([])
  })

  it('answers server_error without leaking anything when a handler throws', async () => {
    const { backend, problems } = testBackend()
    vi.spyOn(handlers['/user/login']!, 'run').mockImplementation(() => {
      throw new Error('database password is hunter2')
    })
    const world = await backend.worlds.get('default')
    const before = snapshot(world)
    const reply = await post(backend, '/user/login', validLogin)
    expect(reply.httpStatus).toBe(500)
    expect(reply.body).toEqual({ status: 0, msg: '伺服器錯誤，請稍後再試', data: null })
    expect(JSON.stringify(reply)).not.toMatch(/hunter2|Error|at /)
    expect(snapshot(world)).toBe(before)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^\/user\/login threw: Error: database password is hunter2\n\s+at /)
  })

  it('answers server_error when a handler throws something that is not an Error', async () => {
    const { backend, problems } = testBackend()
    vi.spyOn(handlers['/user/login']!, 'run').mockRejectedValue('just a string')
    const reply = await post(backend, '/user/login', validLogin)
    expect(reply.httpStatus).toBe(500)
    expect(reply.body.msg).toBe('伺服器錯誤，請稍後再試')
    expect(problems).toEqual(['/user/login threw: just a string'])
  })

  it("refuses to start when a handler's security disagrees with the contract", () => {
    const handler = handlers['/common/config'] as { secured: boolean }
    handler.secured = true
    try {
      expect(() => createBackend({ seed: 1, start: 0, clockMode: 'frozen', realNow: () => 0 })).toThrow(
        '/common/config: the contract says secured=false, the handler secured=true',
      )
    } finally {
      handler.secured = false
    }
  })
})
