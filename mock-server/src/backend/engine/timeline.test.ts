// One timeline per world: what falls due in different areas is written in the order of its
// instants, not area by area. The case: a deposit asked at 09:20 (approved by the
// clock at 09:50) and the demo investor's Monday purchase, which settles on Wednesday at
// 10:00, both fall due in one move of the clock to 10:30.
import { describe, expect, it } from 'vitest'

import { admin, login, post, sampleFiles, testBackend, upload } from '../../test-support.ts'
import { toTaipeiIso } from '../core/time.ts'
import { operations } from './contract.ts'
import { settle } from './settle.ts'

const example = (path: string) => operations.get(path)?.example as Record<string, unknown>

describe('one timeline', () => {
  it('books a deposit approved at 09:50 before a settlement due at 10:00', async () => {
    const { backend, problems } = testBackend()
    expect((await admin(backend, 'POST', '/clock', { set: '2026-11-25T09:20:00+08:00' })).body.status).toBe(1)
    const session = await login(backend)
    const pay_img = (await upload(backend, { file: sampleFiles.png }, session.headers)).body.data as string
    const deposit = await post(
      backend,
      '/user/chongzhi',
      { ...example('/user/chongzhi'), money: '1000', pay_img },
      session.headers,
    )
    expect(deposit.body.status).toBe(1)
    expect((await admin(backend, 'POST', '/clock', { set: '2026-11-25T10:30:00+08:00' })).body.status).toBe(1)

    const page = (await post(backend, '/user/capitalloglist', { page: 1 }, session.headers)).body.data as {
      type: string
      create_time: string
    }[]
    const rows = page.map((row) => `${row.create_time} ${row.type}`)
    // Newest first: the settlement's entries at 10:00 above the deposit at 09:50.
    expect(rows.slice(0, 3)).toEqual([
      expect.stringMatching(/^2026-11-25 10:00:00 /),
      expect.stringMatching(/^2026-11-25 10:00:00 /),
      '2026-11-25 09:50:00 deposit',
    ])
    expect(rows).toEqual([...rows].sort().reverse())
    expect(problems).toEqual([])
  })
})

describe('the margin check', () => {
  it('runs at the clock, not at every millisecond of a long move', async () => {
    const { backend, problems } = testBackend()
    const session = await login(backend)
    await admin(backend, 'POST', '/accounts', { account: session.account, marginTrading: true })
    const bought = await post(
      backend,
      '/trade/buy_stock',
      { symbol: '2317', zhang: 1, ganggan: 1, buyzd: 1, rzrq: 1, buy_price: '1.00', gdlx: 1, type: 'tw' },
      session.headers,
    )
    expect(bought.body.status, bought.body.msg).toBe(1)
    const world = await backend.worlds.get('default')
    // While credit is open the check runs at every call...
    expect(await world.exclusive(() => settle(world, world.clock.now()))).toBe(world.clock.now() + 1)
    // ...and a month passes in a few steps, not one for each millisecond.
    await admin(backend, 'POST', '/clock', { advanceMs: 30 * 24 * 60 * 60 * 1000 })
    expect((await post(backend, '/trade/credit', {}, session.headers)).body.status).toBe(1)
    expect(problems).toEqual([])
  }, 10_000)
})

describe('a call that waited for the world', () => {
  it('acts at the clock it finds, after a steering call that settled to it', async () => {
    const { backend, problems } = testBackend()
    const session = await login(backend)
    const pay_img = (await upload(backend, { file: sampleFiles.png }, session.headers)).body.data as string
    const deposit = await post(backend, '/user/chongzhi', { ...example('/user/chongzhi'), pay_img }, session.headers)
    expect(deposit.body.status).toBe(1)
    const world = await backend.worlds.get('default')
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

    // While the world is busy: the back office lists its reviews, an exchange arrives at 09:30,
    // then the clock moves to 10:30, past the deposit's approval by the clock at 10:00.
    let release = () => {}
    const busy = world.exclusive(() => new Promise<void>((resolve) => (release = resolve)))
    const reviews = admin(backend, 'GET', '/reviews')
    await tick()
    const exchange = post(backend, '/user/rotation', { money: '1000', from: 'TWD', to: 'USD' }, session.headers)
    await tick()
    await admin(backend, 'POST', '/clock', { set: '2026-11-23T10:30:00+08:00' })
    release()
    await busy
    expect((await reviews).body.status).toBe(1)
    expect((await exchange).body.status).toBe(1)

    // The deposit approved at 10:00, then the exchange at 10:30: in time order.
    const ledger = [...world.db.ledger.all()].sort((a, b) => a.id - b.id).slice(-3)
    expect(ledger.map((entry) => [entry.kind, toTaipeiIso(entry.at)])).toEqual([
      ['deposit', '2026-11-23T10:00:00.000+08:00'],
      ['exchange_out', '2026-11-23T10:30:00.000+08:00'],
      ['exchange_in', '2026-11-23T10:30:00.000+08:00'],
    ])
    expect(problems).toEqual([])
  })
})
