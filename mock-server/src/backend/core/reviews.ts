// Requests that wait for the broker's review (待審核 -> 已通過 / 已拒絕): deposits, cash-outs,
// identity verification, day-trading applications... Each area registers its kind here,
// in its section; the steering API (GET/POST /__mock/reviews) lists and decides them all.
import { identityReviews } from '../account/identity-review.ts'
import { dayTradingReviews } from '../trade/day-trading-review.ts'
import { depositReviews, withdrawalReviews } from '../money/review-kinds.ts'
import type { World } from './world.ts'

export type ReviewDecision = 'approve' | 'reject'

export interface PendingReview {
  id: number
  account: string
  /** What it is, in a few words, for a tester reading the list. */
  summary: string
  submittedAt: number
}

export interface ReviewKind {
  /** The kind's requests still pending at the world's time, oldest first. */
  pending(world: World): PendingReview[]
  /**
   * Decides one pending request with everything that follows from it (ledger postings,
   * status changes). Throws ReviewRefusal, changing nothing, when it is not pending.
   */
  decide(world: World, id: number, decision: ReviewDecision, now: number): Promise<void>
}

/** A decision that cannot be made (no such request, or no longer pending). */
export class ReviewRefusal extends Error {}

export const reviewKinds: Readonly<Record<string, ReviewKind>> = {
  // --- markets and trading (issue 3)
  dayTrading: dayTradingReviews,
  // --- money (issue 5)
  deposit: depositReviews,
  withdrawal: withdrawalReviews,
  // --- account (issue 6)
  identity: identityReviews,
  // --- new shares, block trades, copy trading (issue 7)
}
