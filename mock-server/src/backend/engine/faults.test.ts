// Transport faults: what each kind answers, and that none changes the world.
import { describe, expect, it } from 'vitest'

import { admin, apiCall, collections, demo, testBackend } from '../../test-support.ts'
import type { Reply } from '../core/call.ts'
import type { Fault } from '../core/scenarios.ts'
import { defaultDelayMs, defaultHangMs, faultReply } from './faults.ts'

const fault = (kind: Fault['kind'], extra: Partial<Fault> = {}): Fault => ({
  path: '*',
  kind,
  delayMs: undefined,
  status: undefined,
  remaining: 1,
  ...extra,
})

const sessionExpired: Reply = {
  kind: 'json',
  httpStatus: 401,
  body: { status: 0, msg: '登入已失效，請重新登入', data: null },
  headers: { 'x-mock-error-id': 'session_expired' },
  delayMs: 0,
}

const gatewayPage = (status: number) =>
  [
    '<html>',
    `<head><title>${status} Bad Gateway</title></head>`,
    '<body>',
    `<center><h1>${status} Bad Gateway</h1></center>`,
    '<hr><center>nginx</center>',
    '</body>',
    '</html>',
    '',
  ].join('\r\n')

describe('faultReply', () => {
  it.each<[string, Fault, Reply | { delayMs: number }]>([
    ['delay by default', fault('delay'), { delayMs: 2_000 }],
    ['delay by delayMs', fault('delay', { delayMs: 300 }), { delayMs: 300 }],
    ['hang by default', fault('hang'), { kind: 'drop', delayMs: 15_000 }],
    ['hang by delayMs', fault('hang', { delayMs: 50 }), { kind: 'drop', delayMs: 50 }],
    ['reset', fault('reset', { delayMs: 999 }), { kind: 'drop', delayMs: 0 }],
    [
      'malformed',
      fault('malformed'),
      {
        kind: 'text',
        httpStatus: 200,
        contentType: 'application/json',
        body: '{"status":1,"msg":"","data":{',
        headers: {},
        delayMs: 0,
      },
    ],
    [
      'html by default',
      fault('html'),
      { kind: 'text', httpStatus: 502, contentType: 'text/html', body: gatewayPage(502), headers: {}, delayMs: 0 },
    ],
    [
      'html with a status',
      fault('html', { status: 504 }),
      { kind: 'text', httpStatus: 504, contentType: 'text/html', body: gatewayPage(504), headers: {}, delayMs: 0 },
    ],
    [
      'http by default',
      fault('http'),
      { kind: 'text', httpStatus: 500, contentType: 'text/plain', body: '', headers: {}, delayMs: 0 },
    ],
    [
      'http 503',
      fault('http', { status: 503 }),
      { kind: 'text', httpStatus: 503, contentType: 'text/plain', body: '', headers: {}, delayMs: 0 },
    ],
    ['http 401', fault('http', { status: 401 }), sessionExpired],
  ])('%s', (_, input, expected) => {
    expect(faultReply(input)).toEqual(expected)
  })

  it('keeps the documented defaults', () => {
    expect(defaultHangMs).toBe(15_000)
    expect(defaultDelayMs).toBe(2_000)
  })

  it('answers malformed JSON that does not parse', () => {
    const reply = faultReply(fault('malformed'))
    if (!('kind' in reply) || reply.kind !== 'text') throw new Error('expected a text reply')
    expect(() => JSON.parse(String(reply.body))).toThrow(SyntaxError)
  })
})

