// The contract suite's own helpers, so that the suite can be trusted to fail.
import { describe, expect, it } from 'vitest'
import { envelopeProblem } from './envelope.ts'
import { listOperations } from './operations.ts'
import { requestBody, runOrder, unusedAccount } from './requests.ts'
import { checkAnswer } from './schema.ts'
import { demoCredentials, demoNewMember, readSettings } from './settings.ts'

const json = 'application/json; charset=utf-8'

describe('checkAnswer', () => {
  it.each([
    ['a success', '/user/logout', 200, json, '{"status":1,"msg":"","data":null}'],
    ['a failure envelope on 200', '/user/login', 200, json, '{"status":0,"msg":"帳號不存在","data":null}'],
    ['a shared 401 answer', '/user/getUserinfo', 401, 'application/json', '{"status":0,"msg":"登入已失效，請重新登入","data":null}'],
    ['a shared 400 answer', '/common/config', 400, json, '{"status":0,"msg":"請求參數錯誤：/type must be string","data":null}'],
  ])('accepts %s', (_, path, status, contentType, text) => {
    expect(checkAnswer(path, 'post', status, contentType, text)).toEqual({ ok: true })
  })

  it.each([
    ['an undocumented status', '/common/config', 401, json, '{"status":0,"msg":"x","data":null}', 'POST /common/config HTTP 401 is not a documented answer'],
    ['an HTML page', '/common/config', 500, 'text/html', '<html></html>', "POST /common/config HTTP 500 has content type 'text/html', not application/json"],
    ['truncated JSON', '/common/config', 200, json, '{"status":1,', 'POST /common/config HTTP 200 is not valid JSON: {"status":1,'],
    ['a missing field', '/user/logout', 200, json, '{"status":1,"msg":""}', 'POST /user/logout HTTP 200 breaks its schema: '],
    ['a wrong type in data', '/common/config', 200, json, '{"status":1,"msg":"","data":[{"name":"logo","value":1}]}', 'POST /common/config HTTP 200 breaks its schema: '],
    ['an unknown field in data', '/user/login', 200, json, '{"status":1,"msg":"","data":{"token":"0123456789abcdef0123456789abcdef","account":"0912345678","x":1}}', 'POST /user/login HTTP 200 breaks its schema: '],
    ['a success status on 401', '/user/getUserinfo', 401, json, '{"status":1,"msg":"","data":null}', 'POST /user/getUserinfo HTTP 401 breaks its schema: '],
    ['an unknown path', '/no/such', 200, json, '{}', 'POST /no/such HTTP 200 is not a documented answer'],
  ])('refuses %s', (_, path, status, contentType, text, problem) => {
    const check = checkAnswer(path, 'post', status, contentType, text)
    expect(check.ok).toBe(false)
    expect(check.ok ? '' : check.problem.startsWith(problem)).toBe(true)
  })
})

describe('envelopeProblem', () => {
  it.each([
    [{ status: 1, msg: '', data: null }, undefined],
    [{ status: 0, msg: 'x', data: [] }, undefined],
    [[], 'the answer is not a JSON object'],
    [null, 'the answer is not a JSON object'],
    ['text', 'the answer is not a JSON object'],
    [{ status: '1', msg: '', data: null }, "'status' is not an integer"],
    [{ status: 1.5, msg: '', data: null }, "'status' is not an integer"],
    [{ status: 1, msg: null, data: null }, "'msg' is not a string"],
    [{ status: 1, msg: '' }, "'data' is missing"],
  ])('%j: %s', (value, problem) => {
    expect(envelopeProblem(value)).toBe(problem)
  })
})

describe('listOperations', () => {
  const document = {
    security: [{ token: [], account: [] }],
    paths: {
      '/a': { post: { operationId: 'a', requestBody: { content: { 'application/json': { example: { x: 1 } } } } } },
      '/b': { post: { operationId: 'b', security: [], 'x-contract': { mutates: true } }, get: { operationId: 'bGet', security: [{}] } },
      '/c': { put: { requestBody: { content: { 'application/json': { examples: { one: { value: null } } } } } } },
      '/d': { post: { operationId: 'd', 'x-contract': { mutates: true, account: 'newMember' } } },
    },
  }

  it('lists every method of every path with its effective security, mutates flag, account and example', () => {
    expect(listOperations(document)).toEqual([
      { method: 'post', path: '/a', operationId: 'a', secured: true, mutates: false, account: 'suite', example: { value: { x: 1 } } },
      { method: 'get', path: '/b', operationId: 'bGet', secured: false, mutates: false, account: 'suite', example: undefined },
      { method: 'post', path: '/b', operationId: 'b', secured: false, mutates: true, account: 'suite', example: undefined },
      { method: 'put', path: '/c', operationId: 'put /c', secured: true, mutates: false, account: 'suite', example: { value: null } },
      { method: 'post', path: '/d', operationId: 'd', secured: true, mutates: true, account: 'newMember', example: undefined },
    ])
  })

  it('refuses an account the suite does not know', () => {
    expect(() => listOperations({ paths: { '/e': { post: { 'x-contract': { account: 'admin' } } } } })).toThrow(
      "POST /e: x-contract account 'admin' is not one the suite knows (newMember)",
    )
  })

  it('reads the real contract', () => {
    const operations = listOperations()
    expect(operations.find((operation) => operation.path === '/user/login')).toMatchObject({ method: 'post', secured: false, mutates: false })
    expect(operations.find((operation) => operation.path === '/user/getUserinfo')).toMatchObject({ secured: true, example: { value: {} } })
    expect(operations.find((operation) => operation.path === '/user/shiming')).toMatchObject({ secured: true, mutates: true, account: 'newMember' })
  })
})

