// The invariants over random sequences of deposits, reviews, cash-outs, exchanges,
// loans, coupons, credit scores and time (days of it, so that loans charge interest and go
// overdue), run through the whole dispatcher: every balance change has exactly one ledger
// entry; balances equal the sum of their entries and never go negative; a pending cash-out
// holds its amount and a rejected one returns it; a double submission creates one request;
// a refused call changes nothing; the ledger's loan entries reconcile with the loans
// (borrowed, principal repaid, interest paid) and the credit score with its history.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { ledgerProblems } from '../core/ledger.ts'
import { toMinor } from '../core/minor-units.ts'
import { convert, type Currency } from './amounts.ts'
import { currentQuote } from './quotes.ts'
import { moneyWorld, type MoneyWorld } from './test-support.ts'

const currency = fc.constantFrom<Currency>('TWD', 'USD', 'USDT')
/** Mostly amounts every rule accepts, and some around and beyond the bounds, with cents or not. */
const amount = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 3_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 300_000_000 }).map((cents) => (cents / 100).toFixed(2)) },
)
const day = 24 * 60 * 60 * 1000
/**
 * Mostly past the minute between two requests of a kind; sometimes past a review's waiting time;
 * sometimes days (interest, overdue loans).
 */
const wait = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 60_000, max: 30 * 60 * 1000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 * 60 * 60 * 1000 }) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 9 * day }) },
)
/** A repayment: any amount, a few TWD (interest only, often), or everything owed. */
const repayment = fc.oneof(
  { weight: 2, arbitrary: amount },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 50_000 }).map((cents) => (cents / 100).toFixed(2)) },
  { weight: 1, arbitrary: fc.constant('all' as const) },
)

const action = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      money: amount,
      channel: fc.constantFrom(1, 2),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      money: amount,
      type: fc.constantFrom('bank' as const, 'usdt' as const),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      review: fc.constantFrom('deposit' as const, 'withdrawal' as const),
      pick: fc.nat(),
      decision: fc.constantFrom('approve' as const, 'reject' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('exchange' as const), money: amount, from: currency, to: currency }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('borrow' as const),
      money: amount,
      term: fc.constantFrom(undefined, 7 as const, 14 as const, 30 as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('repay' as const), money: repayment }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('coupon' as const), id: fc.integer({ min: 1, max: 5 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('creditScore' as const), score: fc.integer({ min: 0, max: 100 }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: wait }) },
)
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never

type Balances = ReturnType<MoneyWorld['balances']>

