// The trading records of a world: orders, the holdings (lots) they open, the settlements
// their fills wait for (T+2), day-trading applications, each user's trading permissions
// and margin calls. Amounts and prices in cents.
import { z } from 'zod'

import { Collection } from '../core/collection.ts'
import { balanceNames, type LedgerKind } from '../core/ledger-kinds.ts'

const cents = z.number().int()
const instant = z.number().int()

/**
 * An order. Opening orders (`opens`) buy (long) or sell short; closing orders sell
 * holdings (or buy back short ones): one purchase, or several purchases of one stock and
 * kind. It fills in one or more parts (against the book's depth on arrival, then as the
 * market reaches its price); status only moves forward: pending -> filled | cancelled |
 * expired | refused (the last three keep what filled before).
 */
export const orderSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  symbol: z.string(),
  opens: z.boolean(),
  /**
   * Where it came from: the order book (`/trade/buy_stock`, `/trade/sell_stock`), a block
   * trade (鉅額交易, filled at once), or new shares allotted on their listing day (not an
   * order the user placed: it is no order of the day).
   */
  origin: z.enum(['book', 'block', 'allotment']),
  /** 1 long, 2 short: for a closing order, the direction of the holding it closes. */
  direction: z.union([z.literal(1), z.literal(2)]),
  lot: z.enum(['lot', 'odd']),
  shares: z.number().int().positive(),
  priceType: z.enum(['market', 'limit']),
  /** The limit price; null for a market order. */
  limitPrice: cents.nullable(),
  condition: z.enum(['ROD', 'IOC', 'FOK']),
  /** `ganggan` as asked (1 a cash trade; above 1 asks for a margin purchase). */
  leverage: z.number().int().positive(),
  /** A credit trade (信用交易): a margin purchase (融資) for a long, a short sale (融券) for a short. */
  credit: z.boolean(),
  dayTrade: z.boolean(),
  status: z.enum(['pending', 'filled', 'cancelled', 'expired', 'refused']),
  /** For a refused order, the catalogue entry that says why. */
  refusedFor: z.string().nullable(),
  createdAt: instant,
  /** The order cannot match before this instant (an auction, the first odd-lot match). */
  matchesFrom: instant,
  /** An auction at `matchesFrom` fills at that instant's price (the open or the close). */
  auctionAt: z.enum(['open', 'close']).nullable(),
  /** After-hours fixed price: fills at the close at `matchesFrom`, whatever the market did. */
  fixedPrice: z.boolean(),
  /** Pending day orders expire at this instant. */
  expiresAt: instant,
  /**
   * TWD still held in frozenTwd for what of the opening order has not filled (its worst cost); each
   * fill takes its settlement from it.
   */
  hold: cents,
  /** For a closing order, the (first) holding it closes; for a filled opening order, its own id. */
  positionId: z.number().int().positive().nullable(),
  /**
   * For a closing order, the holdings it sells and how many shares of each, in the order
   * its fills take them (the first `filledShares` shares of the list have filled); empty
   * for an opening order.
   */
  closes: z.array(z.object({ positionId: z.number().int().positive(), shares: z.number().int().positive() })),
  /** Shares filled so far, and their value (the sum of price x shares of each fill). */
  filledShares: z.number().int().nonnegative(),
  filledValue: cents,
  /** The last fill. */
  filledAt: instant.nullable(),
  /** The average fill price (filledValue / filledShares, rounded). */
  fillPrice: cents.nullable(),
  /** Commission and tax of this order's fills. */
  commission: cents,
  tax: cents,
  /** A closing order's share of the holding's money and buy commission, and its realised P&L (after every cost). */
  closedMargin: cents,
  closedBuyCommission: cents,
  /** For a closing order of a short holding, its share of the tax paid when the short was opened. */
  closedOpenTax: cents,
  /** For a closing order of a margin purchase, the loan it repays and the interest on it. */
  closedLoan: cents,
  interest: cents,
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
  /** Opened by a credit trade: a margin purchase (融資) for a long, a short sale (融券) for a short. */
  credit: z.boolean(),
  dayTrade: z.boolean(),
  /** The average open price (openValue / shares, rounded), for display. */
  openPrice: cents,
  openedAt: instant,
  openedShares: z.number().int().positive(),
  /** Shares still held. */
  shares: z.number().int().nonnegative(),
  /** Shares in pending closing orders. */
  reserved: z.number().int().nonnegative(),
  /** What the shares still held were bought (or, for a short, sold) for: the sum of price x shares of their fills. */
  openValue: cents,
  /** The user's own money in the position: its value less the loan (融資自備款), or a short's deposit (融券保證金). */
  margin: cents,
  /** What the broker lent for the shares still held (融資金額); 0 unless a margin purchase. */
  loan: cents,
  /** The buy commission of the shares still held. */
  buyCommission: cents,
  /** Tax paid when a short position was opened (its sale), for the shares still held. */
  openTax: cents,
  status: z.enum(['open', 'closed']),
  closedAt: instant.nullable(),
})

