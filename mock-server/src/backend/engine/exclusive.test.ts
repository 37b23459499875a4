// Calls into one world never interleave; a retried call with the same Idempotency-Key is
// answered once and replayed after.
import { describe, expect, it } from 'vitest'

import {
  admin,
  apiCall,
  asJson,
  demo,
  login,
  post,
  sampleFiles,
  snapshot,
  testBackend,
  upload,
} from '../../test-support.ts'
import { operations } from './contract.ts'

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
    const results = await Promise.all([
      world.exclusive(task('a', 5)),
      world.exclusive(task('b', 1)),
      world.exclusive(task('c', 3)),
    ])
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
      Array.from({ length: 5 }, () =>
        backend.handleApi(
          apiCall('/user/register', { ...registration, account: '0987000002' }, { 'idempotency-key': 'dup' }),
        ),
      ),
    )
    const bodies = replies.map((reply) => asJson(reply).body)
    expect(bodies.every((body) => body.status === 1)).toBe(true)
    const world = await backend.worlds.get('default')
    expect(world.db.users.findMany((q) => q.where({ account: '0987000002' }))).toHaveLength(1)
  })

  it('refuses the same key with another body, changing nothing', async () => {
    const { backend } = testBackend()
    await post(backend, '/user/register', registration, { 'idempotency-key': 'k' })
    const other = await post(
      backend,
      '/user/register',
      { ...registration, account: '0987000003' },
      { 'idempotency-key': 'k' },
    )
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
    const refused = await post(
      backend,
      '/user/register',
      { ...registration, inviter: 'nobody' },
      { 'idempotency-key': 'r' },
    )
    expect(refused.headers['x-mock-error-id']).toBe('inviter_not_found')
    expect(
      (await post(backend, '/user/register', { ...registration, inviter: 'nobody' }, { 'idempotency-key': 'r' }))
        .headers['idempotent-replayed'],
    ).toBe('true')

    const anonymous = await post(backend, '/user/logout', {}, { 'idempotency-key': 'out' })
    expect(anonymous.httpStatus).toBe(401)
    const session = await login(backend)
    const loggedOut = await post(backend, '/user/logout', {}, { ...session.headers, 'idempotency-key': 'out' })
    expect(loggedOut.body.status).toBe(1)
  })

  it('is ignored on calls that change nothing', async () => {
    const { backend } = testBackend()
    const reply = await post(backend, '/common/config', { type: 'all' }, { 'idempotency-key': 'read' })
    expect(
      (await post(backend, '/common/config', { type: 'all' }, { 'idempotency-key': 'read' })).headers[
        'idempotent-replayed'
      ],
    ).toBeUndefined()
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

describe('calls that only read', () => {
  const ticks = async (count: number) => {
    for (let i = 0; i < count; i++) await Promise.resolve()
  }

  it('wait for a change under way and see all of it, never half', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    const world = await backend.worlds.get('default')
    const user = world.db.users.findFirst((q) => q.where({ account: demo.investor }))!
    let release = () => {}
    const change = world.exclusive(async () => {
      await world.db.users.update((q) => q.where({ id: user.id }), {
        data: (draft) => void (draft.balances.twd += 100),
      })
      await new Promise<void>((resume) => (release = resume))
      await world.db.users.update((q) => q.where({ id: user.id }), {
        data: (draft) => void (draft.balances.usd += 100),
      })
    })
    let answered = false
    const read = post(backend, '/user/getUserinfo', {}, session.headers).finally(() => (answered = true))
    await ticks(50)
    expect(answered).toBe(false)
    release()
    await change
    const info = (await read).body.data as { money: string; usd_money: string }
    expect([info.money, info.usd_money]).toEqual(['1000001.00', '5001.00'])
  })

  it('run side by side, change nothing and tell persistence nothing', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    const world = await backend.worlds.get('default')
    let changes = 0
    world.onChange = () => (changes += 1)
    const before = snapshot(world)
    const reads = ['/user/getUserinfo', '/trade/userstocklist', '/user/cardList', '/common/config', '/trade/kline']
    const replies = await Promise.all(
      reads.map((path) => post(backend, path, operations.get(path)?.example, session.headers)),
    )
    expect(replies.map((reply) => reply.body.status)).toEqual(reads.map(() => 1))
    expect(snapshot(world)).toBe(before)
    expect(changes).toBe(0)
    expect(
      (await post(backend, '/user/addOptional', operations.get('/user/addOptional')?.example, session.headers)).body
        .status,
    ).toBe(1)
    expect(changes).toBe(1)
  })

  it('run again alone when they change the world after all: settling that falls due, a new session', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    const world = await backend.worlds.get('default')
    const pay_img = (await upload(backend, { file: sampleFiles.png }, session.headers)).body.data as string
    expect(
      (await post(backend, '/user/chongzhi', { money: '5000', id: 1, pay_img }, session.headers)).body.status,
    ).toBe(1)
    const pending = () => world.db.deposits.findMany((q) => q.where({ status: 0 })).length
    expect(pending()).toBeGreaterThan(0)
    await admin(backend, 'POST', '/clock', { advanceMs: 60 * 60 * 1000 })
    let changes = 0
    world.onChange = () => (changes += 1)
    // A read settles the world (the deposit's review falls due) before it answers.
    const list = await post(backend, '/user/chongzhilist', { page: 1 }, session.headers)
    expect(list.body.status).toBe(1)
    expect(pending()).toBe(0)
    expect(changes).toBe(1)
    // A login only reads by the contract, and opens a session.
    await login(backend)
    expect(changes).toBe(2)
  })
})