/** Every way the investor's loans, repayments, ledger and credit score disagree (empty when they agree). */
function loanAndScoreProblems(money: MoneyWorld): string[] {
  const { db } = money.world
  const user = db.users.findFirst((q) => q.where({ account: '0912345678' }))
  if (user === undefined) return ['no investor']
  const problems: string[] = []
  const loans = db.loans.findMany((q) => q.where({ userId: user.id }))
  const entries = db.ledger.findMany((q) => q.where({ userId: user.id }))
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const moved = (kind: string) => sum(entries.filter((entry) => entry.kind === kind).map((entry) => entry.amount))
  const repayments = db.repayments.findMany((q) => q.where({ userId: user.id }))
  if (moved('loan') !== sum(loans.map((loan) => loan.money))) problems.push('borrowed != loan entries')
  if (-moved('loan_repayment') !== sum(loans.map((loan) => loan.repaid)))
    problems.push('principal repaid != loan_repayment entries')
  if (-moved('loan_interest') !== sum(loans.map((loan) => loan.interestPaid)))
    problems.push('interest paid != loan_interest entries')
  if (sum(repayments.map((r) => r.interest)) !== sum(loans.map((loan) => loan.interestPaid)))
    problems.push('repayments’ interest != interest paid')
  if (repayments.some((r) => r.interest + r.principal !== r.money))
    problems.push('a repayment is not interest + principal')
  for (const loan of loans) {
    if (loan.repaid < 0 || loan.repaid > loan.money)
      problems.push(`loan ${loan.id}: repaid ${loan.repaid} of ${loan.money}`)
    if (loan.interestPaid < 0 || loan.interestPaid > loan.interest)
      problems.push(`loan ${loan.id}: interest paid ${loan.interestPaid} of ${loan.interest}`)
    const paidUp = loan.repaid === loan.money && loan.interestPaid === loan.interest
    if (paidUp !== (loan.status === 1)) problems.push(`loan ${loan.id}: status ${loan.status}, paid up ${paidUp}`)
    if (loan.status === 0 && loan.overdueAt === null && money.world.clock.now() > loan.dueAt)
      problems.push(`loan ${loan.id}: past due, not marked`)
  }
  const changes = db.creditScoreChanges.findMany((q) => q.where({ userId: user.id })).sort((a, b) => a.id - b.id)
  if (user.creditScore < 0 || user.creditScore > 100) problems.push(`credit score ${user.creditScore}`)
  if (changes.length > 0 && changes.at(-1)?.score !== user.creditScore) problems.push('credit score != its last change')
  if (
    changes.some(
      (change, index) =>
        change.change === 0 || (index > 0 && changes[index - 1]!.score + change.change !== change.score),
    )
  )
    problems.push('credit score changes do not follow each other')
  return problems
}
const minorBalances = (balances: Balances) =>
  Object.fromEntries(Object.entries(balances).map(([name, value]) => [name, toMinor(value)])) as Record<
    keyof Balances,
    number
  >

function pendingCashOutTotal(money: MoneyWorld): number {
  return money.world.db.withdrawals
    .findMany((q) => q.where({ status: 0 }))
    .reduce((sum, withdrawal) => sum + withdrawal.money, 0)
}

