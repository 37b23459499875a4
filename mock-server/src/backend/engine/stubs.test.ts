// Contract-first calls: an operation added to the contract answers before any handler is
// written, from its example or from data generated from its schema.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import appDocument from '#openapi/generated/openapi.json' with { type: 'json' }

import { apiCall, asJson, demo, testSeed, testStart } from '../../test-support.ts'
import { type Backend, checkHandlersAgainstContract } from './backend.ts'
import { answerValidator, describeValidationError, operations } from './contract.ts'
import { generatedData } from './stubs.ts'

// Composed as the contract composes each answer: the shared success envelope and the call's data.
const success = (data: Record<string, unknown>) => ({
  type: 'object',
  description: 'Success.',
  allOf: [{ $ref: '#/components/schemas/SuccessEnvelope' }],
  required: ['data'],
  properties: { data },
})
const answer = (data: Record<string, unknown>, media: Record<string, unknown> = {}) => ({
  '200': {
    description: 'The answer.',
    content: {
      'application/json': {
        schema: {
          description: 'Success or failure.',
          oneOf: [success(data), { $ref: '#/components/schemas/ErrorEnvelope' }],
        },
        ...media,
      },
    },
  },
})
const requestBody = {
  required: true,
  content: {
    'application/json': {
      schema: { type: 'object', description: 'Nothing.', additionalProperties: false, properties: {} },
    },
  },
}
const greeting = {
  type: 'object',
  description: 'A greeting.',
  required: ['text', 'count'],
  additionalProperties: false,
  properties: {
    text: { type: 'string', description: 'Text.' },
    count: { type: 'integer', minimum: 1, maximum: 9, description: 'Count.' },
  },
}

/** The contract with two operations nobody wrote a handler for: one with examples, one without. */
const contractWithNewCalls = {
  ...appDocument,
  paths: {
    ...appDocument.paths,
    '/common/hello': {
      post: {
        operationId: 'commonHello',
        tags: ['site'],
        summary: 'A new call',
        description: 'Added to the contract, no handler yet.',
        security: [],
        'x-restriction': 'none',
        'x-errors': ['system_busy'],
        requestBody,
        responses: answer(greeting, {
          examples: {
            morning: { value: { status: 1, msg: '', data: { text: '早安', count: 1 } } },
            evening: { value: { status: 1, msg: '', data: { text: '晚安', count: 2 } } },
          },
        }),
      },
    },
    '/trade/newReport': {
      post: {
        operationId: 'tradeNewReport',
        tags: ['trade'],
        summary: 'Another new call',
        description: 'Needs a session and an account allowed to trade.',
        'x-restriction': 'trade',
        'x-errors': ['trading_forbidden'],
        requestBody,
        responses: answer({ type: 'array', description: 'Rows.', minItems: 1, maxItems: 3, items: greeting }),
      },
    },
  },
}

let backend: Backend
const world = { 'x-mock-session': 'stubs' }

beforeAll(async () => {
  // A fresh module graph on the copied contract: the engine reads the contract once, at load.
  vi.resetModules()
  vi.doMock('#openapi/generated/openapi.json', () => ({ default: contractWithNewCalls }))
  const { createBackend } = await import('./backend.ts')
  backend = createBackend({
    seed: testSeed,
    start: testStart,
    clockMode: 'frozen',
    realNow: () => 0,
    reportProblem: (problem) => expect.fail(problem),
  })
})

afterAll(() => {
  vi.doUnmock('#openapi/generated/openapi.json')
  vi.resetModules()
})

const call = async (path: string, headers: Record<string, string> = {}) =>
  asJson(await backend.handleApi(apiCall(path, {}, { ...world, ...headers })))

async function login(account: string = demo.investor): Promise<Record<string, string>> {
  const logged = asJson(await backend.handleApi(apiCall('/user/login', { account, password: demo.password }, world)))
  const { token } = logged.body.data as { token: string }
  return { token, account }
}

