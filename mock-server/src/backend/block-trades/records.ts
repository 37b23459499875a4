// The block-trades area's records: the broker's block offers and the purchases made from them.
import { z } from 'zod'

import { Collection } from '../core/collection.ts'

const id = z.number().int().positive()
const instant = z.number().int()
const cents = z.number().int()

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

export type BlockOfferRecord = z.infer<typeof blockOfferSchema>
export type BlockPurchaseRecord = z.infer<typeof blockPurchaseSchema>

/** The block-trades area's collections, created in every world. */
export function blockTradeCollections() {
  return {
    blockOffers: new Collection({ schema: blockOfferSchema }),
    blockPurchases: new Collection({ schema: blockPurchaseSchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof blockTradeCollections> {}
}
