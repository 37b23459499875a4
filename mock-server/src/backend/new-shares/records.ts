// The new-shares area's records: offerings (public subscriptions and auctions) and this
// world's subscriptions to them.
import { z } from 'zod'

import { Collection } from '../core/collection.ts'

const id = z.number().int().positive()
const instant = z.number().int()
const cents = z.number().int()

/** A new share offered by public subscription (a draw) or by auction (bids). */
export const offeringSchema = z.object({
  id,
  variant: z.enum(['public', 'auction']),
  symbol: z.string(),
  name: z.string(),
  industry: z.string(),
  /** The industry's P/E in hundredths (1850 = 18.50). */
  industryPe: z.number().int(),
  /** The subscription price, or an auction's minimum bid price. */
  price: cents,
  /** Comparable shares' market price. */
  marketPrice: cents,
  lotsOffered: z.number().int(),
  minLots: z.number().int().positive(),
  maxLots: z.number().int().positive(),
  /** Per cent of a bid held as deposit (100 for a public subscription). */
  depositPercent: z.number().int(),
  fee: cents,
  /** Chance in per cent that a public subscription is allotted (中籤率); auctions clear at a price instead. */
  winPercent: z.number().int(),
  /** An auction's clearing price (bids at or above it win), drawn from the world's seed. */
  clearingPrice: cents,
  channelOpen: z.boolean(),
  opensAt: instant,
  closesAt: instant,
  drawAt: instant,
  payBy: instant,
  listsAt: instant,
})

/** One user's subscription (or bid). */
export const subscriptionSchema = z.object({
  id,
  userId: id,
  offeringId: id,
  lots: z.number().int().positive(),
  /** The subscription price, or the bid. */
  price: cents,
  /** TWD held now for it (frozenTwd). */
  held: cents,
  allottedLots: z.number().int(),
  due: cents,
  paid: cents,
  status: z.enum(['pending', 'allotted', 'paid', 'waived', 'not_allotted']),
  createdAt: instant,
  /** The holding opened on the listing day, once paid. */
  positionId: z.number().int().positive().nullable(),
})

export type OfferingRecord = z.infer<typeof offeringSchema>
export type SubscriptionRecord = z.infer<typeof subscriptionSchema>

/** The new-shares area's collections, created in every world. */
export function newShareCollections() {
  return {
    offerings: new Collection({ schema: offeringSchema }),
    subscriptions: new Collection({ schema: subscriptionSchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof newShareCollections> {}
}
