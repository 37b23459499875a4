// Settling is skipped until a settler next falls due: that instant must be right. With
// something of every kind waiting (orders, a deposit, a cash-out, new shares, a copy-trading
// subscription), the settlers run on a copy of the world at instants before it must change
// nothing, and the world is brought through every instant it names.
import { describe, expect, it } from 'vitest'

import { admin, login, post, sampleFiles, testBackend, upload } from '../../test-support.ts'
import type { World } from '../core/world.ts'
import { settlers } from './areas-registry.ts'
import { operations } from './contract.ts'
import { settle } from './settle.ts'
import { stateDigest } from './state-digest.ts'
import { restoreWorld, snapshotWorld } from './world-snapshot.ts'

const example = (path: string) => operations.get(path)?.example as Record<string, unknown>

/** What every settler does at `at` to a copy of the world, as the digests before and after. */
async function settleCopy(world: World, at: number): Promise<[string, string]> {
  const copy = await restoreWorld(snapshotWorld(world), () => 0)
  const before = await stateDigest(copy)
  await copy.exclusive(async () => {
    for (const settler of settlers) await settler(copy, at)
  })
  copy.clock.set(world.clock.now())
  return [before, await stateDigest(copy)]
}

describe('settle', () => {
  it('names the next instant anything falls due, and nothing changes before it', async () => {
    const { backend, problems } = testBackend()
    const session = await login(backend)
    const call = async (path: string, body: Record<string, unknown>) =>
      expect((await post(backend, path, body, session.headers)).body, path).toMatchObject({ status: 1 })
    const pay_img = (await upload(backend, { file: sampleFiles.png }, session.headers)).body.data as string
    await call('/user/chongzhi', { ...example('/user/chongzhi'), pay_img })
    await call('/user/withdrawal', example('/user/withdrawal'))
    await call('/trade/buy_newstock', example('/trade/buy_newstock'))
    await call('/trade/buy_product', example('/trade/buy_product'))
    // Limit orders: one that never fills (it expires at the close), one that fills when the price comes down to it.
    for (const price of ['205.00', '224.00'])
      await call('/trade/buy_stock', {
        ...example('/trade/buy_stock'),
        symbol: '2317',
        lingu: 0,
        zhang: 1,
        gdlx: 2,
        buy_price: price,
      })
    const world = await backend.worlds.get('default')

    const seen: number[] = []
    for (let step = 0; step < 40; step++) {
      const now = world.clock.now()
      const nextDue = await world.exclusive(() => settle(world, now))
      if (nextDue === Infinity) break
      expect(nextDue).toBeGreaterThan(now)
      seen.push(nextDue)
      // Nothing to do anywhere before it (a copy, since settling the world would move it).
      for (const at of [now + 1, (now + nextDue) / 2, nextDue - 1].map(Math.floor).filter((at) => at < nextDue)) {
        const [before, after] = await settleCopy(world, at)
        expect(after, `settling at ${new Date(at).toISOString()}, before ${new Date(nextDue).toISOString()}`).toBe(
          before,
        )
      }
      // And the world settles again once it is there, though nothing else changed.
      expect((await admin(backend, 'POST', '/clock', { set: new Date(nextDue).toISOString() })).body.status).toBe(1)
    }
    // A world never settled here (new, restored) is settled from before anything it holds: there, nothing happens.
    const [before, after] = await settleCopy(world, -8.64e15)
    expect(after).toBe(before)
    // The orders filled or expired, the reviews were decided, the subscriptions moved on.
    expect(seen.length).toBeGreaterThan(3)
    expect(world.db.orders.findMany((q) => q.where({ status: 'pending' }))).toEqual([])
    expect(world.db.deposits.findMany((q) => q.where({ status: 0 }))).toEqual([])
    expect(problems).toEqual([])
  }, 30_000)
})
