// The copy-trading area's records: products that follow a trader, and the money users put in them.
import { z } from 'zod'

import { Collection } from '../core/collection.ts'
import { strategySchema } from './strategy.ts'

const id = z.number().int().positive()
const instant = z.number().int()
const cents = z.number().int()

export const copyProductSchema = z.object({
  id,
  name: z.string(),
  trader: z.string(),
  minAmount: cents,
  /** What the trader does with the money, on the world's market (strategy.ts). */
  strategy: strategySchema,
  lockDays: z.number().int().positive(),
  deadline: instant,
  listed: z.boolean(),
})

export const copySubscriptionSchema = z.object({
  id,
  userId: id,
  productId: id,
  amount: cents,
  /** The strategy's unit value when the money went in (strategy.ts, 1e8 at the anchor day). */
  startValue: z.number().int().positive(),
  startedAt: instant,
  unlocksAt: instant,
  /** Paid out at unlocksAt: the amount times the strategy's return over the lock, rounded down. */
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
