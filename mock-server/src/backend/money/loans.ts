// Loans (借款 / 還款). Borrowing credits TWD at once, for a term of 7, 14 or 30 days, within
// a quota the credit score sets, while the lending channel is open. Interest is charged
// once per full day since borrowing on the principal still outstanding (loan-interest.ts,
// brought up to the clock by the settler before every call), and paid through the ledger
// when the user repays. A repayment settles the oldest loan first, each loan's interest
// before its principal. A loan repaid in full by its due time raises the credit score; one
// still owed past it is overdue, which costs the score and stops new borrowing.
import type { ResponseData } from '#openapi/operations.ts'

import { applyCreditScoreEvent } from '../account/credit-score.ts'
import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import type { HandlerMap } from '../core/handler.ts'
import { canPost, type Movement, post } from '../core/ledger.ts'
import { type Minor, toDecimalString } from '../core/minor-units.ts'
import { newestPage } from '../core/paging.ts'
import { upstreamTime, upstreamTimeOrEmpty } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { parseAmount, rateText } from './amounts.ts'
import { bringLoansUpTo, interestOwed, loansInProgress, principalOwed } from './loan-interest.ts'
import { orderNumber, refOf } from './order-numbers.ts'
import { moneyPolicy } from './policy.ts'
import type { LoanRecord, RepaymentRecord } from './records.ts'
import { moneySteering } from './steering.ts'
import { isInside, windowTimes } from './windows.ts'

const policy = moneyPolicy.loan
const dayMs = 24 * 60 * 60 * 1000

export type LoanTerm = (typeof policy.terms)[number]

export function termOf(days: number): LoanTerm {
  const term = policy.terms.find((candidate) => candidate.days === days)
  if (term === undefined) throw new Error(`loans: no term of ${days} days`)
  return term
}

/** The most a user with this credit score may owe at once (principal): 0 below the last tier. */
export function quotaFor(creditScore: number): Minor {
  return policy.quotaByScore.find((tier) => creditScore >= tier.minScore)?.quota ?? 0
}

/** Whether the lending channel takes loans now: its hours, unless the steering API holds it open or closed. */
export function isLendingOpen(world: World, now: number): boolean {
  const channel = moneySteering(world).loanChannel
  return channel === 'hours' ? isInside(policy.window, now) : channel === 'open'
}

export function loanAnswer(loan: LoanRecord): ResponseData<'/user/to_jq'> {
  return {
    id: loan.id,
    order_number: loan.orderNumber,
    money: toDecimalString(loan.money),
    repaid: toDecimalString(loan.repaid),
    owed: toDecimalString(principalOwed(loan) + interestOwed(loan)),
    status: loan.status,
    create_time: upstreamTime(loan.createdAt),
    finish_time: upstreamTimeOrEmpty(loan.finishedAt),
    term: termOf(loan.termDays).days,
    daily_rate: rateText(loan.dailyRatePpm),
    due_time: upstreamTime(loan.dueAt),
    interest: toDecimalString(loan.interest),
    interest_paid: toDecimalString(loan.interestPaid),
    overdue: loan.overdueAt === null ? 0 : 1,
  }
}

/** What the user owes now: principal and interest of every loan in progress. */
export function owedBy(world: World, userId: number): Minor {
  return loansInProgress(world, userId).reduce((sum, loan) => sum + principalOwed(loan) + interestOwed(loan), 0)
}

/** One loan's share of a repayment. */
interface Share {
  loan: LoanRecord
  interest: Minor
  principal: Minor
}

/** How a repayment is split: the oldest loan first, each its interest before its principal. */
export function splitRepayment(loans: readonly LoanRecord[], money: Minor): Share[] {
  let left = money
  const shares: Share[] = []
  for (const loan of loans) {
    if (left === 0) break
    const interest = Math.min(left, interestOwed(loan))
    left -= interest
    const principal = Math.min(left, principalOwed(loan))
    left -= principal
    shares.push({ loan, interest, principal })
  }
  return shares
}

const repaymentMovements = (interest: Minor, principal: Minor): Movement[] => [
  { balance: 'twd', amount: -interest, kind: 'loan_interest' },
  { balance: 'twd', amount: -principal, kind: 'loan_repayment' },
]

/** Opens a loan of `termDays` and credits it. */
export async function openLoan(
  world: World,
  user: UserRecord,
  money: Minor,
  termDays: number,
  at: number,
): Promise<LoanRecord> {
  const term = termOf(termDays)
  const id = world.ids.next('loan')
  const loan = await world.db.loans.create({
    id,
    userId: user.id,
    orderNumber: orderNumber('loan', at, id),
    money,
    repaid: 0,
    termDays: term.days,
    dailyRatePpm: term.dailyRatePpm,
    dueAt: at + term.days * dayMs,
    interest: 0,
    interestPaid: 0,
    daysCharged: 0,
    overdueAt: null,
    status: 0,
    createdAt: at,
    finishedAt: null,
  })
  await post(world, { user, ref: refOf('loan', id), at, movements: [{ balance: 'twd', amount: money, kind: 'loan' }] })
  return loan
}

