// The contract suite's own helpers, so that the suite can be trusted to fail.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { envelopeProblem } from './envelope.ts'
import { type ContractOperation, listOperations } from './operations.ts'
import { type OperationResult, summarise, toMarkdown } from './report.ts'
import { requestBody, runOrder, unusedAccount } from './requests.ts'
import { checkAnswer } from './schema.ts'
import { demoCredentials, demoFundPassword, demoNewMember, readSettings } from './settings.ts'
import { parseSource } from './sources.ts'

const json = 'application/json; charset=utf-8'

describe('checkAnswer', () => {
  it.each([
    ['a success', '/user/logout', 200, json, '{"status":1,"msg":"","data":null}'],
    ['a failure envelope on 200', '/user/login', 200, json, '{"status":0,"msg":"帳號不存在","data":null}'],
    [
      'a shared 401 answer',
      '/user/getUserinfo',
      401,
      'application/json',
      '{"status":0,"msg":"登入已失效，請重新登入","data":null}',
    ],
    [
      'a shared 400 answer',
      '/common/config',
      400,
      json,
      '{"status":0,"msg":"請求參數錯誤：/type must be string","data":null}',
    ],
  ])('accepts %s', (_, path, status, contentType, text) => {
    expect(checkAnswer(path, 'post', status, contentType, text)).toEqual({ problems: [], unknownFields: [] })
  })

  it.each([
    [
      'an undocumented status',
      '/common/config',
      401,
      json,
      '{"status":0,"msg":"x","data":null}',
      'POST /common/config HTTP 401 is not a documented answer',
    ],
    [
      'an HTML page',
      '/common/config',
      500,
      'text/html',
      '<html></html>',
      "POST /common/config HTTP 500 has content type 'text/html', not application/json",
    ],
    [
      'truncated JSON',
      '/common/config',
      200,
      json,
      '{"status":1,',
      'POST /common/config HTTP 200 is not valid JSON: {"status":1,',
    ],
    [
      'a missing field',
      '/user/logout',
      200,
      json,
      '{"status":1,"msg":""}',
      "POST /user/logout HTTP 200 breaks its schema: the answer lacks the required field 'data'",
    ],
    [
      'a wrong type in data',
      '/common/config',
      200,
      json,
      '{"status":1,"msg":"","data":[{"name":"logo","value":1}]}',
      'POST /common/config HTTP 200 breaks its schema: /data/0/value must be string',
    ],
    [
      'a success status on 401',
      '/user/getUserinfo',
      401,
      json,
      '{"status":1,"msg":"","data":null}',
      'POST /user/getUserinfo HTTP 401 breaks its schema: /status must be equal to constant',
    ],
    ['an unknown path', '/no/such', 200, json, '{}', 'POST /no/such HTTP 200 is not a documented answer'],
  ])('refuses %s', (_, path, status, contentType, text, problem) => {
    const check = checkAnswer(path, 'post', status, contentType, text)
    expect(check.problems).toHaveLength(1)
    expect(check.problems[0]?.startsWith(problem), check.problems[0]).toBe(true)
  })

  it('tells a field the contract does not know apart from a break, with * for array positions', () => {
    const login =
      '{"status":1,"msg":"","data":{"token":"0123456789abcdef0123456789abcdef","account":"0912345678","x":1}}'
    expect(checkAnswer('/user/login', 'post', 200, json, login)).toEqual({ problems: [], unknownFields: ['/data/x'] })
    const config =
      '{"status":1,"msg":"","data":[{"name":"logo","value":"a","x":1},{"name":"title","value":"b","x":2,"y":3}],"z":0}'
    expect(checkAnswer('/common/config', 'post', 200, json, config)).toEqual({
      problems: [],
      unknownFields: ['/z', '/data/*/x', '/data/*/y'],
    })
  })

  it("does not judge masked values (a recording's ***), only the rest", () => {
    const login = '{"status":1,"msg":"","data":{"token":"***","account":"***","x":1}}'
    expect(checkAnswer('/user/login', 'post', 200, json, login, '***')).toEqual({
      problems: [],
      unknownFields: ['/data/x'],
    })
    expect(checkAnswer('/user/login', 'post', 200, json, login).problems).toHaveLength(1)
  })

  it('reports a break, not the fields around it, when an answer has both', () => {
    const check = checkAnswer(
      '/common/config',
      'post',
      200,
      json,
      '{"status":1,"msg":"","data":[{"name":"logo","value":1,"x":1}]}',
    )
    expect(check).toEqual({ problems: [expect.stringContaining('/data/0/value must be string')], unknownFields: [] })
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

const known = { 'x-upstream': 'known', 'x-upstream-evidence': 'seen' }
const designed = { 'x-upstream': 'designed' }

describe('listOperations', () => {
  const document = {
    security: [{ token: [], account: [] }],
    paths: {
      '/a': {
        post: { operationId: 'a', ...known, requestBody: { content: { 'application/json': { example: { x: 1 } } } } },
      },
      '/b': {
        post: { operationId: 'b', ...designed, security: [], 'x-contract': { mutates: true } },
        get: { operationId: 'bGet', ...designed, security: [{}] },
      },
      '/c': {
        put: { ...known, requestBody: { content: { 'application/json': { examples: { one: { value: null } } } } } },
      },
      '/d': {
        post: {
          operationId: 'd',
          ...designed,
          'x-errors': ['wrong_fund_password', 'system_busy'],
          'x-contract': {
            mutates: true,
            account: 'newMember',
            uses: { id: '/a#/data/0/id' },
            expect: 'wrong_fund_password',
            accepts: ['system_busy'],
          },
        },
      },
    },
  }

  it('lists every method of every path with its security, upstream, x-contract and example', () => {
    const base = {
      secured: true,
      mutates: false,
      account: 'suite',
      uses: {},
      expect: undefined,
      accepts: [],
      example: undefined,
      fileFields: undefined,
    }
    expect(listOperations(document)).toEqual([
      { ...base, method: 'post', path: '/a', operationId: 'a', upstream: 'known', example: { value: { x: 1 } } },
      { ...base, method: 'get', path: '/b', operationId: 'bGet', upstream: 'designed', secured: false },
      { ...base, method: 'post', path: '/b', operationId: 'b', upstream: 'designed', secured: false, mutates: true },
      { ...base, method: 'put', path: '/c', operationId: 'put /c', upstream: 'known', example: { value: null } },
      {
        ...base,
        method: 'post',
        path: '/d',
        operationId: 'd',
        upstream: 'designed',
        mutates: true,
        account: 'newMember',
        uses: { id: parseSource('/a#/data/0/id') },
        expect: 'wrong_fund_password',
        accepts: ['system_busy'],
      },
    ])
  })

  it.each([
    ['no x-upstream', {}, 'POST /e: x-upstream must say known or designed'],
    ['another x-upstream', { 'x-upstream': 'maybe' }, "POST /e: x-upstream must be known or designed, not 'maybe'"],
    [
      'known without evidence',
      { 'x-upstream': 'known' },
      'POST /e: x-upstream-evidence goes with x-upstream known, and only with it',
    ],
    [
      'designed with evidence',
      { 'x-upstream': 'designed', 'x-upstream-evidence': 'x' },
      'POST /e: x-upstream-evidence goes with x-upstream known, and only with it',
    ],
    [
      'an account the suite does not know',
      { ...designed, 'x-contract': { account: 'admin' } },
      "POST /e: x-contract account 'admin' is not one the suite knows (newMember)",
    ],
    [
      'an unknown x-contract key',
      { ...designed, 'x-contract': { mutate: true } },
      'POST /e: x-contract has no key mutate',
    ],
    [
      'an expected refusal that is no catalogue id',
      { ...designed, 'x-contract': { expect: 'nope' } },
      "POST /e: x-contract expect 'nope' is not a catalogue id",
    ],
    [
      'an expected refusal the operation does not list',
      { ...designed, 'x-contract': { accepts: ['system_busy'] } },
      "POST /e: x-contract accepts 'system_busy' is not in the operation's x-errors",
    ],
    [
      'a source that is not one',
      { ...designed, 'x-contract': { uses: { id: 'data/0' } } },
      "POST /e: x-contract uses id: 'data/0' is neither",
    ],
    [
      'a source naming no operation',
      { ...designed, 'x-contract': { uses: { id: '/z#/data' } } },
      '/e: x-contract uses id names no operation (/z)',
    ],
  ])('refuses %s', (_, extensions, problem) => {
    expect(() => listOperations({ paths: { '/e': { post: extensions } } })).toThrow(problem)
  })

  it('reads the real contract', () => {
    const operations = listOperations()
    expect(operations.find((operation) => operation.path === '/user/login')).toMatchObject({
      method: 'post',
      secured: false,
      mutates: false,
      upstream: 'known',
    })
    expect(operations.find((operation) => operation.path === '/user/getUserinfo')).toMatchObject({
      secured: true,
      example: { value: {} },
    })
    expect(operations.find((operation) => operation.path === '/user/setPasswords')).toMatchObject({
      secured: true,
      mutates: true,
      account: 'newMember',
    })
    expect(operations.find((operation) => operation.path === '/user/shiming')).toMatchObject({
      expect: 'already_seat_account',
      account: 'suite',
    })
    expect(operations.every((operation) => operation.upstream === 'known' || operation.upstream === 'designed')).toBe(
      true,
    )
    expect(operations.find((operation) => operation.path === '/user/xyflog')).toMatchObject({ upstream: 'designed' })
  })
})

describe('requests', () => {
  const byPath = new Map(listOperations().map((operation) => [operation.path, operation]))
  const operation = (path: string): ContractOperation => {
    const found = byPath.get(path)
    if (found === undefined) throw new Error(`no operation ${path}`)
    return found
  }

  it('fills in the fields x-contract uses names, keeping the rest of the example', () => {
    expect(requestBody(operation('/trade/cancel_stock'), { id: 42 })).toEqual({ id: 42 })
    expect(requestBody(operation('/user/register'), { account: '0900000001' })).toEqual({
      account: '0900000001',
      pwd: 'secret123',
      pwd1: 'secret123',
      inviter: '888888',
    })
  })

  it('refuses an operation without an example', () => {
    expect(() => requestBody({ ...operation('/user/login'), path: '/x', example: undefined })).toThrow(
      'POST /x has no request example',
    )
  })

  it('sends an upload as a multipart form with an image in each file field', async () => {
    const upload = operation('/common/upload1')
    expect(upload.fileFields).toEqual(['file'])
    const body = requestBody(upload)
    expect(body).toBeInstanceOf(FormData)
    const file = (body as FormData).get('file')
    expect(file).toBeInstanceOf(Blob)
    expect(new Uint8Array(await (file as Blob).arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    )
  })

  it('makes mobile numbers', () => {
    for (let i = 0; i < 20; i++) expect(unusedAccount()).toMatch(/^09\d{8}$/)
  })

  it('runs an operation after those whose answers it uses, and logout last', () => {
    const order = runOrder(listOperations()).map((entry) => entry.path)
    expect(order.at(-1)).toBe('/user/logout')
    for (const entry of listOperations()) {
      for (const source of Object.values(entry.uses)) {
        if (source.kind === 'answer' && !source.fresh)
          expect(order.indexOf(source.path), `${source.path} before ${entry.path}`).toBeLessThan(
            order.indexOf(entry.path),
          )
      }
    }
    // /user/addCard uses /user/getUserinfo, which the contract lists later.
    expect(order.indexOf('/user/getUserinfo')).toBeLessThan(order.indexOf('/user/addCard'))
  })

  it('refuses uses that go round in a circle', () => {
    const circle = listOperations({
      paths: {
        '/a': { post: { ...designed, 'x-contract': { uses: { id: '/b#/data' } } } },
        '/b': { post: { ...designed, 'x-contract': { uses: { id: '/a#/data' } } } },
      },
    })
    expect(() => runOrder(circle)).toThrow('x-contract uses go round in a circle through POST /a')
  })
})

describe('readSettings', () => {
  it("uses the mock's demo accounts, fund password and every write against the in-process mock", () => {
    expect(readSettings({})).toEqual({
      baseUrl: undefined,
      suite: demoCredentials,
      newMember: demoNewMember,
      fundPassword: demoFundPassword,
      writeAccounts: [demoCredentials.account, demoNewMember.account],
      allowWrites: true,
      strict: false,
    })
  })

  it('stops against an upstream without credentials instead of falling back to the demo account', () => {
    expect(() => readSettings({ CONTRACT_BASE_URL: 'https://upstream.example/api/vue' })).toThrow(
      'against https://upstream.example/api/vue the suite needs the account to log in with: set ' +
        "CONTRACT_ACCOUNT and CONTRACT_PASSWORD (it never falls back to the mock's demo account)",
    )
    expect(() =>
      readSettings({ CONTRACT_BASE_URL: 'https://upstream.example', CONTRACT_ACCOUNT: '0911111111' }),
    ).toThrow('give CONTRACT_ACCOUNT and CONTRACT_PASSWORD together')
  })

  const upstream = {
    CONTRACT_BASE_URL: 'https://upstream.example/api/vue/',
    CONTRACT_ACCOUNT: '0911111111',
    CONTRACT_PASSWORD: 's3cret',
  }

  it('reads an upstream: no writes, no new member, no fund password unless given', () => {
    expect(readSettings(upstream)).toEqual({
      baseUrl: 'https://upstream.example/api/vue',
      suite: { account: '0911111111', password: 's3cret' },
      newMember: undefined,
      fundPassword: undefined,
      writeAccounts: [],
      allowWrites: false,
      strict: false,
    })
  })

  it('allows writes only for the accounts CONTRACT_WRITE_ACCOUNT names, and only with CONTRACT_ALLOW_WRITES=1', () => {
    expect(readSettings({ ...upstream, CONTRACT_WRITE_ACCOUNT: '0911111111' }).writeAccounts).toEqual([])
    expect(
      readSettings({ ...upstream, CONTRACT_ALLOW_WRITES: 'true', CONTRACT_WRITE_ACCOUNT: '0911111111' }).writeAccounts,
    ).toEqual([])
    expect(readSettings({ ...upstream, CONTRACT_ALLOW_WRITES: '1' })).toMatchObject({
      allowWrites: true,
      writeAccounts: [],
    })
    expect(
      readSettings({ ...upstream, CONTRACT_ALLOW_WRITES: '1', CONTRACT_WRITE_ACCOUNT: '0911111111, 0922222222' })
        .writeAccounts,
    ).toEqual(['0911111111', '0922222222'])
  })

  it('reads the new member, the fund password and strictness', () => {
    const settings = readSettings({
      ...upstream,
      CONTRACT_NEW_MEMBER_ACCOUNT: '0922222222',
      CONTRACT_NEW_MEMBER_PASSWORD: 'pw2',
      CONTRACT_FUND_PASSWORD: '654321',
      CONTRACT_STRICT: '1',
    })
    expect(settings).toMatchObject({
      newMember: { account: '0922222222', password: 'pw2' },
      fundPassword: '654321',
      strict: true,
    })
  })

  it.each(['upstream.example', 'ftp://x', '/api/vue'])('refuses the base URL %s', (baseUrl) => {
    expect(() => readSettings({ CONTRACT_BASE_URL: baseUrl })).toThrow(
      `CONTRACT_BASE_URL must be an http(s) URL such as https://upstream.example/api/vue, not '${baseUrl}'`,
    )
  })
})

describe('the report', () => {
  const result = (outcome: OperationResult['outcome'], more: Partial<OperationResult> = {}): OperationResult => ({
    operation: `POST /${outcome}`,
    upstream: 'known',
    mutates: false,
    outcome,
    problems: [],
    drift: { unknownFields: [], unknownMessages: [], unreadBreaks: [] },
    ...more,
  })
  const base = {
    target: 'https://upstream.example/api/vue',
    against: 'upstream' as const,
    startedAt: '2026-11-25T01:00:00.000Z',
    durationMs: 1234,
    problems: [],
  }

  it('counts outcomes and drift, and passes only without failures, refusals and (when strict) drift', () => {
    const drifting = result('succeeded', {
      drift: { unknownFields: ['/data/x'], unknownMessages: [], unreadBreaks: [] },
    })
    const report = summarise({
      ...base,
      strict: false,
      operations: [drifting, result('skipped', { reason: 'not checked: designed' }), result('refused-as-expected')],
    })
    expect(report.totals).toEqual({
      succeeded: 1,
      'refused-as-expected': 1,
      refused: 0,
      failed: 0,
      skipped: 1,
      drift: 1,
    })
    expect(report.passed).toBe(true)
    expect(summarise({ ...base, strict: true, operations: [drifting] }).passed).toBe(false)
    expect(summarise({ ...base, strict: false, operations: [result('refused')] }).passed).toBe(false)
    expect(summarise({ ...base, strict: false, operations: [result('failed')] }).passed).toBe(false)
    expect(summarise({ ...base, strict: false, problems: ['cannot log in'], operations: [] }).passed).toBe(false)
  })

  it('is a Markdown table with the refusal, its catalogue id and the drift', () => {
    const refused = result('refused', {
      status: 0,
      msg: '系統繁忙，請稍後再試',
      catalogueId: 'system_busy',
      expected: 'success',
      drift: { unknownFields: ['/data/*/x'], unknownMessages: ['a|b'], unreadBreaks: [] },
    })
    const markdown = toMarkdown(summarise({ ...base, strict: false, operations: [refused] }))
    expect(markdown).toContain(
      '**FAILED**: 0 succeeded, 0 refused as expected, 1 refused, 0 failed, 0 skipped; drift in 1 operation(s).',
    )
    expect(markdown).toContain(
      '| POST /refused | known | **REFUSED** | 系統繁忙，請稍後再試 (system_busy); expected ' +
        'success | unknown field /data/*/x; message not in the catalogue: a\\|b |',
    )
  })
})

describe('docs/contract.md', () => {
  it('says what a run with writes does with every known call that changes state, and with no other', async () => {
    const text = await readFile(resolve(import.meta.dirname, '../../docs/contract.md'), 'utf8')
    const start = text.indexOf('### What the writes do')
    const section = text.slice(start, text.indexOf('\n### ', start + 1))
    const listed = [...section.matchAll(/^\| `(\/[^`]+)` \|/gm)].map((match) => match[1])
    const writes = listOperations().filter((operation) => operation.mutates && operation.upstream === 'known')
    expect(listed).toEqual(writes.map((operation) => operation.path))
  })
})
