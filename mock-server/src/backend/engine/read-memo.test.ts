// Reads answered from what was kept (read-memo.ts): again without their rules while nothing
// they depend on moves, and the long way the moment anything does.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { admin, asJson, demo, login, post, testBackend } from '../../test-support.ts'
import { raise } from '../core/catalogue.ts'
import type { UserHandler } from '../core/handler.ts'
import { minuteOf } from '../core/time.ts'
import { moneyWorld } from '../money/test-support.ts'
import { handlers } from './areas-registry.ts'
import { TrackedContext } from './call-context.ts'

const card = {
  bank_num: '00123456789012',
  bank_name: '玉山商業銀行',
  bank_address: '營業部',
  realname: '陳志明',
  bank_code: '808',
}

afterEach(() => {
  vi.restoreAllMocks()
})

/** A backend with the investor logged in, and how often the handler of `path` ran. */
async function counting(path: keyof typeof handlers) {
  const { backend, problems } = testBackend()
  const session = await login(backend, demo.investor)
  const runs = vi.spyOn(handlers[path]!, 'run')
  const world = await backend.worlds.get('default')
  return { backend, problems, session, runs, world }
}

describe('a read kept', () => {
  it('is answered again, byte for byte, without running its rules', async () => {
    const { backend, session, runs, problems } = await counting('/user/cardList')
    const first = await post(backend, '/user/cardList', {}, session.headers)
    const second = await backend.handleApi({
      method: 'POST',
      path: '/user/cardList',
      headers: { 'content-type': 'application/json', ...session.headers },
      body: '{}',
    })
    expect(runs).toHaveBeenCalledTimes(1)
    expect(asJson(second).body).toEqual(first.body)
    expect(new TextDecoder().decode(asJson(second).encoded as Uint8Array)).toBe(JSON.stringify(first.body))
    expect(problems).toEqual([])
  })

  it('gives way to a change of the world: the next read sees it', async () => {
    const { backend, session, runs } = await counting('/user/cardList')
    const before = (await post(backend, '/user/cardList', {}, session.headers)).body.data as unknown[]
    expect((await post(backend, '/user/addCard', card, session.headers)).body.status).toBe(1)
    // Another call first, which brings the world up to its clock after the change.
    expect((await post(backend, '/common/newss', { page: 1 }, session.headers)).body.status).toBe(1)
    const after = (await post(backend, '/user/cardList', {}, session.headers)).body.data as unknown[]
    expect(after).toHaveLength(before.length + 1)
    expect(runs).toHaveBeenCalledTimes(2)
  })

  it('is another read for another account, another body or another content type', async () => {
    const { backend, session, runs } = await counting('/user/cardList')
    const other = await login(backend, demo.unverified)
    const investor = (await post(backend, '/user/cardList', {}, session.headers)).body.data as unknown[]
    const unverified = (await post(backend, '/user/cardList', {}, other.headers)).body.data as unknown[]
    expect(investor.length).toBeGreaterThan(0)
    expect(unverified).toEqual([])
    await post(backend, '/user/cardList', '{ }', session.headers)
    expect(runs).toHaveBeenCalledTimes(3)
    const text = await post(backend, '/user/cardList', '{}', { ...session.headers, 'content-type': 'text/plain' })
    expect(text.httpStatus).toBe(415)
  })

  it('is not kept when it read the clock to the instant without saying until when it holds', async () => {
    const { backend } = testBackend()
    const session = await login(backend, demo.investor)
    const cards = handlers['/user/cardList'] as UserHandler<'/user/cardList'>
    const listCards = cards.run.bind(cards)
    const runs = vi.spyOn(cards, 'run').mockImplementation((context, body) => {
      void context.now
      return listCards(context, body)
    })
    await post(backend, '/user/cardList', {}, session.headers)
    await post(backend, '/user/cardList', {}, session.headers)
    expect(runs).toHaveBeenCalledTimes(2)
  })

  it('is not kept when it was refused', async () => {
    const { backend } = testBackend()
    const session = await login(backend, demo.investor)
    const runs = vi.spyOn(handlers['/user/cardList'] as UserHandler<'/user/cardList'>, 'run')
    runs.mockImplementationOnce(() => raise('card_not_found'))
    expect((await post(backend, '/user/cardList', {}, session.headers)).body.status).toBe(0)
    expect((await post(backend, '/user/cardList', {}, session.headers)).body.status).toBe(1)
    expect((await post(backend, '/user/cardList', {}, session.headers)).body.status).toBe(1)
    expect(runs).toHaveBeenCalledTimes(2)
  })

  it('is not kept when the read changed the world after all (it ran in the exclusive section)', async () => {
    const { backend } = testBackend()
    const session = await login(backend, demo.investor)
    const cards = handlers['/user/cardList'] as UserHandler<'/user/cardList'>
    const listCards = cards.run.bind(cards)
    const runs = vi.spyOn(cards, 'run').mockImplementation((context, body) => {
      // A read with a side effect (as a login opens a session): refused in the shared section, run again alone.
      context.world.ids.next('bankCard')
      return listCards(context, body)
    })
    await post(backend, '/user/cardList', {}, session.headers)
    await post(backend, '/user/cardList', {}, session.headers)
    expect(runs).toHaveBeenCalledTimes(4)
  })

  it('read by the minute holds for the rest of the minute only', async () => {
    const { backend, runs } = await counting('/trade/stockdetails')
    const quote = async () => (await post(backend, '/trade/stockdetails', { symbol: '2330', type: 'tw' })).body.data
    const first = await quote()
    await admin(backend, 'POST', '/clock', { advanceMs: 59_000 })
    expect(await quote()).toEqual(first)
    expect(runs).toHaveBeenCalledTimes(1)
    await admin(backend, 'POST', '/clock', { advanceMs: 1_000 })
    await quote()
    expect(runs).toHaveBeenCalledTimes(2)
  })
})

