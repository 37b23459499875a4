// Calls into one world never interleave; a retried call with the same Idempotency-Key is
// answered once and replayed after.
import { describe, expect, it } from 'vitest'
import { apiCall, asJson, login, post, testBackend } from '../../test-support.ts'

describe('World.exclusive', () => {
  it('runs tasks one after another, in order, even when they await', async () => {
    const { backend } = testBackend()
    const world = await backend.worlds.get('default')
    const trace: string[] = []
    const task = (name: string, waits: number) => async () => {
      trace.push(`${name} starts`)
      for (let i = 0; i < waits; i++) await Promise.resolve()
      trace.push(`${name} ends`)
      return name
    }
    const results = await Promise.all([world.exclusive(task('a', 5)), world.exclusive(task('b', 1)), world.exclusive(task('c', 3))])
    expect(results).toEqual(['a', 'b', 'c'])
    expect(trace).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends'])
  })

  it('goes on after a task fails', async () => {
    const { backend } = testBackend()
    const world = await backend.worlds.get('default')
    await expect(world.exclusive(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(world.exclusive(async () => 'next')).resolves.toBe('next')
  })

  it('keeps worlds independent: one world waiting does not hold up another', async () => {
    const { backend } = testBackend()
    const [one, two] = await Promise.all([backend.worlds.get('one'), backend.worlds.get('two')])
    let release = () => {}
    const blocked = one.exclusive(() => new Promise<void>((resolve) => (release = resolve)))
    await expect(two.exclusive(async () => 'free')).resolves.toBe('free')
    release()
    await blocked
  })
})

describe('Idempotency-Key', () => {
  const registration = { account: '0987000001', pwd: 'secret123', pwd1: 'secret123', inviter: '888888' }

  it('carries out a changing call once and replays its answer to a retry', async () => {
    const { backend } = testBackend()
    const first = await post(backend, '/user/register', registration, { 'idempotency-key': 'reg-1' })
    expect(first.body.status).toBe(1)
    const retry = await post(backend, '/user/register', registration, { 'idempotency-key': 'reg-1' })
    expect(retry.body).toEqual(first.body)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    // Without the key the same body is a new request, refused by the rules.
    const again = await post(backend, '/user/register', registration)
    expect(again.headers['x-mock-error-id']).toBe('account_exists')
  })

  it('answers concurrent duplicates once', async () => {
    const { backend } = testBackend()
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => backend.handleApi(apiCall('/user/register', { ...registration, account: '0987000002' }, { 'idempotency-key': 'dup' }))),
    )
    const bodies = replies.map((reply) => asJson(reply).body)
    expect(bodies.every((body) => body.status === 1)).toBe(true)
    const world = await backend.worlds.get('default')
    expect(world.db.users.findMany((q) => q.where({ account: '0987000002' }))).toHaveLength(1)
  })

  it('refuses the same key with another body, changing nothing', async () => {
    const { backend } = testBackend()
    await post(backend, '/user/register', registration, { 'idempotency-key': 'k' })
    const other = await post(backend, '/user/register', { ...registration, account: '0987000003' }, { 'idempotency-key': 'k' })
    expect(other.httpStatus).toBe(400)
    expect(other.body.msg).toBe('請求參數錯誤：this Idempotency-Key was already used with another body')
    const world = await backend.worlds.get('default')
    expect(world.db.users.findFirst((q) => q.where({ account: '0987000003' }))).toBeUndefined()
  })

  it('refuses a malformed key', async () => {
    const { backend } = testBackend()
    const reply = await post(backend, '/user/register', registration, { 'idempotency-key': 'no spaces allowed' })
    expect(reply.httpStatus).toBe(400)
    expect(reply.headers['x-mock-error-id']).toBe('request_invalid')
  })

  it('remembers a refusal too, but not a missing session', async () => {
    const { backend } = testBackend()
    const refused = await post(backend, '/user/register', { ...registration, inviter: 'nobody' }, { 'idempotency-key': 'r' })
    expect(refused.headers['x-mock-error-id']).toBe('inviter_not_found')
    expect((await post(backend, '/user/register', { ...registration, inviter: 'nobody' }, { 'idempotency-key': 'r' })).headers['idempotent-replayed']).toBe('true')

    const anonymous = await post(backend, '/user/logout', {}, { 'idempotency-key': 'out' })
    expect(anonymous.httpStatus).toBe(401)
    const session = await login(backend)
    const loggedOut = await post(backend, '/user/logout', {}, { ...session.headers, 'idempotency-key': 'out' })
    expect(loggedOut.body.status).toBe(1)
  })

  it('is ignored on calls that change nothing', async () => {
    const { backend } = testBackend()
    const reply = await post(backend, '/common/config', { type: 'all' }, { 'idempotency-key': 'read' })
    expect((await post(backend, '/common/config', { type: 'all' }, { 'idempotency-key': 'read' })).headers['idempotent-replayed']).toBeUndefined()
    expect(reply.body.status).toBe(1)
  })

  it('keeps only the most recent keys of a world', async () => {
    const { backend } = testBackend()
    const world = await backend.worlds.get('default')
    for (let i = 0; i < world.idempotency.limit + 20; i++) {
      await post(backend, '/user/register', { ...registration, inviter: 'nobody' }, { 'idempotency-key': `k${i}` })
    }
    expect(world.idempotency.size).toBe(world.idempotency.limit)
  })
})