describe('requests', () => {
  const settings = readSettings({ CONTRACT_ACCOUNT: '0900000001', CONTRACT_PASSWORD: 'pw' })
  const byPath = new Map(listOperations().map((operation) => [operation.path, operation]))

  it("logs in with the suite's credentials", () => {
    const login = byPath.get('/user/login')
    if (login === undefined) throw new Error('no login operation')
    expect(requestBody(login, settings)).toEqual({ account: '0900000001', password: 'pw' })
  })

  it('registers an unused account, keeping the rest of the example', () => {
    const register = byPath.get('/user/register')
    if (register === undefined) throw new Error('no register operation')
    const body = requestBody(register, settings) as Record<string, unknown>
    expect(body).toMatchObject({ pwd: 'secret123', pwd1: 'secret123', inviter: '888888' })
    expect(body.account).toMatch(/^09\d{8}$/)
    expect(body.account).not.toBe('0987654321')
  })

  it('refuses an operation without an example', () => {
    expect(() =>
      requestBody({ method: 'post', path: '/x', operationId: 'x', secured: false, mutates: false, account: 'suite', example: undefined, fileFields: undefined }, settings),
    ).toThrow('POST /x has no request example')
  })

  it('sends an upload as a multipart form with an image in each file field', async () => {
    const upload = byPath.get('/common/upload1')
    if (upload === undefined) throw new Error('no upload operation')
    expect(upload.fileFields).toEqual(['file'])
    const body = requestBody(upload, settings)
    expect(body).toBeInstanceOf(FormData)
    const file = (body as FormData).get('file')
    expect(file).toBeInstanceOf(Blob)
    expect(new Uint8Array(await (file as Blob).arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
  })

  it('makes mobile numbers', () => {
    for (let i = 0; i < 20; i++) expect(unusedAccount()).toMatch(/^09\d{8}$/)
  })

  it('runs logout last', () => {
    expect(runOrder(listOperations()).at(-1)?.path).toBe('/user/logout')
  })
})

describe('readSettings', () => {
  it('defaults to the mock and its demo account', () => {
    expect(readSettings({})).toEqual({ baseUrl: undefined, ...demoCredentials, allowWrites: false, newMember: demoNewMember })
  })

  it('reads an upstream, credentials and the write switch', () => {
    expect(
      readSettings({ CONTRACT_BASE_URL: 'https://upstream.example/api/vue/', CONTRACT_ACCOUNT: '0911111111', CONTRACT_PASSWORD: 's3cret', CONTRACT_ALLOW_WRITES: '1' }),
    ).toEqual({ baseUrl: 'https://upstream.example/api/vue', account: '0911111111', password: 's3cret', allowWrites: true, newMember: undefined })
  })

  it('reads the new member of an upstream, which has none unless given', () => {
    const upstream = { CONTRACT_BASE_URL: 'https://upstream.example/api/vue' }
    expect(readSettings({ ...upstream, CONTRACT_NEW_MEMBER_ACCOUNT: '0922222222' }).newMember).toBeUndefined()
    expect(readSettings({ ...upstream, CONTRACT_NEW_MEMBER_ACCOUNT: '0922222222', CONTRACT_NEW_MEMBER_PASSWORD: 'pw2' }).newMember).toEqual({
      account: '0922222222',
      password: 'pw2',
    })
  })

  it.each(['upstream.example', 'ftp://x', '/api/vue'])('refuses the base URL %s', (baseUrl) => {
    expect(() => readSettings({ CONTRACT_BASE_URL: baseUrl })).toThrow(`CONTRACT_BASE_URL must be an http(s) URL such as https://upstream.example/api/vue, not '${baseUrl}'`)
  })

  it('runs writes against an upstream only with CONTRACT_ALLOW_WRITES=1', () => {
    expect(readSettings({ CONTRACT_ALLOW_WRITES: 'true' }).allowWrites).toBe(false)
  })
})