/**
 * Takes a repayment from the TWD balance and settles loans with it (checked by the caller):
 * the loans are first brought up to `at`, so that the interest of every full day is owed.
 */
export async function repay(world: World, user: UserRecord, money: Minor, at: number): Promise<RepaymentRecord> {
  await bringLoansUpTo(world, at, user.id)
  const shares = splitRepayment(loansInProgress(world, user.id), money)
  const interest = shares.reduce((sum, share) => sum + share.interest, 0)
  const principal = shares.reduce((sum, share) => sum + share.principal, 0)
  const id = world.ids.next('repayment')
  const repayment = await world.db.repayments.create({
    id,
    userId: user.id,
    orderNumber: orderNumber('repayment', at, id),
    money,
    interest,
    principal,
    at,
  })
  await post(world, { user, ref: refOf('repayment', id), at, movements: repaymentMovements(interest, principal) })
  for (const share of shares) {
    const updated = await world.db.loans.update((q) => q.where({ id: share.loan.id }), {
      data(draft) {
        draft.interestPaid += share.interest
        draft.repaid += share.principal
        if (draft.repaid === draft.money && draft.interestPaid === draft.interest) {
          draft.status = 1
          draft.finishedAt = at
        }
      },
    })
    if (updated?.status === 1 && updated.overdueAt === null)
      await applyCreditScoreEvent(world, user.id, 'loan_repaid_on_time', at)
  }
  return repayment
}

export const loanHandlers = {
  '/user/loaninfo': {
    secured: true,
    // The lending window turns on whole minutes and the amounts owed do not move with the clock: read by the minute.
    run({ world, user, minute }) {
      const loans = loansInProgress(world, user.id)
      const principal = loans.reduce((sum, loan) => sum + principalOwed(loan), 0)
      const interest = loans.reduce((sum, loan) => sum + interestOwed(loan), 0)
      const quota = quotaFor(user.creditScore)
      const { start, end } = windowTimes(policy.window)
      return {
        is_open: isLendingOpen(world, minute) ? 1 : 0,
        quota: toDecimalString(quota),
        owed: toDecimalString(principal + interest),
        available: toDecimalString(Math.max(0, quota - principal)),
        min_money: toDecimalString(policy.min),
        principal: toDecimalString(principal),
        interest: toDecimalString(interest),
        overdue: loans.some((loan) => loan.overdueAt !== null) ? 1 : 0,
        xyf: user.creditScore,
        start_time: start,
        end_time: end,
        terms: policy.terms.map((term) => ({ term: term.days, daily_rate: rateText(term.dailyRatePpm) })),
      }
    },
  },

  '/user/loanlist': {
    secured: true,
    run({ world, user }, { page, status }) {
      const own = world.db.loans
        .findMany((q) => q.where({ userId: user.id }))
        .filter((loan) => status === undefined || loan.status === status)
      return newestPage(own, page, loanAnswer)
    },
  },

  '/user/to_jq': {
    secured: true,
    async run({ world, user, now }, body) {
      if (!isLendingOpen(world, now)) raise('lending_unavailable')
      const money = parseAmount(body.money)
      if (money < policy.min) raise('lending_below_minimum')
      const loans = loansInProgress(world, user.id)
      if (loans.some((loan) => loan.overdueAt !== null)) raise('loan_overdue_outstanding')
      const principal = loans.reduce((sum, loan) => sum + principalOwed(loan), 0)
      if (principal + money > quotaFor(user.creditScore)) raise('lending_unavailable')

      const loan = await openLoan(world, user, money, body.term ?? policy.defaultTermDays, now)
      return loanAnswer(loan)
    },
  },

  '/user/to_hq': {
    secured: true,
    async run({ world, user, now }, body) {
      const money = parseAmount(body.money)
      if (money === 0) raise('amount_not_positive')
      const owed = owedBy(world, user.id)
      if (owed === 0) raise('loan_none_outstanding')
      if (money > owed) raise('repay_exceeds_owed')
      // However it splits into interest and principal, the whole amount leaves the TWD balance.
      if (!canPost(user, repaymentMovements(0, money))) raise('balance_insufficient')

      const repayment = await repay(world, user, money, now)
      return {
        order_number: repayment.orderNumber,
        money: toDecimalString(money),
        owed: toDecimalString(owed - money),
        interest: toDecimalString(repayment.interest),
        principal: toDecimalString(repayment.principal),
      }
    },
  },
} satisfies Partial<HandlerMap>