describe('the long way instead of a kept read', () => {
  it('when an error or a fault is forced on the path, or the world is busy', async () => {
    const { backend, session } = await counting('/user/cardList')
    await post(backend, '/user/cardList', {}, session.headers)
    await admin(backend, 'POST', '/errors', { path: '/user/cardList', id: 'system_busy' })
    expect((await post(backend, '/user/cardList', {}, session.headers)).headers['x-mock-error-id']).toBe('system_busy')
    await admin(backend, 'POST', '/faults', { path: '/user/cardList', kind: 'http', status: 503 })
    const faulted = await backend.handleApi({
      method: 'POST',
      path: '/user/cardList',
      headers: { 'content-type': 'application/json', ...session.headers },
      body: '{}',
    })
    expect(faulted.kind === 'drop' ? 0 : faulted.httpStatus).toBe(503)
    expect(
      (await post(backend, '/user/cardList', {}, { ...session.headers, 'x-mock-error': 'card_not_found' })).headers[
        'x-mock-error-id'
      ],
    ).toBe('card_not_found')
    await admin(backend, 'POST', '/busy', { capacity: 0 })
    expect((await post(backend, '/user/cardList', {}, session.headers)).headers['x-mock-error-id']).toBe('system_busy')
    await admin(backend, 'POST', '/busy', { capacity: 64 })
    expect((await post(backend, '/user/cardList', {}, session.headers)).body.status).toBe(1)
  })

  it('when a change arrived first: the read waits for it and sees it', async () => {
    const { backend, session } = await counting('/user/cardList')
    const before = (await post(backend, '/user/cardList', {}, session.headers)).body.data as unknown[]
    const add = handlers['/user/addCard'] as UserHandler<'/user/addCard'>
    const addCard = add.run.bind(add)
    let open = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    vi.spyOn(add, 'run').mockImplementation(async (context, body) => {
      await gate
      return addCard(context, body)
    })
    const adding = post(backend, '/user/addCard', card, session.headers)
    // The change reaches its rules (in the world's exclusive section) and waits there.
    await vi.waitFor(() => expect(add.run).toHaveBeenCalled())
    const read = post(backend, '/user/cardList', {}, session.headers)
    open()
    expect((await adding).body.status).toBe(1)
    expect((await read).body.data).toHaveLength(before.length + 1)
  })

  it('when something falls due: the world settles first', async () => {
    const money = await moneyWorld()
    const { id } = (await money.call('/user/chongzhi', { money: '5000', id: 1, pay_img: await money.uploadProof() }))
      .data as { id: number }
    const status = async () =>
      ((await money.data('/user/chongzhilist', { page: 1 })) as { id: number; status: number }[]).find(
        (row) => row.id === id,
      )?.status
    expect(await status()).toBe(0)
    expect(await status()).toBe(0)
    // The clock alone moves (nothing settles on the way): the deposit's review falls due.
    expect((await money.steer('POST', '/clock', { advanceMs: 31 * 60 * 1000 })).status).toBe(1)
    expect(await status()).toBe(1)
  })

  it('keeps the request log and the latency of every call', async () => {
    const { backend, session } = await counting('/user/cardList')
    await admin(backend, 'POST', '/latency', { path: '/user/cardList', kind: 'fixed', ms: 250 })
    for (let index = 0; index < 3; index++)
      expect((await post(backend, '/user/cardList', {}, session.headers)).delayMs).toBe(250)
    expect((await admin(backend, 'GET', '/requests/count', undefined, {}, 'path=/user/cardList')).body.data).toEqual({
      count: 3,
      exact: true,
    })
  })
})

describe('the clock a handler reads', () => {
  const world = {} as never
  const at = Date.parse('2026-11-23T09:30:42.5+08:00')
  const minute = Date.parse('2026-11-23T09:30:00+08:00')

  it('holds for ever when not read, for the rest of the minute when read by the minute', () => {
    expect(new TrackedContext(world, at).validity).toEqual({ from: -Infinity, until: Infinity })
    const byMinute = new TrackedContext(world, at)
    expect(byMinute.minute).toBe(minute)
    expect(byMinute.validity).toEqual({ from: minute, until: minute + 60_000 })
    expect(minuteOf(minute + 60_000)).toBe(minute + 60_000)
  })

  it('read to the instant, holds only until when the handler says, and never past the minute it also read', () => {
    const toInstant = new TrackedContext(world, at)
    void toInstant.now
    expect(toInstant.validity).toBeUndefined()
    toInstant.holdsUntil(at + 5_000)
    expect(toInstant.validity).toEqual({ from: at, until: at + 5_000 })
    const alsoByMinute = new TrackedContext(world, at)
    void alsoByMinute.now
    void alsoByMinute.minute
    alsoByMinute.holdsUntil(at + 90_000)
    expect(alsoByMinute.validity).toEqual({ from: at, until: minute + 60_000 })
    const past = new TrackedContext(world, at)
    void past.now
    past.holdsUntil(at)
    expect(past.validity).toBeUndefined()
  })
})
