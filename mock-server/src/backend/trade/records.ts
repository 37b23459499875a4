// The trading records of a world: orders, the holdings (lots) they open, day-trading
// applications, and each user's trading permissions. Amounts and prices in cents.
import { Collection } from '../core/collection.ts'
import { z } from 'zod'

const cents = z.number().int()
const instant = z.number().int()

/**
 * An order. Opening orders (`opens`) buy (long) or sell short; closing orders sell a
 * holding (or buy back a short one). Status only moves forward:
 * pending -> filled | cancelled | expired.
 */
export const orderSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  symbol: z.string(),
  opens: z.boolean(),
  /** 1 long, 2 short: for a closing order, the direction of the holding it closes. */
  direction: z.union([z.literal(1), z.literal(2)]),
  lot: z.enum(['lot', 'odd']),
  shares: z.number().int().positive(),
  priceType: z.enum(['market', 'limit']),
  /** The limit price; null for a market order. */
  limitPrice: cents.nullable(),
  condition: z.enum(['ROD', 'IOC', 'FOK']),
  leverage: z.number().int().positive(),
  dayTrade: z.boolean(),
  status: z.enum(['pending', 'filled', 'cancelled', 'expired']),
  createdAt: instant,
  /** The order cannot match before this instant (an auction, the first odd-lot match). */
  matchesFrom: instant,
  /** An auction at `matchesFrom` fills at that instant's price (the open or the close). */
  auctionAt: z.enum(['open', 'close']).nullable(),
  /** After-hours fixed price: fills at the close at `matchesFrom`, whatever the market did. */
  fixedPrice: z.boolean(),
  /** Pending day orders expire at this instant. */
  expiresAt: instant,
  /** TWD moved to frozenTwd while an opening order waits (cost at the limit plus commission). */
  hold: cents,
  /** For a closing order, the holding it closes; for a filled opening order, its own id. */
  positionId: z.number().int().positive().nullable(),
  filledAt: instant.nullable(),
  fillPrice: cents.nullable(),
  /** Commission and tax of this order's fill. */
  commission: cents,
  tax: cents,
  /** A closing order's share of the holding's money and buy commission, and its realised P&L (after every cost). */
  closedMargin: cents,
  closedBuyCommission: cents,
  /** For a closing order of a short holding, its share of the tax paid when the short was opened. */
  closedOpenTax: cents,
  realised: cents,
  endedAt: instant.nullable(),
})

/**
 * A holding (lot) opened by one filled opening order; its id is that order's id. Selling
 * part of it reduces `shares` (and its money and commission pro rata); it is closed when
 * none are left.
 */
export const positionSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  symbol: z.string(),
  direction: z.union([z.literal(1), z.literal(2)]),
  lot: z.enum(['lot', 'odd']),
  leverage: z.number().int().positive(),
  dayTrade: z.boolean(),
  openPrice: cents,
  openedAt: instant,
  openedShares: z.number().int().positive(),
  /** Shares still held. */
  shares: z.number().int().nonnegative(),
  /** Shares in pending closing orders. */
  reserved: z.number().int().nonnegative(),
  /** The money still in the position (price x shares, or with leverage N that divided by N). */
  margin: cents,
  /** The buy commission of the shares still held. */
  buyCommission: cents,
  /** Tax paid when a short position was opened (its sale), for the shares still held. */
  openTax: cents,
  status: z.enum(['open', 'closed']),
  closedAt: instant.nullable(),
})

/** A day-trading (現股當沖) application: 0 under review, 1 approved, 2 rejected. */
export const dayTradingApplicationSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  quota: cents,
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  createdAt: instant,
  decidedAt: instant.nullable(),
})

/** What the broker allows a user beyond cash trading. */
export const tradingPermissionSchema = z.object({
  userId: z.number().int().positive(),
  /** Margin trading (融資融券): leverage above 1 and short positions. */
  marginEnabled: z.boolean(),
})

export type OrderRecord = z.infer<typeof orderSchema>
export type PositionRecord = z.infer<typeof positionSchema>
export type DayTradingApplicationRecord = z.infer<typeof dayTradingApplicationSchema>
export type TradingPermissionRecord = z.infer<typeof tradingPermissionSchema>

/** The trade area's collections, created in every world. */
export function tradeCollections() {
  return {
    orders: new Collection({ schema: orderSchema }),
    positions: new Collection({ schema: positionSchema }),
    dayTradingApplications: new Collection({ schema: dayTradingApplicationSchema }),
    tradingPermissions: new Collection({ schema: tradingPermissionSchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof tradeCollections> {}
}
