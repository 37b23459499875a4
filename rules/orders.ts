// The rules an order meets before it is accepted (docs/market-rules.md), as pure functions
// of the order and the market: the session it belongs to, its price against the day's band
// and the ticks, and the cash it needs. The mock refuses an order by them (trade/orders.ts)
// and the order box disables its confirm by them, with the same reason, before the user
// confirms. Amounts in cents.
import { type CreditBoard, marginLoan, shortDeposit } from './credit.ts'
import {
  commission,
  type CommissionSettings,
  type InstrumentKind,
  isOnTick,
  type LotKind,
  type OrderWindow,
  orderWindow,
  type PriceLimits,
  transactionTax,
} from './market.ts'

/** How an opening order trades: a short sale (融券), and whether it borrows (融資, 融券). */
export interface OpeningTerms {
  short: boolean
  credit: boolean
}

export interface OpeningCost {
  value: number
  /** What the broker lends (a margin purchase). */
  loan: number
  /** The user's own money: the value less the loan, or a short's deposit. */
  own: number
  commission: number
  /** A short sale's transaction tax. */
  tax: number
  /** What the user pays: own money, commission and tax. */
  total: number
}

/** What opening fills worth `value` in all cost (nothing before the first fill: no minimum commission on nothing). */
export function openingCost(
  value: number,
  terms: OpeningTerms,
  board: CreditBoard,
  kind: InstrumentKind,
  fees: CommissionSettings,
): OpeningCost {
  const loan = terms.credit && !terms.short ? marginLoan(value, board) : 0
  const own = terms.short ? shortDeposit(value) : value - loan
  const fee = value === 0 ? 0 : commission(value, fees)
  const tax = terms.short ? transactionTax(value, kind, false) : 0
  return { value, loan, own, commission: fee, tax, total: own + fee + tax }
}

/**
 * A thousand TWD: a margin purchase's loan is in whole thousands, so a smaller fill can need up to
 * this much more of the user's own.
 */
export const loanRounding = 100_000

/**
 * The highest price an opening order can fill at: its limit; a market order (and a short,
 * which fills at its limit or higher) anywhere up to limit-up; in the after-hours
 * fixed-price session, the day's close.
 */
export function worstPrice(order: {
  short: boolean
  /** The limit price; undefined for a market order. */
  limit: number | undefined
  fixedPrice: boolean
  /** The last price (the close in the after-hours session). */
  last: number
  limitUp: number
}): number {
  if (order.fixedPrice) return order.limit ?? order.last
  return order.limit === undefined || order.short ? order.limitUp : order.limit
}

/**
 * The cash an opening order of `shares` needs to be accepted: its cost were it all to fill
 * at its worst price, and for a margin purchase a thousand more for the loan's rounding.
 * What it fills at once and what it holds for the rest never come to more.
 */
export function fundsNeeded(
  shares: number,
  price: number,
  terms: OpeningTerms,
  board: CreditBoard,
  kind: InstrumentKind,
  fees: CommissionSettings,
): number {
  const cost = openingCost(shares * price, terms, board, kind, fees)
  return cost.total + (cost.loan > 0 ? loanRounding : 0)
}

/** Why the market refuses an order at this moment and price, as the catalogue names it. */
export type SessionRefusal =
  | 'odd_lot_order_rules'
  | 'order_price_not_positive'
  | 'outside_trading_time'
  | 'beyond_price_limit'
  | 'price_tick_invalid'
  | 'fixed_price_only'

export interface SessionCheck {
  now: number
  lot: LotKind
  priceType: 'market' | 'limit'
  condition: 'ROD' | 'IOC' | 'FOK'
  /** The limit price; undefined for a market order. */
  limit: number | undefined
  kind: InstrumentKind
  limits: PriceLimits
  /** The day's close (the after-hours fixed-price session trades only at it). */
  close: number
}

/**
 * The session rules every order meets, in the order the exchange applies them: odd lots are
 * limit ROD only; a limit price above 0; the session of its kind of lot open now; market,
 * IOC and FOK only in continuous trading; a limit inside the band, on a tick, and the close
 * in the after-hours fixed-price session. The window when it is accepted, else the refusal.
 */
export function checkSession(
  order: SessionCheck,
): { refusal: SessionRefusal } | { refusal: undefined; window: Extract<OrderWindow, { open: true }> } {
  if (order.lot === 'odd' && (order.priceType === 'market' || order.condition !== 'ROD'))
    return { refusal: 'odd_lot_order_rules' }
  if (order.limit !== undefined && order.limit <= 0) return { refusal: 'order_price_not_positive' }
  const window = orderWindow(order.now, order.lot)
  if (!window.open) return { refusal: 'outside_trading_time' }
  if ((order.priceType === 'market' || order.condition !== 'ROD') && !window.continuous)
    return { refusal: 'outside_trading_time' }
  if (order.limit !== undefined) {
    if (order.limit > order.limits.limitUp || order.limit < order.limits.limitDown)
      return { refusal: 'beyond_price_limit' }
    if (!isOnTick(order.kind, order.limit)) return { refusal: 'price_tick_invalid' }
    if (window.fixedPrice && order.limit !== order.close) return { refusal: 'fixed_price_only' }
  }
  return { refusal: undefined, window }
}
