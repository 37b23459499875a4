// The credit score (信用分, xyf): 0 to 100 on the user record, moved by what the user does
// in other areas (a week's sign-in streak, a loan repaid on time or gone overdue, a cash-out
// the broker rejected) and by the back office. Each change is recorded with its reason and
// instant: the history `/user/xyflog` lists. An event the bounds absorb entirely (a raise at
// 100) changes nothing and records nothing.
import type { ResponseData } from '#openapi/operations.ts'

import type { UserRecord } from '../core/collections.ts'
import { newestFirst, pageOf } from '../core/paging.ts'
import { upstreamTime } from '../core/time.ts'
import type { World } from '../core/world.ts'
import type { CreditScoreChangeRecord, CreditScoreReason } from './records.ts'

export const creditScoreBounds = { min: 0, max: 100 } as const

/** The events that move the score, by how much, with the title the history shows (the upstream's language). */
export const creditScoreEvents = {
  /** A sign-in that completes a streak of 7 consecutive days (and 14, 21...). */
  signin_streak: { change: 2, title: '連續簽到滿7天' },
  /** A loan fully repaid, interest included, by its due time. */
  loan_repaid_on_time: { change: 3, title: '借款按時還清' },
  /** A cash-out the broker rejected at review. */
  withdrawal_rejected: { change: -5, title: '出金申請被拒' },
  /** A loan not repaid by its due time. */
  loan_overdue: { change: -10, title: '借款逾期未還' },
} as const satisfies Record<Exclude<CreditScoreReason, 'adjustment'>, { change: number; title: string }>

export type CreditScoreEvent = keyof typeof creditScoreEvents

const reasonTitles: Record<CreditScoreReason, string> = {
  signin_streak: creditScoreEvents.signin_streak.title,
  loan_repaid_on_time: creditScoreEvents.loan_repaid_on_time.title,
  withdrawal_rejected: creditScoreEvents.withdrawal_rejected.title,
  loan_overdue: creditScoreEvents.loan_overdue.title,
  adjustment: '後台調整',
}

const bounded = (score: number) => Math.min(creditScoreBounds.max, Math.max(creditScoreBounds.min, score))

async function moveScore(
  world: World,
  userId: number,
  reason: CreditScoreReason,
  target: number,
  at: number,
): Promise<CreditScoreChangeRecord | undefined> {
  const user = world.db.users.findFirst((q) => q.where({ id: userId }))
  if (user === undefined) throw new Error(`credit score: no user ${userId}`)
  const score = bounded(target)
  if (score === user.creditScore) return undefined
  await world.db.users.update((q) => q.where({ id: userId }), {
    data(draft) {
      draft.creditScore = score
    },
  })
  return world.db.creditScoreChanges.create({
    id: world.ids.next('creditScoreChange'),
    userId,
    reason,
    change: score - user.creditScore,
    score,
    at,
  })
}

/** Applies an event's change to the user's score, within 0-100; undefined when the bounds absorb it. */
export function applyCreditScoreEvent(
  world: World,
  userId: number,
  event: CreditScoreEvent,
  at: number,
): Promise<CreditScoreChangeRecord | undefined> {
  const user = world.db.users.findFirst((q) => q.where({ id: userId }))
  if (user === undefined) throw new Error(`credit score: no user ${userId}`)
  return moveScore(world, userId, event, user.creditScore + creditScoreEvents[event].change, at)
}

/** The back office sets the score (the steering API's `creditScore`), recorded as an adjustment. */
export function setCreditScore(
  world: World,
  user: UserRecord,
  score: number,
  at: number,
): Promise<CreditScoreChangeRecord | undefined> {
  return moveScore(world, user.id, 'adjustment', score, at)
}

export function creditScoreChangeAnswer(change: CreditScoreChangeRecord): ResponseData<'/user/xyflog'>[number] {
  return {
    id: change.id,
    reason: change.reason,
    title: reasonTitles[change.reason],
    change: change.change,
    score: change.score,
    create_time: upstreamTime(change.at),
  }
}

/** One page of the user's score changes, newest first. */
export function creditScoreHistory(world: World, userId: number, page: number): ResponseData<'/user/xyflog'> {
  const changes = world.db.creditScoreChanges.findMany((q) => q.where({ userId }))
  return pageOf(
    newestFirst(changes, (change) => change.at),
    page,
  ).map(creditScoreChangeAnswer)
}
