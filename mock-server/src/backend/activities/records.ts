// The activities area's records: daily sign-ins with claimed rewards, and the lottery's
// chances and draws.
import { z } from 'zod'

import { Collection } from '../core/collection.ts'

const id = z.number().int().positive()
const instant = z.number().int()
const minor = z.number().int()

/** A Taiwan calendar day, `YYYY-MM-DD`. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const signinSchema = z.object({
  id,
  userId: id,
  day,
  at: instant,
})

/** A monthly sign-in reward claimed (its money went through the ledger with this ref). */
export const signinClaimSchema = z.object({
  id,
  userId: id,
  rewardId: id,
  /** The calendar month it was claimed for, `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  money: minor,
  at: instant,
})

export const lotteryChanceSchema = z.object({
  userId: id,
  chances: z.number().int().min(0),
})

export const lotteryDrawSchema = z.object({
  id,
  userId: id,
  prizeId: id,
  /** Prize money in TWD minor units (0 for no prize). */
  money: minor,
  at: instant,
})

export type SigninRecord = z.infer<typeof signinSchema>
export type LotteryDrawRecord = z.infer<typeof lotteryDrawSchema>

/** The activities area's collections, created in every world. */
export function activityCollections() {
  return {
    signins: new Collection({ schema: signinSchema }),
    signinClaims: new Collection({ schema: signinClaimSchema }),
    lotteryChances: new Collection({ schema: lotteryChanceSchema }),
    lotteryDraws: new Collection({ schema: lotteryDrawSchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof activityCollections> {}
}
