// Property tests (fast-check): random sequences of copy-trading subscriptions (accepted and
// refused) and clock moves, through the whole dispatcher, keep the invariants: balances
// equal their ledger entries and never go negative; each subscription is paid out once, at
// the end of its lock, exactly the amount times its strategy's return over the lock
// (never negative); the copy-trading entries of the ledger reconcile with the
// subscriptions; a refused subscription changes nothing.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { admin, demo, login, post, settledSnapshot, snapshot, testBackend } from '../../test-support.ts'
import { ledgerProblems } from '../core/ledger.ts'
import type { World } from '../core/world.ts'
import { valueAt, worth } from './strategy.ts'

const hour = 60 * 60 * 1000

const action = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('subscribe' as const),
      // Mostly the two open products, sometimes the delisted one, the expired one or none.
      product: fc.constantFrom(1, 1, 2, 2, 3, 4, 9),
      // Mostly amounts every rule accepts; some below a minimum, some beyond the balance.
      money: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 50_000, max: 200_000 }).map(String) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 20_000 }).map(String) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 300_000_000 }).map((cents) => (cents / 100).toFixed(2)) },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: hour, max: 10 * 24 * hour }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('read' as const) }) },
)

function checkInvariants(world: World): void {
  expect(ledgerProblems(world)).toEqual([])
  const now = world.clock.now()
  const copyEntries = world.db.ledger
    .all()
    .filter((entry) => entry.kind === 'copy_subscribe' || entry.kind === 'copy_payout')
  let expected = 0
  for (const subscription of world.db.copySubscriptions.all()) {
    const entries = copyEntries.filter((entry) => entry.ref === `copy:${subscription.id}`)
    const strategy = world.db.copyProducts.findFirst((q) => q.where({ id: subscription.productId }))!.strategy
    expect(subscription.startValue).toBe(valueAt(world.seed, strategy, subscription.startedAt))
    expect(entries.filter((entry) => entry.kind === 'copy_subscribe').map((entry) => entry.amount)).toEqual([
      -subscription.amount,
    ])
    expected -= subscription.amount
    // Paid out exactly when its lock has ended, once, at the strategy's value at the unlock.
    expect(subscription.payout === null).toBe(now < subscription.unlocksAt)
    const payouts = entries.filter((entry) => entry.kind === 'copy_payout')
    if (subscription.payout === null) {
      expect(payouts).toEqual([])
    } else {
      expect(subscription.payout).toBe(
        worth(subscription.amount, subscription.startValue, valueAt(world.seed, strategy, subscription.unlocksAt)),
      )
      expect(subscription.payout).toBeGreaterThanOrEqual(0)
      expect(payouts.map((entry) => [entry.amount, entry.at])).toEqual(
        subscription.payout === 0 ? [] : [[subscription.payout, subscription.unlocksAt]],
      )
      expected += subscription.payout
    }
  }
  expect(copyEntries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(expected)
}

describe('copy-trading invariants over random sequences', () => {
  it('hold for any sequence of subscriptions and clock moves', async () => {
    // What the runs went through, so that a generator change cannot leave payouts untested.
    const seen = { subscriptions: 0, gains: 0, losses: 0 }
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 20 }), async (actions) => {
        const { backend, problems } = testBackend()
        const session = await login(backend, demo.investor)
        const world = await backend.worlds.get('default')
        for (const step of actions) {
          if (step.kind === 'advance') {
            await admin(backend, 'POST', '/clock', { advanceMs: step.ms })
          } else if (step.kind === 'read') {
            expect((await post(backend, '/trade/userproductlist', {}, session.headers)).body.status).toBe(1)
          } else {
            const before = await settledSnapshot(world)
            const reply = await post(
              backend,
              '/trade/buy_product',
              { id: step.product, money: step.money },
              session.headers,
            )
            if (reply.body.status !== 1) expect(snapshot(world)).toBe(before)
          }
          await settledSnapshot(world)
          checkInvariants(world)
        }
        expect(problems).toEqual([])
        for (const subscription of world.db.copySubscriptions.all()) {
          seen.subscriptions += 1
          if (subscription.payout !== null && subscription.payout > subscription.amount) seen.gains += 1
          if (subscription.payout !== null && subscription.payout < subscription.amount) seen.losses += 1
        }
      }),
      { numRuns: 40 },
    )
    expect(seen.subscriptions).toBeGreaterThan(10)
    expect(seen.gains).toBeGreaterThan(0)
    expect(seen.losses).toBeGreaterThan(0)
  })
})
