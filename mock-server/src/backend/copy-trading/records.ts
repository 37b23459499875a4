// The copy-trading area's records: products that follow a trader, and the money users put in them.
import { Collection } from '../core/collection.ts'
import { z } from 'zod'

const id = z.number().int().positive()
const instant = z.number().int()
const cents = z.number().int()

export const copyProductSchema = z.object({
  id,
  name: z.string(),
  trader: z.string(),
  minAmount: cents,
  /** Daily profit in hundredths of a per cent (80 = 0.80 % a day). */
  dailyBasisPoints: z.number().int(),
  lockDays: z.number().int().positive(),
  deadline: instant,
  listed: z.boolean(),
})

export const copySubscriptionSchema = z.object({
  id,
  userId: id,
  productId: id,
  amount: cents,
  startedAt: instant,
  unlocksAt: instant,
  /** Paid out at unlocksAt (principal and profit). */
  payout: cents.nullable(),
})

export type CopyProductRecord = z.infer<typeof copyProductSchema>
export type CopySubscriptionRecord = z.infer<typeof copySubscriptionSchema>

/** The copy-trading area's collections, created in every world. */
export function copyTradingCollections() {
  return {
    copyProducts: new Collection({ schema: copyProductSchema }),
    copySubscriptions: new Collection({ schema: copySubscriptionSchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof copyTradingCollections> {}
}