describe('an operation without a handler', () => {
  it('answers its first success example, marked as a stub', async () => {
    const reply = await call('/common/hello')
    expect(reply.httpStatus).toBe(200)
    expect(reply.body).toEqual({ status: 1, msg: '', data: { text: '早安', count: 1 } })
    expect(reply.headers['x-mock-stub']).toBe('example')
  })

  it('answers the example a Prefer header names, and refuses an unknown name', async () => {
    expect((await call('/common/hello', { prefer: 'example=evening' })).body.data).toEqual({ text: '晚安', count: 2 })
    const unknown = await call('/common/hello', { prefer: 'example=night' })
    expect(unknown.httpStatus).toBe(400)
    expect(unknown.body.msg).toBe("請求參數錯誤：Prefer: no example named 'night' (examples: morning, evening)")
  })

  it('still validates the body and takes forced errors', async () => {
    const invalid = asJson(await backend.handleApi(apiCall('/common/hello', { extra: 1 }, world)))
    expect(invalid.body.msg).toBe("請求參數錯誤：body has unknown field 'extra'")
    const forced = await call('/common/hello', { 'x-mock-error': 'system_busy' })
    expect(forced.body.status).toBe(0)
    expect(forced.headers['x-mock-stub']).toBeUndefined()
  })

  it('without an example, answers data generated from the schema: valid, and the same for the same seed', async () => {
    const session = await login()
    const first = await call('/trade/newReport', session)
    expect(first.headers['x-mock-stub']).toBe('generated')
    const rows = first.body.data as Array<{ text: string; count: number }>
    expect(rows.length).toBeGreaterThanOrEqual(1)
    for (const row of rows) expect(row.count).toBeGreaterThanOrEqual(1)
    expect((await call('/trade/newReport', session)).body).toEqual(first.body)
  })

  it('needs a session when the contract secures it, and enforces its x-restriction', async () => {
    expect((await call('/trade/newReport')).httpStatus).toBe(401)
    const session = await login()
    await backend.handleAdmin({
      method: 'POST',
      path: '/accounts',
      headers: { ...world, 'content-type': 'application/json' },
      body: JSON.stringify({ account: demo.investor, restrictions: { tradingForbidden: true } }),
    })
    const refused = await call('/trade/newReport', session)
    expect(refused.body.status).toBe(0)
    expect(refused.headers['x-mock-error-id']).toBe('trading_forbidden')
  })

  it('is listed as a stub by /__mock/operations and /__mock/stats', async () => {
    const stats = asJson(await backend.handleAdmin({ method: 'GET', path: '/stats', headers: {}, body: '' }))
    expect((stats.body.data as { stubs: unknown }).stubs).toEqual([
      { path: '/common/hello', kind: 'example' },
      { path: '/trade/newReport', kind: 'generated' },
    ])
  })
})

describe('data generated from the real contract', () => {
  it('is valid against the contract for every operation', async () => {
    for (const path of operations.keys()) {
      const validate = answerValidator(path, 200)
      const envelope = { status: 1, msg: '', data: await generatedData(path, testSeed) }
      expect(validate?.(envelope), `${path}: ${describeValidationError(validate?.errors)}`).toBe(true)
    }
  })
})

describe('the start-up check', () => {
  it('accepts operations without handlers; refuses a handler of another area, security or no operation', () => {
    expect(() => checkHandlersAgainstContract()).not.toThrow()
    expect(() => checkHandlersAgainstContract(new Map([['/user/login', 'trade']]), () => false)).toThrow(
      '/user/login: the contract puts it in the login area, its handler is in trade',
    )
    expect(() => checkHandlersAgainstContract(new Map([['/user/login', 'login']]), () => true)).toThrow(
      '/user/login: the contract says secured=false, the handler secured=true',
    )
    expect(() => checkHandlersAgainstContract(new Map([['/user/gone', 'login']]), () => false)).toThrow(
      '/user/gone: the login area has a handler for it, the contract has no such operation',
    )
  })
})
