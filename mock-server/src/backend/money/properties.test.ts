// The invariants over random sequences of deposits, reviews, cash-outs, exchanges,
// loans, coupons and time, run through the whole dispatcher: every balance change has
// exactly one ledger entry; balances equal the sum of their entries and never go
// negative; a pending cash-out holds its amount and a rejected one returns it; a double
// submission creates one request; a refused call changes nothing.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ledgerProblems } from '../core/ledger.ts'
import { toMinor } from '../core/minor-units.ts'
import { convert, type Currency } from './amounts.ts'
import { moneyWorld, type MoneyWorld } from './test-support.ts'

const currency = fc.constantFrom<Currency>('TWD', 'USD', 'USDT')
/** Mostly amounts every rule accepts, and some around and beyond the bounds, with cents or not. */
const amount = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 3_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 300_000_000 }).map((cents) => (cents / 100).toFixed(2)) },
)
/** Mostly past the minute between two requests of a kind; sometimes past a review's waiting time. */
const wait = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 60_000, max: 30 * 60 * 1000 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 * 60 * 60 * 1000 }) })

const action = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), money: amount, channel: fc.constantFrom(1, 2), twice: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), money: amount, type: fc.constantFrom('bank' as const, 'usdt' as const), twice: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('decide' as const), review: fc.constantFrom('deposit' as const, 'withdrawal' as const), pick: fc.nat(), decision: fc.constantFrom('approve' as const, 'reject' as const) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('exchange' as const), money: amount, from: currency, to: currency }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('borrow' as const), money: amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repay' as const), money: amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('coupon' as const), id: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: wait }) },
)
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never

type Balances = ReturnType<MoneyWorld['balances']>
const minorBalances = (balances: Balances) => Object.fromEntries(Object.entries(balances).map(([name, value]) => [name, toMinor(value)])) as Record<keyof Balances, number>

function pendingCashOutTotal(money: MoneyWorld): number {
  return money.world.db.withdrawals.findMany((q) => q.where({ status: 0 })).reduce((sum, withdrawal) => sum + withdrawal.money, 0)
}

/** Runs one action; returns the balance changes the action itself promises (undefined when it cannot tell). */
async function run(money: MoneyWorld, step: Action, index: number): Promise<Partial<Record<keyof Balances, number>> | undefined> {
  const key = { 'idempotency-key': `step-${index}` }
  switch (step.kind) {
    case 'deposit': {
      const body = { money: step.money, id: step.channel, pay_img: await money.uploadProof() }
      const count = money.world.db.deposits.count()
      const replies = await Promise.all(Array.from({ length: step.twice ? 2 : 1 }, () => money.call('/user/chongzhi', body, key)))
      if (step.twice) expect(replies[1]).toEqual(replies[0])
      expect(money.world.db.deposits.count()).toBe(count + (replies[0]?.status === 1 ? 1 : 0))
      return {}
    }
    case 'withdraw': {
      const body = { money: step.money, bankid: 1, passwords: '123456', type: step.type }
      const count = money.world.db.withdrawals.count()
      const replies = await Promise.all(Array.from({ length: step.twice ? 2 : 1 }, () => money.call('/user/withdrawal', body, key)))
      if (step.twice) expect(replies[1]).toEqual(replies[0])
      const accepted = replies[0]?.status === 1
      expect(money.world.db.withdrawals.count()).toBe(count + (accepted ? 1 : 0))
      const held = accepted ? toMinor(step.money) : 0
      return { twd: -held, frozenTwd: held }
    }
    case 'decide': {
      const pending = (await money.pendingReviews()).filter((review) => review.kind === step.review)
      const id = pending[step.pick % Math.max(1, pending.length)]?.id ?? 0
      const { db } = money.world
      const chosen = step.review === 'deposit' ? db.deposits.findFirst((q) => q.where({ id })) : db.withdrawals.findFirst((q) => q.where({ id }))
      if (chosen === undefined) return {}
      expect((await money.decide(step.review, chosen.id, step.decision)).status).toBe(1)
      if (step.review === 'deposit') return { twd: step.decision === 'approve' ? chosen.money : 0 }
      return step.decision === 'approve' ? { frozenTwd: -chosen.money } : { frozenTwd: -chosen.money, twd: chosen.money }
    }
    case 'exchange': {
      const reply = await money.call('/user/rotation', { money: step.money, from: step.from, to: step.to })
      if (reply.status !== 1) return {}
      const given = toMinor(step.money)
      const balance = (name: Currency) => (name === 'TWD' ? 'twd' : name === 'USD' ? 'usd' : 'usdt')
      return { [balance(step.from)]: -given, [balance(step.to)]: convert(given, step.from, step.to) }
    }
    case 'borrow':
    case 'repay': {
      const reply = await money.call(step.kind === 'borrow' ? '/user/to_jq' : '/user/to_hq', { money: step.money })
      const sign = step.kind === 'borrow' ? 1 : -1
      return { twd: reply.status === 1 ? sign * toMinor(step.money) : 0 }
    }
    case 'coupon': {
      const coupon = money.world.db.coupons.findFirst((q) => q.where({ id: step.id }))
      const reply = await money.call('/user/useCoupon', { id: step.id })
      return { twd: reply.status === 1 ? (coupon?.money ?? 0) : 0 }
    }
    case 'advance':
      // Reading the reviews brings the world up to its clock: overdue requests are approved now.
      await money.advance(step.ms)
      await money.pendingReviews()
      return undefined
  }
}

describe('money invariants over random sequences', () => {
  it('hold for any sequence of requests, reviews, exchanges, loans, coupons and time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 30 }), async (actions) => {
        const money = await moneyWorld()
        for (const [index, step] of actions.entries()) {
          const before = minorBalances(money.balances())
          const ledgerBefore = money.world.db.ledger.count()
          const promised = await run(money, step, index)
          const after = minorBalances(money.balances())

          // Balances equal the sum of their entries, none negative, entries follow each other.
          expect(ledgerProblems(money.world)).toEqual([])
          // Each balance that moved has exactly one new entry per posting, summing to the change.
          const newEntries = money.world.db.ledger.all().filter((entry) => entry.id > ledgerBefore)
          const perPosting = new Set(newEntries.map((entry) => `${entry.ref}/${entry.balance}/${entry.kind}`))
          expect(perPosting.size).toBe(newEntries.length)
          for (const name of Object.keys(after) as (keyof Balances)[]) {
            const moved = newEntries.filter((entry) => entry.balance === name).reduce((sum, entry) => sum + entry.amount, 0)
            expect(after[name] - before[name], name).toBe(moved)
          }
          // What the action itself promises.
          if (promised !== undefined) {
            for (const name of Object.keys(after) as (keyof Balances)[]) expect(after[name] - before[name], `${step.kind} ${name}`).toBe(promised[name] || 0)
          }
          // A pending cash-out holds exactly its amount: the held TWD is the pending total.
          expect(after.frozenTwd).toBe(pendingCashOutTotal(money))
        }
        expect(money.problems).toEqual([])
      }),
      { numRuns: 100 },
    )
  }, 120_000)
})
