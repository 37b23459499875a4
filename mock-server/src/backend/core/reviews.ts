// Requests that wait for the broker's review (待審核 -> 已通過 / 已拒絕): deposits, cash-outs,
// identity verification, day-trading applications... Each area declares its kinds in its
// area object; the steering API (GET/POST /__mock/reviews) lists and decides them all.
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
