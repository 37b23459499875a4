// Cash-outs (出金): to a bank card (paid in TWD) or a USDT address (paid in USDT at the rate
// of the request). The amount is held at once and paid or returned by the broker's review.
import type { ResponseData } from '#openapi/operations.ts'

import { applyCreditScoreEvent } from '../account/credit-score.ts'
import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import { checkFundPassword } from '../core/fund-password.ts'
import type { HandlerMap } from '../core/handler.ts'
import { canPost, type Movement, post } from '../core/ledger.ts'
import { type Minor, toDecimalString } from '../core/minor-units.ts'
import { newestPage } from '../core/paging.ts'
import type { ReviewDecision } from '../core/reviews.ts'
import { nextMinute, upstreamTime, upstreamTimeOrEmpty } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { amountText, maskTail, parseAmount, rateText, usdtForWithdrawal } from './amounts.ts'
import { assertNotTooFrequent, latestOf } from './frequency.ts'
import { orderNumber, refOf } from './order-numbers.ts'
import { moneyPolicy } from './policy.ts'
import { currentQuote } from './quotes.ts'
import { nextQuoteAt } from './rates.ts'
import type { WithdrawalRecord } from './records.ts'
import { userById } from './users.ts'
import { isInside, windowAnswer, windowTimes } from './windows.ts'

const policy = moneyPolicy.withdrawal

export function withdrawalAnswer(withdrawal: WithdrawalRecord): ResponseData<'/user/withdrawal'> {
  return {
    id: withdrawal.id,
    order_number: withdrawal.orderNumber,
    money: toDecimalString(withdrawal.money),
    type: withdrawal.type,
    target_name: withdrawal.targetName,
    target_account: withdrawal.targetAccount,
    usdt_money: toDecimalString(withdrawal.usdtMoney),
    status: withdrawal.status,
    create_time: upstreamTime(withdrawal.createdAt),
    review_time: upstreamTimeOrEmpty(withdrawal.reviewedAt),
  }
}

/** The movements of holding a cash-out's amount: available TWD to held TWD. */
export const holdMovements = (money: Minor): Movement[] => [
  { balance: 'twd', amount: -money, kind: 'withdrawal_hold' },
  { balance: 'frozenTwd', amount: money, kind: 'withdrawal_hold' },
]

/**
 * Pays an approved cash-out out of the held balance, or returns a rejected one to the
 * available balance; a rejection costs the credit score (withdrawal_rejected).
 */
export async function decideWithdrawal(
  world: World,
  withdrawal: WithdrawalRecord,
  decision: ReviewDecision,
  at: number,
): Promise<void> {
  const user = userById(world, withdrawal.userId)
  const movements: Movement[] =
    decision === 'approve'
      ? [{ balance: 'frozenTwd', amount: -withdrawal.money, kind: 'withdrawal_paid' }]
      : [
          { balance: 'frozenTwd', amount: -withdrawal.money, kind: 'withdrawal_refund' },
          { balance: 'twd', amount: withdrawal.money, kind: 'withdrawal_refund' },
        ]
  await post(world, { user, ref: refOf('withdrawal', withdrawal.id), at, movements })
  await world.db.withdrawals.update((q) => q.where({ id: withdrawal.id }), {
    data(draft) {
      draft.status = decision === 'approve' ? 1 : 2
      draft.reviewedAt = at
    },
  })
  if (decision === 'reject') await applyCreditScoreEvent(world, user.id, 'withdrawal_rejected', at)
}

export interface Destination {
  targetId: number
  targetName: string
  targetAccount: string
}

/** The user's own card or USDT address the cash-out goes to, with what the record keeps of it. */
export function destinationOf(world: World, user: UserRecord, type: 'bank' | 'usdt', id: number): Destination {
  if (type === 'usdt') {
    const address = world.db.usdtAddresses.findFirst((q) => q.where({ id, userId: user.id }))
    if (address === undefined) raise('usdt_address_not_found')
    return { targetId: address.id, targetName: `USDT-${address.network}`, targetAccount: maskTail(address.address) }
  }
  const card = world.db.bankCards.findFirst((q) => q.where({ id, userId: user.id }))
  if (card === undefined) raise('card_not_found')
  // Money leaves only for an account in the verified holder's own name.
  if (card.realname !== user.realname) raise('card_not_own')
  return { targetId: card.id, targetName: card.bankName, targetAccount: maskTail(card.bankNum) }
}

/** Records a cash-out request, pending review, and holds its amount. */
export async function openWithdrawal(
  world: World,
  user: UserRecord,
  money: Minor,
  type: 'bank' | 'usdt',
  destination: Destination,
  at: number,
): Promise<WithdrawalRecord> {
  const id = world.ids.next('withdrawal')
  const withdrawal = await world.db.withdrawals.create({
    id,
    userId: user.id,
    orderNumber: orderNumber('withdrawal', at, id),
    money,
    type,
    ...destination,
    usdtMoney: type === 'usdt' ? usdtForWithdrawal(money, currentQuote(world, at)) : 0,
    status: 0,
    createdAt: at,
    reviewedAt: null,
  })
  await post(world, { user, ref: refOf('withdrawal', id), at, movements: holdMovements(money) })
  return withdrawal
}

export const withdrawalHandlers = {
  '/user/iswithdrawal': {
    secured: true,
    run(context) {
      const { world, now } = context
      // The window turns on whole minutes; the USDT rate with the next quote.
      context.holdsUntil(Math.min(nextMinute(now), nextQuoteAt(now)))
      return {
        ...windowAnswer(policy.window, now),
        weekdays_only: policy.window.bankingDaysOnly ? 1 : 0,
        min_money: toDecimalString(policy.min),
        max_money: toDecimalString(policy.max),
        min_credit: policy.minCreditScore,
        usdt_rate: rateText(currentQuote(world, now).USDT.buy),
      }
    },
  },

  '/user/withdrawal': {
    secured: true,
    async run({ world, user, now }, body) {
      if (user.creditScore < policy.minCreditScore) raise('credit_score_too_low')
      if (!isInside(policy.window, now)) raise('withdraw_time_window', windowTimes(policy.window))
      const money = parseAmount(body.money)
      if (money < policy.min || money > policy.max)
        raise('withdraw_amount_limit', { min: amountText(policy.min), max: amountText(policy.max) })
      assertNotTooFrequent(
        latestOf(world.db.withdrawals.findMany((q) => q.where({ userId: user.id }))),
        now,
        policy.minIntervalMs,
      )
      const type = body.type ?? 'bank'
      const destination = destinationOf(world, user, type, body.bankid)
      if (!canPost(user, holdMovements(money))) raise('balance_insufficient')
      // Last: a wrong guess is recorded (and may lock the fund password), so only a request
      // that would otherwise go through spends one.
      await checkFundPassword(world, user, body.passwords, now)

      const withdrawal = await openWithdrawal(world, user, money, type, destination, now)
      return withdrawalAnswer(withdrawal)
    },
  },

  '/user/withdrawallist': {
    secured: true,
    run({ world, user }, { page }) {
      return newestPage(
        world.db.withdrawals.findMany((q) => q.where({ userId: user.id })),
        page,
        withdrawalAnswer,
      )
    },
  },
} satisfies Partial<HandlerMap>