/** Runs one action; returns the balance changes the action itself promises (undefined when it cannot tell). */
async function run(
  money: MoneyWorld,
  step: Action,
  index: number,
): Promise<Partial<Record<keyof Balances, number>> | undefined> {
  const key = { 'idempotency-key': `step-${index}` }
  switch (step.kind) {
    case 'deposit': {
      const body = { money: step.money, id: step.channel, pay_img: await money.uploadProof() }
      const count = money.world.db.deposits.count()
      const replies = await Promise.all(
        Array.from({ length: step.twice ? 2 : 1 }, () => money.call('/user/chongzhi', body, key)),
      )
      if (step.twice) expect(replies[1]).toEqual(replies[0])
      expect(money.world.db.deposits.count()).toBe(count + (replies[0]?.status === 1 ? 1 : 0))
      return {}
    }
    case 'withdraw': {
      const body = { money: step.money, bankid: 1, passwords: '123456', type: step.type }
      const count = money.world.db.withdrawals.count()
      const replies = await Promise.all(
        Array.from({ length: step.twice ? 2 : 1 }, () => money.call('/user/withdrawal', body, key)),
      )
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
      const chosen =
        step.review === 'deposit'
          ? db.deposits.findFirst((q) => q.where({ id }))
          : db.withdrawals.findFirst((q) => q.where({ id }))
      if (chosen === undefined) return {}
      expect((await money.decide(step.review, chosen.id, step.decision)).status).toBe(1)
      if (step.review === 'deposit') return { twd: step.decision === 'approve' ? chosen.money : 0 }
      return step.decision === 'approve'
        ? { frozenTwd: -chosen.money }
        : { frozenTwd: -chosen.money, twd: chosen.money }
    }
    case 'exchange': {
      const reply = await money.call('/user/rotation', { money: step.money, from: step.from, to: step.to })
      if (reply.status !== 1) return {}
      const given = toMinor(step.money)
      const balance = (name: Currency) => (name === 'TWD' ? 'twd' : name === 'USD' ? 'usd' : 'usdt')
      return {
        [balance(step.from)]: -given,
        [balance(step.to)]: convert(given, step.from, step.to, currentQuote(money.world, money.world.clock.now())),
      }
    }
    case 'borrow': {
      const reply = await money.call(
        '/user/to_jq',
        step.term === undefined ? { money: step.money } : { money: step.money, term: step.term },
      )
      return { twd: reply.status === 1 ? toMinor(step.money) : 0 }
    }
    case 'repay': {
      // Interest and principal both leave the TWD balance: the repayment moves it by its amount.
      const text =
        step.money === 'all' ? ((await money.data('/user/loaninfo', {})) as { owed: string }).owed : step.money
      const reply = await money.call('/user/to_hq', { money: text })
      return { twd: reply.status === 1 ? -toMinor(text) : 0 }
    }
    case 'creditScore':
      await money.setAccount({ creditScore: step.score })
      return {}
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
  it('hold for any sequence of requests, reviews, exchanges, loans, coupons, credit scores and time', async () => {
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
            const moved = newEntries
              .filter((entry) => entry.balance === name)
              .reduce((sum, entry) => sum + entry.amount, 0)
            expect(after[name] - before[name], name).toBe(moved)
          }
          // What the action itself promises.
          if (promised !== undefined) {
            for (const name of Object.keys(after) as (keyof Balances)[])
              expect(after[name] - before[name], `${step.kind} ${name}`).toBe(promised[name] || 0)
          }
          // A pending cash-out holds exactly its amount: the held TWD is the pending total.
          expect(after.frozenTwd).toBe(pendingCashOutTotal(money))
          // Loans reconcile with the ledger (interest included), the score with its history.
          expect(loanAndScoreProblems(money)).toEqual([])
        }
        expect(money.problems).toEqual([])
      }),
      { numRuns: 100 },
    )
  }, 120_000)

  /** Loans over weeks: borrowing in and out of hours, repaying bits and everything, scores, the channel steered. */
  const loanAction = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('borrow' as const),
        money: fc.integer({ min: 9_000, max: 200_000 }).map(String),
        term: fc.constantFrom(undefined, 7 as const, 14 as const, 30 as const),
      }),
    },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('repay' as const), money: repayment }) },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 10 * day }) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('creditScore' as const), score: fc.integer({ min: 0, max: 100 }) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('channel' as const), mode: fc.constantFrom('hours', 'open', 'closed') }),
    },
  )

  it('hold for loans over weeks: interest charged daily reconciles with the ledger when paid', async () => {
    const seen = { interestPaid: 0, overdue: 0 }
    await fc.assert(
      fc.asyncProperty(fc.array(loanAction, { minLength: 5, maxLength: 25 }), async (actions) => {
        const money = await moneyWorld()
        for (const [index, step] of actions.entries()) {
          const before = minorBalances(money.balances())
          const promised =
            step.kind === 'channel'
              ? (await money.steer('POST', '/loan-channel', { mode: step.mode }), {})
              : await run(money, step, index)
          const after = minorBalances(money.balances())
          if (promised !== undefined) expect(after.twd - before.twd, step.kind).toBe(promised.twd ?? 0)
          expect(ledgerProblems(money.world)).toEqual([])
          expect(loanAndScoreProblems(money)).toEqual([])
          const info = (await money.data('/user/loaninfo', {})) as { owed: string; principal: string; interest: string }
          expect(toMinor(info.owed)).toBe(toMinor(info.principal) + toMinor(info.interest))
        }
        expect(money.problems).toEqual([])
        const { db } = money.world
        if (db.ledger.all().filter((entry) => entry.kind === 'loan_interest').length > 1) seen.interestPaid += 1
        if (db.loans.all().some((loan) => loan.overdueAt !== null)) seen.overdue += 1
      }),
      { numRuns: 100 },
    )
    // The runs reached what they are about: interest paid, loans gone overdue.
    expect(seen.interestPaid).toBeGreaterThan(10)
    expect(seen.overdue).toBeGreaterThan(10)
  }, 120_000)
})
