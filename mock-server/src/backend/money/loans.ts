// Loans (借款 / 還款): borrowing credits TWD at once within the user's quota; repayments
// settle the oldest loans in progress first and may not exceed what is owed.
import type { ResponseData } from '#openapi/operations.ts'
import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import type { HandlerMap } from '../core/handler.ts'
import { canPost, post, type Movement } from '../core/ledger.ts'
import { toDecimalString, type Minor } from '../core/minor-units.ts'
import type { World } from '../core/world.ts'
import { parseAmount } from './amounts.ts'
import { upstreamTime, upstreamTimeOrEmpty } from '../core/time.ts'
import { orderNumber, refOf } from './order-numbers.ts'
import { newestPage } from '../core/paging.ts'
import { moneyPolicy } from './policy.ts'
import type { LoanRecord, RepaymentRecord } from './records.ts'

const policy = moneyPolicy.loan

export function loanAnswer(loan: LoanRecord): ResponseData<'/user/to_jq'> {
  return {
    id: loan.id,
    order_number: loan.orderNumber,
    money: toDecimalString(loan.money),
    repaid: toDecimalString(loan.repaid),
    owed: toDecimalString(loan.money - loan.repaid),
    status: loan.status,
    create_time: upstreamTime(loan.createdAt),
    finish_time: upstreamTimeOrEmpty(loan.finishedAt),
  }
}

/** The user's loans in progress, oldest first (the order repayments settle them in). */
function loansInProgress(world: World, userId: number): LoanRecord[] {
  return world.db.loans.findMany((q) => q.where({ userId, status: 0 })).sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
}

export function owedBy(world: World, userId: number): Minor {
  return loansInProgress(world, userId).reduce((sum, loan) => sum + loan.money - loan.repaid, 0)
}

/** Applies a repayment to the oldest loans first, finishing those it pays off. */
async function applyRepayment(world: World, userId: number, money: Minor, at: number): Promise<void> {
  let left = money
  for (const loan of loansInProgress(world, userId)) {
    if (left === 0) break
    const part = Math.min(left, loan.money - loan.repaid)
    left -= part
    await world.db.loans.update((q) => q.where({ id: loan.id }), {
      data(draft) {
        draft.repaid += part
        if (draft.repaid === draft.money) {
          draft.status = 1
          draft.finishedAt = at
        }
      },
    })
  }
}

/** Opens a loan and credits it. */
export async function openLoan(world: World, user: UserRecord, money: Minor, at: number): Promise<LoanRecord> {
  const id = world.ids.next('loan')
  const loan = await world.db.loans.create({ id, userId: user.id, orderNumber: orderNumber('loan', at, id), money, repaid: 0, status: 0, createdAt: at, finishedAt: null })
  await post(world, { user, ref: refOf('loan', id), at, movements: [{ balance: 'twd', amount: money, kind: 'loan' }] })
  return loan
}

/** Takes a repayment from the TWD balance and settles loans with it (checked by the caller). */
export async function repay(world: World, user: UserRecord, money: Minor, at: number): Promise<RepaymentRecord> {
  const id = world.ids.next('repayment')
  const repayment = await world.db.repayments.create({ id, userId: user.id, orderNumber: orderNumber('repayment', at, id), money, at })
  await post(world, { user, ref: refOf('repayment', id), at, movements: repaymentMovements(money) })
  await applyRepayment(world, user.id, money, at)
  return repayment
}

const repaymentMovements = (money: Minor): Movement[] => [{ balance: 'twd', amount: -money, kind: 'loan_repayment' }]

export const loanHandlers = {
  '/user/loaninfo': {
    secured: true,
    run({ world, user }) {
      const owed = owedBy(world, user.id)
      return {
        is_open: policy.open ? 1 : 0,
        quota: toDecimalString(policy.quota),
        owed: toDecimalString(owed),
        available: toDecimalString(Math.max(0, policy.quota - owed)),
        min_money: toDecimalString(policy.min),
      }
    },
  },

  '/user/loanlist': {
    secured: true,
    run({ world, user }, { page, status }) {
      const own = world.db.loans.findMany((q) => q.where({ userId: user.id })).filter((loan) => status === undefined || loan.status === status)
      return newestPage(own, page, loanAnswer)
    },
  },

  '/user/to_jq': {
    secured: true,
    async run({ world, user, now }, body) {
      if (!policy.open) raise('lending_unavailable')
      const money = parseAmount(body.money)
      if (money < policy.min) raise('lending_below_minimum')
      if (owedBy(world, user.id) + money > policy.quota) raise('lending_unavailable')

      const loan = await openLoan(world, user, money, now)
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
      if (!canPost(user, repaymentMovements(money))) raise('balance_insufficient')

      const repayment = await repay(world, user, money, now)
      return { order_number: repayment.orderNumber, money: toDecimalString(money), owed: toDecimalString(owed - money) }
    },
  },
} satisfies Partial<HandlerMap>