/**
 * One fill (成交) of an order at one price: what it traded and what it cost (its part of the
 * order's commission and tax). The postings and the settlement are the order's; this is
 * the record a trader reads.
 */
export const fillSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  at: instant,
  price: cents,
  shares: z.number().int().positive(),
  commission: cents,
  tax: cents,
})

/**
 * What one fill of a closing order took from one holding: the shares, their part of the
 * fill's value, and what closing them gave back and cost (the holding's part of its own
 * money, loan and opening costs; the order's commission, tax and interest that fell on
 * them; the realised profit or loss). A sale of a stock takes several holdings; each
 * holding's history is the sum of its closings.
 */
export const closingSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  positionId: z.number().int().positive(),
  at: instant,
  shares: z.number().int().positive(),
  value: cents,
  /** What the shares were bought (a short: sold) for. */
  openValue: cents,
  margin: cents,
  loan: cents,
  buyCommission: cents,
  openTax: cents,
  commission: cents,
  tax: cents,
  interest: cents,
  realised: cents,
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

/** What the broker allows a user beyond cash trading (set through the steering API). */
export const tradingPermissionSchema = z.object({
  userId: z.number().int().positive(),
  /** Credit trading (融資融券): margin purchases and short sales. */
  marginEnabled: z.boolean(),
})

/** One ledger movement a settlement posts when it falls due. */
const movementSchema = z.object({
  balance: z.enum(balanceNames),
  amount: cents,
  kind: z.custom<LedgerKind>((value) => typeof value === 'string'),
})

/**
 * What one fill settles on T+2 (交割): a buy pays its cost out of the frozen TWD it holds
 * until then (`pay`), a sale is paid its proceeds into the available TWD (`receive`). The
 * movements are posted to the ledger at `dueAt`, under the order's ref.
 */
export const settlementSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  side: z.enum(['pay', 'receive']),
  shares: z.number().int().positive(),
  /** Price x shares of the fill. */
  value: cents,
  /** What leaves frozenTwd (pay) or reaches twd (receive), net: the sum of the movements' sizes. */
  amount: cents,
  movements: z.array(movementSchema),
  /** The trade's day and the settlement day (day numbers of the Taipei calendar). */
  tradeDay: z.number().int(),
  settleDay: z.number().int(),
  /** When it settles: 10:00 of the settlement day, the banks' deadline for settlement money. */
  dueAt: instant,
  status: z.enum(['pending', 'settled']),
  settledAt: instant.nullable(),
})

/**
 * A margin call (追繳): the account's maintenance ratio fell under 130 %. It stays open
 * (no new credit trades) until the ratio is back at 130 % or above.
 */
export const marginCallSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  /** The maintenance ratio when the call was made, in basis points. */
  ratioBp: z.number().int().nonnegative(),
  at: instant,
  endedAt: instant.nullable(),
})

export type OrderRecord = z.infer<typeof orderSchema>
export type PositionRecord = z.infer<typeof positionSchema>
export type DayTradingApplicationRecord = z.infer<typeof dayTradingApplicationSchema>
export type TradingPermissionRecord = z.infer<typeof tradingPermissionSchema>
export type SettlementRecord = z.infer<typeof settlementSchema>
export type FillRecord = z.infer<typeof fillSchema>
export type ClosingRecord = z.infer<typeof closingSchema>
export type MarginCallRecord = z.infer<typeof marginCallSchema>

/** The trade area's collections, created in every world. */
export function tradeCollections() {
  return {
    orders: new Collection({ schema: orderSchema }),
    positions: new Collection({ schema: positionSchema }),
    fills: new Collection({ schema: fillSchema }),
    closings: new Collection({ schema: closingSchema }),
    dayTradingApplications: new Collection({ schema: dayTradingApplicationSchema }),
    tradingPermissions: new Collection({ schema: tradingPermissionSchema }),
    settlements: new Collection({ schema: settlementSchema }),
    marginCalls: new Collection({ schema: marginCallSchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof tradeCollections> {}
}
