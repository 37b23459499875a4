// The cost preview of the order box, from the same rules the mock enforces: a cash buy
// costs price x shares plus commission; a margin purchase (融資) the part the broker does not
// lend plus commission; a short sale (融券) its 90 % deposit, commission and tax; a sale
// brings price x shares less commission and transaction tax (0.15 % for a day trade sold the
// same day), and for a margin purchase less the loan it repays. Amounts in cents.
import type { CreditBoard } from '#rules/credit.ts'
import {
  type CommissionSettings,
  floorDiv,
  fullRate,
  type InstrumentKind,
  lotShares,
  parseDiscountPerMille,
  parseRatePpm,
  tradeCost,
} from '#rules/market.ts'
import { openingCost } from '#rules/orders.ts'

/** How an opening order trades: cash (現股), a margin purchase (融資) or a short sale (融券). */
export type CreditType = 'cash' | 'margin' | 'short'

export interface OrderPreview {
  value: number
  commission: number
  tax: number
  /** What the broker lends (a margin purchase) or what a sale repays of its loan. */
  loan: number
  /** A short sale's deposit (融券保證金). */
  deposit: number
  /** A buy: what leaves the account; a sale: what comes in. */
  total: number
}

export interface PreviewInput {
  side: 'buy' | 'sell'
  price: number
  shares: number
  kind: InstrumentKind
  board: CreditBoard
  fees: CommissionSettings
  credit: CreditType
  dayTradeSale: boolean
}

/** An opening order (the buy side of the form): a cash or margin purchase, or a short sale (rules/orders.ts). */
export function previewOrder({ price, shares, kind, board, fees, credit }: PreviewInput): OrderPreview {
  const cost = openingCost(price * shares, { short: credit === 'short', credit: credit !== 'cash' }, board, kind, fees)
  return {
    value: cost.value,
    commission: cost.commission,
    tax: cost.tax,
    loan: cost.loan,
    deposit: credit === 'short' ? cost.own : 0,
    total: cost.total,
  }
}

/** The part of a margin-purchase holding's loan that selling `shares` of its `held` repays. */
export function loanRepaid(loan: number, shares: number, held: number): number {
  return held <= 0 ? 0 : shares >= held ? loan : floorDiv(loan * shares, held)
}

/**
 * What closing part of a holding involves besides its price: a margin purchase's loan repaid, or a
 * short's deposit and sale value.
 */
export type Closing = { kind: 'long'; loan: number } | { kind: 'short'; deposit: number; openValue: number }

/**
 * Closing a holding: a sale brings its proceeds less the loan it repays (a margin
 * purchase); buying back a short returns its deposit and sale value less the cost and
 * commission. Never below 0 (a loss beyond it is the broker's).
 */
export function previewClose(input: Omit<PreviewInput, 'side' | 'credit' | 'board'>, closing: Closing): OrderPreview {
  if (closing.kind === 'long') {
    const cost = tradeCost('sell', input.price, input.shares, input.kind, input.fees, input.dayTradeSale)
    return { ...cost, loan: closing.loan, deposit: 0, total: Math.max(0, cost.total - closing.loan) }
  }
  const cost = tradeCost('buy', input.price, input.shares, input.kind, input.fees)
  return {
    value: cost.value,
    commission: cost.commission,
    tax: 0,
    loan: 0,
    deposit: closing.deposit,
    total: Math.max(0, closing.deposit + closing.openValue - cost.total),
  }
}

/**
 * The account's commission terms: the rate and minimum of the site configuration (`buycharge`,
 * `minshouxu`; the usual broker terms when missing) and the account's own discount
 * (`fee_discount`; the full rate until it is known), as the server charges them.
 */
export function feesOf(
  values: ReadonlyMap<string, string> | undefined,
  account: { fee_discount?: string | undefined } | undefined,
): CommissionSettings {
  const ratePpm = parseRatePpm(values?.get('buycharge') ?? '') ?? 1425
  const minimum = Number(values?.get('minshouxu'))
  return {
    ratePpm,
    minimum: Number.isFinite(minimum) && minimum >= 0 ? Math.round(minimum * 100) : 2000,
    discountPerMille: parseDiscountPerMille(account?.fee_discount ?? '') ?? fullRate,
  }
}

/** Whole lots a buyer can afford at `price` with `available` cents (its own part, commission and tax included). */
export function affordableLots(
  available: number,
  price: number,
  input: Omit<PreviewInput, 'side' | 'price' | 'shares' | 'dayTradeSale'>,
): number {
  if (price <= 0) return 0
  const costOf = (lots: number) =>
    previewOrder({ ...input, side: 'buy', price, shares: lots * lotShares, dayTradeSale: false }).total
  // Even a margin purchase needs 40 % of the value of the user's own.
  let low = 0
  let high = Math.floor(available / ((price * lotShares * 4) / 10)) + 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (costOf(middle) <= available) low = middle
    else high = middle - 1
  }
  return low
}

/** The board of a quote's market, as credit rules read it (an index is never traded). */
export function creditBoardOf(market: 'listed' | 'otc' | 'etf' | 'index'): CreditBoard {
  return market === 'index' ? 'listed' : market
}