describe('faults end to end', () => {
  const login = JSON.stringify({ account: demo.investor, password: demo.password })

  it.each<[string, Record<string, unknown>, Reply, { status: number; httpStatus: number }]>([
    ['hang', { kind: 'hang' }, { kind: 'drop', delayMs: 15_000 }, { status: -1, httpStatus: 0 }],
    ['reset', { kind: 'reset' }, { kind: 'drop', delayMs: 0 }, { status: -1, httpStatus: 0 }],
    [
      'malformed',
      { kind: 'malformed' },
      {
        kind: 'text',
        httpStatus: 200,
        contentType: 'application/json',
        body: '{"status":1,"msg":"","data":{',
        headers: { 'x-mock-world': 'default' },
        delayMs: 0,
      },
      { status: -1, httpStatus: 200 },
    ],
    [
      'html',
      { kind: 'html' },
      {
        kind: 'text',
        httpStatus: 502,
        contentType: 'text/html',
        body: gatewayPage(502),
        headers: { 'x-mock-world': 'default' },
        delayMs: 0,
      },
      { status: -1, httpStatus: 502 },
    ],
    [
      'http 500',
      { kind: 'http', status: 500 },
      {
        kind: 'text',
        httpStatus: 500,
        contentType: 'text/plain',
        body: '',
        headers: { 'x-mock-world': 'default' },
        delayMs: 0,
      },
      { status: -1, httpStatus: 500 },
    ],
    [
      'http 401',
      { kind: 'http', status: 401 },
      { ...sessionExpired, headers: { 'x-mock-error-id': 'session_expired', 'x-mock-world': 'default' } } as Reply,
      { status: 0, httpStatus: 401 },
    ],
  ])('%s answers in place of the call, once, and changes nothing', async (_, request, expected, logged) => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/faults', { path: '/user/login', ...request })
    const world = await backend.worlds.get('default')
    const before = collections(world)
    expect(await backend.handleApi(apiCall('/user/login', login))).toEqual(expected)
    expect(collections(world)).toEqual(before)
    expect(world.scenarios.faults).toEqual([])
    expect(world.requests.list()).toEqual([{ at: world.clock.now(), path: '/user/login', ...logged, body: null }])
    // The next call is answered normally.
    const next = await backend.handleApi(apiCall('/user/login', login))
    expect(next).toMatchObject({ kind: 'json', httpStatus: 200, body: { status: 1 } })
  })

  it('delay answers the call normally, after the pause', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/faults', { path: '/common/config', kind: 'delay', delayMs: 1_200 })
    const world = await backend.worlds.get('default')
    const before = collections(world)
    const reply = await backend.handleApi(apiCall('/common/config', { type: 'all' }))
    expect(reply).toMatchObject({ kind: 'json', httpStatus: 200, delayMs: 1_200, body: { status: 1, msg: '' } })
    expect(collections(world)).toEqual(before)
    expect(world.scenarios.faults).toEqual([])
    const again = await backend.handleApi(apiCall('/common/config', { type: 'all' }))
    expect(again).toMatchObject({ kind: 'json', delayMs: 0 })
  })

  it('delay also delays a refusal', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/faults', { path: '/user/login', kind: 'delay' })
    const reply = await backend.handleApi(apiCall('/user/login', { account: 1 }))
    expect(reply).toMatchObject({ kind: 'json', httpStatus: 400, delayMs: 2_000 })
  })

  it("with path * hits every path's next calls", async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/faults', { path: '*', kind: 'reset', times: 2 })
    expect(await backend.handleApi(apiCall('/common/config', { type: 'all' }))).toEqual({ kind: 'drop', delayMs: 0 })
    expect(await backend.handleApi(apiCall('/user/getUserinfo', {}))).toEqual({ kind: 'drop', delayMs: 0 })
    expect(await backend.handleApi(apiCall('/common/config', { type: 'all' }))).toMatchObject({
      kind: 'json',
      httpStatus: 200,
    })
  })

  it('comes before any check of the call', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/faults', { path: '/user/getUserinfo', kind: 'html' })
    expect(await backend.handleApi(apiCall('/user/getUserinfo', 'not json'))).toMatchObject({
      kind: 'text',
      httpStatus: 502,
    })
  })

  it('does not hit an unknown path or another method', async () => {
    const { backend } = testBackend()
    await admin(backend, 'POST', '/faults', { path: '*', kind: 'reset' })
    expect(await backend.handleApi(apiCall('/user/nope', {}))).toMatchObject({ kind: 'json', httpStatus: 404 })
    expect(await backend.handleApi({ ...apiCall('/common/config', ''), method: 'GET' })).toMatchObject({
      kind: 'json',
      httpStatus: 404,
    })
    expect((await backend.worlds.get('default')).scenarios.faults).toHaveLength(1)
  })
})
