// Determinism: the same seed and clock give the same answers, byte for byte, except for
// session tokens, which are random on purpose.
import { describe, expect, it } from 'vitest'

import { adminCall, apiCall, demo, testBackend } from '../../test-support.ts'
import type { IncomingCall, Reply } from '../core/call.ts'
import type { Backend } from './backend.ts'

/** Replaces every `token` field (and token header) by a marker, collecting the tokens. */
function maskTokens(value: unknown, tokens: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => maskTokens(item, tokens))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (key === 'token' && typeof field === 'string') {
        tokens.push(field)
        return [key, '<token>']
      }
      // The digest covers the sessions, whose tokens are random on purpose.
      if (key === 'stateDigest') return [key, '<digest>']
      // The body as JSON, as sent: the body (tokens and all) again.
      if (key === 'encoded') return [key, '<the body as JSON>']
      return [key, maskTokens(field, tokens)]
    }),
  )
}

type Step = (session: { token: string; account: string }) => ['api' | 'admin', IncomingCall]

const world = { 'x-mock-session': 'replay' }
const asUser = (session: { token: string; account: string }) => ({
  ...world,
  token: session.token,
  account: session.account,
})

// A sequence touching every handler, refusals, steering, the clock and the request log.
const steps: Step[] = [
  () => ['api', apiCall('/common/config', { type: 'all' }, world)],
  () => ['api', apiCall('/user/login', { account: demo.investor, password: 'wrong' }, world)],
  () => ['api', apiCall('/user/login', { account: demo.frozen, password: demo.password }, world)],
  () => ['api', apiCall('/user/login', { account: demo.investor, password: demo.password }, world)],
  (session) => ['api', apiCall('/user/getUserinfo', {}, asUser(session))],
  () => [
    'api',
    apiCall('/user/register', { account: '0987654321', pwd: 'secret123', pwd1: 'secret123', inviter: '888888' }, world),
  ],
  () => [
    'api',
    apiCall(
      '/user/register',
      { account: '0911222333', pwd: 'secret123', pwd1: 'secret123', inviter: 'TW43216' },
      world,
    ),
  ],
  () => ['api', apiCall('/user/login', { account: '0911222333', password: 'secret123' }, world)],
  (session) => ['api', apiCall('/user/getUserinfo', {}, asUser(session))],
  () => ['admin', adminCall('POST', '/clock', { advanceMs: 3_723_004 }, world)],
  () => [
    'admin',
    adminCall('POST', '/errors', { path: '/common/config', id: 'block_daily_limit', params: { n: '2' } }, world),
  ],
  () => ['api', apiCall('/common/config', { type: 'all' }, world)],
  () => ['api', apiCall('/common/config', { type: 'all' }, { ...world, 'x-mock-error': 'withdraw_amount_limit' })],
  () => ['admin', adminCall('POST', '/faults', { path: '/common/config', kind: 'html', status: 503 }, world)],
  () => ['api', apiCall('/common/config', { type: 'all' }, world)],
  () => ['api', apiCall('/user/login', '{"account":', world)],
  (session) => ['api', apiCall('/user/logout', {}, asUser(session))],
  (session) => ['api', apiCall('/user/getUserinfo', {}, asUser(session))],
  () => ['admin', adminCall('GET', '/world', undefined, world)],
  () => ['admin', adminCall('GET', '/requests', undefined, world)],
  () => ['admin', adminCall('POST', '/reset', { seed: 5 }, world)],
  () => ['api', apiCall('/common/config', { type: 'all' }, world)],
]

/** Runs every step; protected calls use the latest session the backend handed out. */
async function replay(backend: Backend): Promise<Reply[]> {
  const replies: Reply[] = []
  let session = { token: '', account: '' }
  for (const step of steps) {
    const [kind, call] = step(session)
    const reply = kind === 'api' ? await backend.handleApi(call) : await backend.handleAdmin(call)
    replies.push(reply)
    if (reply.kind === 'json' && call.path === '/user/login') {
      const data = (reply.body as { data: { token: string; account: string } | null }).data
      if (data !== null) session = data
    }
  }
  return replies
}

describe('determinism', () => {
  it('two backends with the same seed answer the same calls byte for byte, tokens excepted', async () => {
    const first = testBackend()
    const second = testBackend()
    const firstTokens: string[] = []
    const secondTokens: string[] = []
    const a = JSON.stringify(maskTokens(await replay(first.backend), firstTokens))
    const b = JSON.stringify(maskTokens(await replay(second.backend), secondTokens))
    expect(a).toBe(b)
    expect(a).toContain('當前大宗一天限購2次') // the sequence really went through the steering...
    expect(a).toContain('"invite_code":"TW23337"') // ...and two registrations
    expect(first.problems).toEqual([])

    expect(firstTokens).toHaveLength(2)
    expect(secondTokens).toHaveLength(2)
    for (const token of [...firstTokens, ...secondTokens]) expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(new Set([...firstTokens, ...secondTokens]).size).toBe(4)
  })

  it('two worlds of one backend start identical', async () => {
    const { backend } = testBackend()
    const replies = async (session: string) => {
      const tokens: string[] = []
      const headers = { 'x-mock-session': session }
      const answers = [
        await backend.handleApi(apiCall('/common/config', { type: 'all' }, headers)),
        await backend.handleApi(apiCall('/user/login', { account: demo.unverified, password: demo.password }, headers)),
        await backend.handleAdmin(adminCall('GET', '/requests', undefined, headers)),
      ]
      return JSON.stringify(maskTokens(answers, tokens)).replaceAll(`"${session}"`, '"<world>"')
    }
    expect(await replies('one')).toBe(await replies('two'))
  })

  it('a running clock driven by the same real time gives the same answers', async () => {
    const run = async () => {
      let real = 0
      const { backend } = testBackend({ clockMode: 'running', realNow: () => (real += 250) })
      const answers: Reply[] = []
      for (let i = 0; i < 3; i++) {
        answers.push(await backend.handleApi(apiCall('/common/config', { type: 'all' })))
        answers.push(await backend.handleAdmin(adminCall('GET', '/world')))
      }
      answers.push(await backend.handleAdmin(adminCall('GET', '/requests')))
      return JSON.stringify(answers)
    }
    const first = await run()
    expect(first).toBe(await run())
    expect(first).not.toContain('"now":"2026-11-23T09:30:00.000+08:00"') // the clock did move
  })
})
