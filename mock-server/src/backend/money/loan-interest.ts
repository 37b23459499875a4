// What time does to a loan in progress. Each full day (24 hours) since borrowing charges
// one day's interest on the principal then outstanding, rounded down to the cent; the
// charges are kept on the loan (what is owed) and reach the ledger only when repaid
// (loan_interest), as a bank's accrued interest reaches the customer's account when it is
// paid. Past its due time unpaid, a loan is overdue: marked once, at its due time, at a
// cost to the credit score. The settler brings every loan up to the clock before each call,
// and a repayment brings the user's loans up to its instant, so principal only changes
// between charges and every day is charged on the principal of that day.
import { applyCreditScoreEvent } from '../account/credit-score.ts'
import type { Settler } from '../core/area.ts'
import type { Minor } from '../core/minor-units.ts'
import type { World } from '../core/world.ts'
import type { LoanRecord } from './records.ts'

const dayMs = 24 * 60 * 60 * 1000

export const principalOwed = (loan: LoanRecord): Minor => loan.money - loan.repaid
export const interestOwed = (loan: LoanRecord): Minor => loan.interest - loan.interestPaid

/** One day's interest on `principal` at `ratePpm` parts per million, rounded down to the cent. */
export function dailyInterest(principal: Minor, ratePpm: number): Minor {
  return Number((BigInt(principal) * BigInt(ratePpm)) / 1_000_000n)
}

/** Full days since borrowing at `now` (0 before a day has passed; never negative). */
export function fullDays(loan: LoanRecord, now: number): number {
  return Math.max(0, Math.floor((now - loan.createdAt) / dayMs))
}

/** Loans in progress (of one user, or of everyone), oldest first: the order repayments settle them in. */
export function loansInProgress(world: World, userId?: number): LoanRecord[] {
  const where = userId === undefined ? { status: 0 as const } : { userId, status: 0 as const }
  return world.db.loans.findMany((q) => q.where(where)).sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
}

/** Charges the loan's days completed by `now` and marks it overdue once it is past its due time. */
async function bringLoanUpTo(world: World, loan: LoanRecord, now: number): Promise<void> {
  const newDays = fullDays(loan, now) - loan.daysCharged
  const goesOverdue = loan.overdueAt === null && now > loan.dueAt
  if (newDays <= 0 && !goesOverdue) return
  const charge = newDays > 0 ? newDays * dailyInterest(principalOwed(loan), loan.dailyRatePpm) : 0
  await world.db.loans.update((q) => q.where({ id: loan.id }), {
    data(draft) {
      if (newDays > 0) {
        draft.interest += charge
        draft.daysCharged += newDays
      }
      if (goesOverdue) draft.overdueAt = loan.dueAt
    },
  })
  if (goesOverdue) await applyCreditScoreEvent(world, loan.userId, 'loan_overdue', loan.dueAt)
}

/**
 * Brings the loans in progress (of one user, or of everyone) up to `now`. Idempotent for a given
 * `now`; never moves back.
 */
export async function bringLoansUpTo(world: World, now: number, userId?: number): Promise<void> {
  for (const loan of loansInProgress(world, userId)) await bringLoanUpTo(world, loan, now)
}

/** When a loan in progress next changes after `now`: its next full day not yet charged, or its going overdue. */
function nextChange(loan: LoanRecord, now: number): number {
  // Settling may ask at an instant before days already charged (a repayment charged up to its own instant).
  const nextDay = loan.createdAt + (Math.max(fullDays(loan, now), loan.daysCharged) + 1) * dayMs
  return loan.overdueAt === null ? Math.min(nextDay, loan.dueAt + 1) : nextDay
}

/**
 * The money area's settler for loans: interest and overdue marks, up to `now` (an instant no
 * later than the clock); returns when a loan next changes.
 */
export const settleLoans: Settler = async (world, now) => {
  await bringLoansUpTo(world, now)
  return Math.min(...loansInProgress(world).map((loan) => nextChange(loan, now)))
}
