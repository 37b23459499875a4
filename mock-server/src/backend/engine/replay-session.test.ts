// A replayed answer is an answer like any other: it reaches only the session that made the
// first call, after the same session and restriction checks, and a key never lets one
// caller see what another caller's key answered.
import { describe, expect, it } from 'vitest'

import { admin, demo, login, post, testBackend } from '../../test-support.ts'

const exchange = { money: '1000', from: 'TWD', to: 'USD' }
const key = { 'idempotency-key': 'k1' }

/** The investor's exchange with key k1, then the investor's session and the world. */
async function exchanged() {
  const { backend, problems } = testBackend()
  const session = await login(backend)
  const first = await post(backend, '/user/rotation', exchange, { ...session.headers, ...key })
  expect(first.body.status).toBe(1)
  return { backend, problems, session, first }
}

describe('a replay of an idempotent call', () => {
  it('is served to the session that made the call', async () => {
    const { backend, session, first, problems } = await exchanged()
    const retry = await post(backend, '/user/rotation', exchange, { ...session.headers, ...key })
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.body).toEqual(first.body)
    expect(problems).toEqual([])
  })

  it('answers 401 without a token, with the account header alone', async () => {
    const { backend, session } = await exchanged()
    const reply = await post(backend, '/user/rotation', exchange, { account: session.account, ...key })
    expect(reply.httpStatus).toBe(401)
    expect(reply.headers['idempotent-replayed']).toBeUndefined()
    expect(JSON.stringify(reply.body)).not.toContain('order_number')
  })

  it('answers 401 once the session has ended', async () => {
    const { backend, session } = await exchanged()
    expect((await post(backend, '/user/logout', {}, session.headers)).body.status).toBe(1)
    const reply = await post(backend, '/user/rotation', exchange, { ...session.headers, ...key })
    expect(reply.httpStatus).toBe(401)
    expect(reply.headers['idempotent-replayed']).toBeUndefined()
  })

  it('answers 401 to another account’s token with this account’s header', async () => {
    const { backend, session } = await exchanged()
    const other = await login(backend, demo.unverified)
    const reply = await post(backend, '/user/rotation', exchange, {
      token: other.token,
      account: session.account,
      ...key,
    })
    expect(reply.httpStatus).toBe(401)
  })

  it('never serves another account’s answer under the same key: the call is its own', async () => {
    const { backend } = await exchanged()
    const world = await backend.worlds.get('default')
    const usdOf = (account: string) => world.db.users.findFirst((q) => q.where({ account }))?.balances.usd
    const [investorBefore, otherBefore] = [usdOf(demo.investor), usdOf(demo.unverified)]
    const other = await login(backend, demo.unverified)
    const reply = await post(backend, '/user/rotation', exchange, { ...other.headers, ...key })
    expect(reply.headers['idempotent-replayed']).toBeUndefined()
    // Its own rules answer it: the other account exchanges its own money.
    expect(reply.body.status).toBe(1)
    expect(usdOf(demo.investor)).toBe(investorBefore)
    expect(usdOf(demo.unverified)).toBeGreaterThan(otherBefore ?? Infinity)
  })

  it('is refused for a frozen account, as the call itself would be', async () => {
    const { backend, session } = await exchanged()
    await admin(backend, 'POST', '/accounts', { account: demo.investor, restrictions: { frozen: true } })
    const reply = await post(backend, '/user/rotation', exchange, { ...session.headers, ...key })
    expect(reply.headers['x-mock-error-id']).toBe('account_frozen')
    expect(reply.headers['idempotent-replayed']).toBeUndefined()
  })

  it('is refused for a changed body, changing nothing', async () => {
    const { backend, session } = await exchanged()
    const world = await backend.worlds.get('default')
    const changes = world.changes
    const reply = await post(backend, '/user/rotation', { ...exchange, money: '2000' }, { ...session.headers, ...key })
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.msg).toBe('請求參數錯誤：this Idempotency-Key was already used with another body')
    expect(world.changes).toBe(changes)
  })

  it('belongs to the session: a new login of the same account makes a new call', async () => {
    const { backend } = await exchanged()
    const again = await login(backend)
    const reply = await post(backend, '/user/rotation', exchange, { ...again.headers, ...key })
    expect(reply.headers['idempotent-replayed']).toBeUndefined()
    expect(reply.body.status).toBe(1)
  })
})
