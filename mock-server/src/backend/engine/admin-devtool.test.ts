// The steering API's development-tool calls: latency profiles, finding and counting
// requests, the list of operations and of worlds.
import { describe, expect, it } from 'vitest'

import { admin, demo, post, testBackend } from '../../test-support.ts'
import { operations } from './contract.ts'

const world = { 'x-mock-session': 'tools' }

describe('POST /latency', () => {
  it('delays the answers of a path by its profile, the same delays for the same seed, and is cleared', async () => {
    const delays = async () => {
      const { backend } = testBackend()
      const set = await admin(
        backend,
        'POST',
        '/latency',
        { path: '/common/config', kind: 'uniform', minMs: 10, maxMs: 500 },
        world,
      )
      expect((set.body.data as { latency: unknown }).latency).toEqual([
        { path: '/common/config', kind: 'uniform', minMs: 10, maxMs: 500 },
      ])
      const replies = []
      for (let index = 0; index < 5; index++)
        replies.push((await post(backend, '/common/config', { type: 'all' }, world)).delayMs)
      expect((await post(backend, '/common/newss', { page: 1 }, world)).delayMs).toBe(0)
      await admin(backend, 'DELETE', '/latency', undefined, world)
      expect((await post(backend, '/common/config', { type: 'all' }, world)).delayMs).toBe(0)
      return replies
    }
    const first = await delays()
    for (const delay of first) expect(delay).toBeGreaterThanOrEqual(10)
    expect(await delays()).toEqual(first)
  })

  it('refuses a profile of an unknown path or with missing figures, changing nothing', async () => {
    const { backend } = testBackend()
    expect((await admin(backend, 'POST', '/latency', { path: '/nope', kind: 'fixed', ms: 1 }, world)).body.msg).toBe(
      "'/nope' is not a contract path (e.g. /user/login)",
    )
    expect(
      (await admin(backend, 'POST', '/latency', { path: '*', kind: 'lognormal', medianMs: 100 }, world)).body.msg,
    ).toBe('a lognormal profile needs sigma')
    expect((await admin(backend, 'POST', '/latency', { path: '*', kind: 'fixed', ms: 60_001 }, world)).httpStatus).toBe(
      400,
    )
    expect((await admin(backend, 'GET', '/world', undefined, world)).body.data).toMatchObject({ latency: [] })
  })
})

describe('GET /requests and /requests/count', () => {
  it('find and count calls by path, status, catalogue id and body fields', async () => {
    const { backend } = testBackend()
    await post(backend, '/user/login', { account: demo.investor, password: 'wrong' }, world)
    await post(backend, '/user/login', { account: demo.investor, password: demo.password }, world)
    await post(backend, '/user/login', { account: demo.frozen, password: demo.password }, world)
    const count = async (query: string) =>
      (await admin(backend, 'GET', '/requests/count', undefined, world, query)).body.data
    expect(await count('path=/user/login')).toEqual({ count: 3, exact: true })
    expect(await count('path=/user/login&status=1')).toEqual({ count: 1, exact: true })
    expect(await count(`path=/user/login&body[account]=${demo.frozen}`)).toEqual({ count: 1, exact: true })
    expect(await count('errorId=wrong_credentials')).toEqual({ count: 1, exact: true })
    const found = await admin(
      backend,
      'GET',
      '/requests',
      undefined,
      world,
      `body[account]=${demo.investor}&httpStatus=200`,
    )
    expect((found.body.data as Array<{ body: unknown }>).map((record) => record.body)).toEqual([
      { account: demo.investor, password: '***' },
      { account: demo.investor, password: '***' },
    ])
  })

  it('refuses an unknown parameter or a status that is not a number', async () => {
    const { backend } = testBackend()
    expect((await admin(backend, 'GET', '/requests/count', undefined, world, 'paht=/user/login')).body.msg).toBe(
      "unknown query parameter 'paht' (path, status, httpStatus, errorId, body[<field>])",
    )
    expect((await admin(backend, 'GET', '/requests', undefined, world, 'status=ok')).body.msg).toBe(
      "status must be an integer, not 'ok'",
    )
  })
})

describe('GET /operations and /worlds', () => {
  it('lists every operation with its area, restriction and errors, none of them a stub', async () => {
    const { backend } = testBackend()
    const listed = (await admin(backend, 'GET', '/operations')).body.data as Array<{
      path: string
      stub: unknown
      area: string
      restriction: string
    }>
    expect(listed.map((operation) => operation.path)).toEqual([...operations.keys()])
    expect(listed.find((operation) => operation.path === '/trade/buy_stock')).toMatchObject({
      area: 'trade',
      restriction: 'trade',
      secured: true,
      stub: null,
    })
  })

  it('lists the worlds built so far', async () => {
    const { backend } = testBackend()
    await post(backend, '/common/config', { type: 'all' }, { 'x-mock-session': 'first' })
    await admin(backend, 'GET', '/world', undefined, { 'x-mock-session': 'second' })
    const worlds = (await admin(backend, 'GET', '/worlds')).body.data as Array<{
      session: string
      requestCount: number
    }>
    expect(worlds.map(({ session, requestCount }) => [session, requestCount])).toEqual([
      ['first', 1],
      ['second', 0],
    ])
  })
})
