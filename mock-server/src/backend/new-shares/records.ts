// The records of issue 7: new-share offerings and this world's subscriptions (both
// variants), block-trade offers and purchases, copy-trading products and subscriptions.
import { z } from 'zod'

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

export const blockOfferSchema = z.object({
  id,
  symbol: z.string(),
  /** Per mille of the last price the offer is priced at when the day's trading opens (930 = 7 % below). */
  discountPerMille: z.number().int(),
  minShares: z.number().int().positive(),
  dailyLimit: z.number().int().positive(),
  /** '' for none. */
  password: z.string(),
  open: z.boolean(),
})

export const blockPurchaseSchema = z.object({
  id,
  userId: id,
  offerId: id,
  symbol: z.string(),
  price: cents,
  shares: z.number().int().positive(),
  commission: cents,
  at: instant,
  positionId: id,
})

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

export type OfferingRecord = z.infer<typeof offeringSchema>
export type SubscriptionRecord = z.infer<typeof subscriptionSchema>
export type BlockOfferRecord = z.infer<typeof blockOfferSchema>
export type BlockPurchaseRecord = z.infer<typeof blockPurchaseSchema>
export type CopyProductRecord = z.infer<typeof copyProductSchema>
export type CopySubscriptionRecord = z.infer<typeof copySubscriptionSchema>
