// The account area's records: identity verifications, the login password's attempt guard,
// notices and messages with their read marks, server texts, and the credit score's history.
import { z } from 'zod'

import { Collection } from '../core/collection.ts'

const id = z.number().int().positive()
const instant = z.number().int()

/** One identity verification (身分驗證) sent for review; the user's own fields follow it. */
export const identitySubmissionSchema = z.object({
  id,
  userId: id,
  realname: z.string(),
  idCard: z.string(),
  frontcard: z.string(),
  backcard: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  submittedAt: instant,
  decidedAt: instant.nullable(),
})

/** Recent wrong current passwords given to change the login password, and the lock they caused. */
export const loginPasswordGuardSchema = z.object({
  userId: id,
  failures: z.array(instant),
  lockedUntil: instant,
})

/** A notice to everyone (type 1, userId null) or a message to one user (type 2). */
export const noticeSchema = z.object({
  id,
  type: z.union([z.literal(1), z.literal(2)]),
  userId: id.nullable(),
  title: z.string(),
  /** Plain text for lists. */
  summary: z.string(),
  /** HTML from the back office, rendered sanitised by the app. */
  content: z.string(),
  /** When it is posted: hidden before this instant. */
  at: instant,
})

export const noticeReadSchema = z.object({
  noticeId: id,
  userId: id,
  at: instant,
})

export const textTypes = ['userPrivacy', 'aboutUs', 'fileText', 'qsCenter', 'tradeRule', 'gzbh'] as const

/** A text the back office maintains (`/common/wenben`). */
export const serverTextSchema = z.object({
  type: z.enum(textTypes),
  title: z.string(),
  content: z.string(),
  updatedAt: instant,
})

/** Why a credit score changed: an event of credit-score.ts, or the back office setting it. */
export const creditScoreReasons = [
  'signin_streak',
  'loan_repaid_on_time',
  'withdrawal_rejected',
  'loan_overdue',
  'adjustment',
] as const

/** One change of a user's credit score (信用分, xyf), with its reason: the score's history. */
export const creditScoreChangeSchema = z.object({
  id,
  userId: id,
  reason: z.enum(creditScoreReasons),
  /** Signed and never 0: what the event moved the score by, after the 0-100 bounds. */
  change: z.number().int(),
  /** The score after the change. */
  score: z.number().int().min(0).max(100),
  at: instant,
})

export type IdentitySubmissionRecord = z.infer<typeof identitySubmissionSchema>
export type NoticeRecord = z.infer<typeof noticeSchema>
export type TextType = (typeof textTypes)[number]
export type ServerTextRecord = z.infer<typeof serverTextSchema>
export type CreditScoreChangeRecord = z.infer<typeof creditScoreChangeSchema>
export type CreditScoreReason = (typeof creditScoreReasons)[number]

/** The account area's collections, created in every world. */
export function accountCollections() {
  return {
    identitySubmissions: new Collection({ schema: identitySubmissionSchema }),
    loginPasswordGuards: new Collection({ schema: loginPasswordGuardSchema }),
    notices: new Collection({ schema: noticeSchema }),
    noticeReads: new Collection({ schema: noticeReadSchema }),
    texts: new Collection({ schema: serverTextSchema }),
    creditScoreChanges: new Collection({ schema: creditScoreChangeSchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof accountCollections> {}
}
