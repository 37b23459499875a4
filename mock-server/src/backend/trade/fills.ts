// What happens to an order's money and shares when (part of) it fills, and when it ends
// unfilled. A fill changes the holding at once and books its settlement (T+2,
// settlements.ts): a buy's cost is set aside at the fill (settlingTwd, 待交割) and paid out
// of it on the settlement day; a sale's proceeds reach the available TWD then. Every
// balance change is a ledger posting with the order as its ref, so cash always equals the
// sum of its entries.
import { type CreditBoard, marginInterest } from '#rules/credit.ts'
import {
  commission,
  type CommissionSettings,
  floorDiv,
  type InstrumentKind,
  settlementDay,
  taipeiDay,
  transactionTax,
} from '#rules/market.ts'
import { openingCost as costOfOpening, loanRounding, type OpeningCost } from '#rules/orders.ts'

import { type Movement, post } from '../core/ledger.ts'
import type { World } from '../core/world.ts'
import { type Instrument, instrumentOf, kindOf } from '../market/instruments.ts'
import { instrumentKind, orderRef, userOf } from './lookups.ts'
import type { OrderRecord, PositionRecord } from './records.ts'
import { commissionSettings } from './settings.ts'
import { bookSettlement } from './settlements.ts'

/** One fill: `shares` at prices worth `value` in all (one price, or the levels of the book it took), at `at`. */
export interface FillPart {
  shares: number
  value: number
  at: number
  /** The prices it filled at and the shares at each (one level, or the book's levels it took on arrival). */
  levels: ReadonlyArray<{ price: number; shares: number }>
}

/** A fill at one price. */
export const fillAt = (price: number, shares: number, at: number): FillPart => ({
  shares,
  value: price * shares,
  at,
  levels: [{ price, shares }],
})

/**
 * A part's commission (or tax) spread over its levels as the order's grew with each:
 * `of(value)` is that cost of the order's fills worth `value`, `before` what its earlier
 * fills were worth. The last level takes what is left, so the levels add up to the part's.
 */
function spread(total: number, before: number, levels: FillPart['levels'], of: (value: number) => number): number[] {
  let reached = before
  let given = 0
  return levels.map((level, index) => {
    if (index === levels.length - 1) return total - given
    const next = reached + level.price * level.shares
    const share = Math.max(0, Math.min(of(next) - of(reached), total - given))
    reached = next
    given += share
    return share
  })
}

/**
 * The fills (成交) a trader reads: one record per price of the part, with its share of the part's
 * commission and tax.
 */
async function recordFills(
  world: World,
  order: OrderRecord,
  part: FillPart,
  costs: { commission: number; tax: number },
  of: { commission: (value: number) => number; tax: (value: number) => number },
): Promise<void> {
  const commissions = spread(costs.commission, order.filledValue, part.levels, of.commission)
  const taxes = spread(costs.tax, order.filledValue, part.levels, of.tax)
  for (const [index, level] of part.levels.entries()) {
    await world.db.fills.create({
      id: world.ids.next('fill'),
      userId: order.userId,
      orderId: order.id,
      at: part.at,
      price: level.price,
      shares: level.shares,
      commission: commissions[index] ?? 0,
      tax: taxes[index] ?? 0,
    })
  }
}

/** The board credit rules read (an index is never traded). */
export function creditBoard(instrument: Instrument): CreditBoard {
  return instrument.board === 'otc' ? 'otc' : instrument.board === 'etf' ? 'etf' : 'listed'
}

/** The commission on an order's fills worth `value` in all: none before the first fill, the minimum once. */
const commissionOf = (value: number, fees: CommissionSettings) => (value === 0 ? 0 : commission(value, fees))

/**
 * What an order's opening fills worth `value` in all cost (rules/orders.ts). Each fill pays
 * the difference between the cost of the order's fills with it and without it, so that the
 * parts add up to the cost of the whole order (the commission's minimum once, the loan's
 * rounding once).
 */
export function openingCost(
  value: number,
  order: Pick<OrderRecord, 'direction' | 'credit'>,
  instrument: Instrument,
  fees: CommissionSettings,
): OpeningCost {
  return costOfOpening(
    value,
    { short: order.direction === 2, credit: order.credit },
    creditBoard(instrument),
    kindOf(instrument),
    fees,
  )
}

/**
 * What an opening order holds for what is still to fill, worth at most `worstValue`: its
 * cost on top of what has filled (`filledValue`), and for a margin purchase the loan's
 * rounding (a smaller fill can need up to 1,000 TWD more of the user's money than its
 * share), so that the hold always covers the later fills.
 */
export function openingHold(
  filledValue: number,
  worstValue: number,
  order: Pick<OrderRecord, 'direction' | 'credit'>,
  instrument: Instrument,
  fees: CommissionSettings,
): number {
  if (worstValue === 0) return 0
  const before = openingCost(filledValue, order, instrument, fees)
  const after = openingCost(filledValue + worstValue, order, instrument, fees)
  return after.total - before.total + (after.loan > 0 ? loanRounding : 0)
}

/** The user's TWD held for a pending order going back to what is available. */
const release = (amount: number): Movement[] => [
  { balance: 'frozenTwd', amount: -amount, kind: 'order_release' },
  { balance: 'twd', amount, kind: 'order_release' },
]

const average = (value: number, shares: number) => (shares === 0 ? 0 : Math.round(value / shares))

/**
 * Fills part (or the rest) of an opening order: the holding opens or grows, and its cost is
 * set aside until it settles - from the available TWD for what fills on arrival, from the
 * order's hold for what fills later. Once the order is complete what is left of its hold
 * is released.
 */
export async function fillOpening(
  world: World,
  order: OrderRecord,
  part: FillPart,
  from: 'available' | 'hold',
): Promise<void> {
  const instrument = instrumentOf(order.symbol)
  const fees = commissionSettings(world, userOf(world, order.userId))
  const before = openingCost(order.filledValue, order, instrument, fees)
  const after = openingCost(order.filledValue + part.value, order, instrument, fees)
  const own = after.own - before.own
  const fee = after.commission - before.commission
  const tax = after.tax - before.tax
  const loan = after.loan - before.loan
  const cost = own + fee + tax
  const complete = order.filledShares + part.shares === order.shares
  // The hold covers every later fill (openingHold); should it ever fall short, the rest comes from what is available.
  const fromHold = from === 'hold' ? Math.min(order.hold, cost) : 0
  let holdLeft = order.hold - fromHold
  const movements: Movement[] = [
    { balance: 'frozenTwd', amount: -fromHold, kind: 'settlement_hold' },
    { balance: 'twd', amount: -(cost - fromHold), kind: 'settlement_hold' },
    { balance: 'settlingTwd', amount: cost, kind: 'settlement_hold' },
  ]
  if (complete && holdLeft > 0) {
    movements.push(...release(holdLeft))
    holdLeft = 0
  }
  await post(world, { user: userOf(world, order.userId), ref: orderRef(order.id), at: part.at, movements })
  await bookSettlement(world, {
    userId: order.userId,
    orderId: order.id,
    side: 'pay',
    shares: part.shares,
    value: part.value,
    at: part.at,
    movements: [
      { balance: 'settlingTwd', amount: -own, kind: order.direction === 2 ? 'short_deposit' : 'buy' },
      { balance: 'settlingTwd', amount: -fee, kind: 'commission' },
      { balance: 'settlingTwd', amount: -tax, kind: 'tax' },
    ],
  })

  const existing = world.db.positions.findFirst((q) => q.where({ id: order.id }))
  if (existing === undefined) {
    await world.db.positions.create({
      id: order.id,
      userId: order.userId,
      symbol: order.symbol,
      direction: order.direction,
      lot: order.lot,
      leverage: order.leverage,
      credit: order.credit,
      dayTrade: order.dayTrade,
      openPrice: average(part.value, part.shares),
      openedAt: part.at,
      openedShares: part.shares,
      shares: part.shares,
      reserved: 0,
      openValue: part.value,
      margin: own,
      loan,
      buyCommission: fee,
      openTax: tax,
      status: 'open',
      closedAt: null,
    })
  } else {
    await world.db.positions.update((q) => q.where({ id: order.id }), {
      data(draft) {
        draft.openedShares += part.shares
        draft.shares += part.shares
        draft.openValue += part.value
        draft.openPrice = average(draft.openValue, draft.shares)
        draft.margin += own
        draft.loan += loan
        draft.buyCommission += fee
        draft.openTax += tax
        // Shares bought again after it was sold out open it again.
        draft.status = 'open'
        draft.closedAt = null
      },
    })
  }
  const kind = kindOf(instrument)
  await recordFills(
    world,
    order,
    part,
    { commission: fee, tax },
    {
      commission: (value) => commissionOf(value, fees),
      tax: (value) => (order.direction === 2 ? transactionTax(value, kind, false) : 0),
    },
  )
  await recordFill(world, order, part, {
    commission: order.commission + fee,
    tax: order.tax + tax,
    hold: holdLeft,
    positionId: order.id,
  })
}

/** An order's fill, with what else it records; complete when every share has filled. */
async function recordFill(
  world: World,
  order: OrderRecord,
  part: FillPart,
  fields: Partial<OrderRecord>,
): Promise<void> {
  const filledShares = order.filledShares + part.shares
  const filledValue = order.filledValue + part.value
  const complete = filledShares === order.shares
  await world.db.orders.update((q) => q.where({ id: order.id }), {
    data(draft) {
      Object.assign(draft, fields, {
        filledShares,
        filledValue,
        fillPrice: average(filledValue, filledShares),
        filledAt: part.at,
        ...(complete ? { status: 'filled', endedAt: part.at } : {}),
      })
    },
  })
}

/** The part of a holding's amount that `shares` of its `held` shares carry (all that is left for the last ones). */
const share = (amount: number, shares: number, held: number) =>
  shares === held ? amount : floorDiv(amount * shares, held)

type ClosingPosition = Pick<
  PositionRecord,
  'direction' | 'openedAt' | 'dayTrade' | 'shares' | 'openValue' | 'margin' | 'loan' | 'buyCommission' | 'openTax'
>

export interface ClosingAmounts {
  /** The shares' part of the holding's own money, loan, value, buy commission and (a short's) opening tax. */
  margin: number
  loan: number
  openValue: number
  buyCommission: number
  openTax: number
  /**
   * What comes back before costs: the own money with the profit or loss, never below 0 (a loss
   * beyond it is the broker's).
   */
  gross: number
  commission: number
  tax: number
  /** The margin loan's interest, from the purchase's settlement day to the sale's. */
  interest: number
  /** After every cost. */
  realised: number
}

/**
 * What closing `shares` of a holding for `value` at instant `at` brings and costs, as a
 * further fill of a closing order whose earlier fills were worth `soFar` (its commission
 * and tax are the order's, the minimum once).
 */
export function closingAmounts(
  position: ClosingPosition,
  shares: number,
  value: number,
  at: number,
  soFar: number,
  kind: InstrumentKind,
  fees: CommissionSettings,
): ClosingAmounts {
  const margin = share(position.margin, shares, position.shares)
  const loan = share(position.loan, shares, position.shares)
  const openValue = share(position.openValue, shares, position.shares)
  const buyCommission = share(position.buyCommission, shares, position.shares)
  const openTax = share(position.openTax, shares, position.shares)
  const profit = position.direction === 1 ? value - openValue : openValue - value
  const gross = Math.max(0, margin + profit)
  const dayTradeSale = position.dayTrade && taipeiDay(at) === taipeiDay(position.openedAt)
  const taxOf = (total: number) => (position.direction === 1 ? transactionTax(total, kind, dayTradeSale) : 0)
  const interestDays = settlementDay(taipeiDay(at)) - settlementDay(taipeiDay(position.openedAt))
  // Costs are capped at what comes back: a tiny sale never costs money.
  const tax = Math.min(taxOf(soFar + value) - taxOf(soFar), gross)
  const fee = Math.min(commissionOf(soFar + value, fees) - commissionOf(soFar, fees), gross - tax)
  const interest = Math.min(marginInterest(loan, interestDays), gross - tax - fee)
  return {
    margin,
    loan,
    openValue,
    buyCommission,
    openTax,
    gross,
    commission: fee,
    tax,
    interest,
    realised: gross - fee - tax - interest - margin - buyCommission - openTax,
  }
}

/**
 * The shares of a closing order's holdings that a part takes, in the order its `closes` lists them,
 * with their share of the part's value.
 */
function closingPieces(
  order: OrderRecord,
  part: FillPart,
): Array<{ positionId: number; shares: number; value: number }> {
  const pieces: Array<{ positionId: number; shares: number; value: number }> = []
  let before = order.filledShares
  let left = part.shares
  let valueLeft = part.value
  for (const entry of order.closes) {
    const done = Math.min(before, entry.shares)
    before -= done
    const taken = Math.min(entry.shares - done, left)
    if (taken === 0) continue
    left -= taken
    // Each holding's share of the value by its shares; the last one takes what is left (exact).
    const value = left === 0 ? valueLeft : floorDiv(part.value * taken, part.shares)
    valueLeft -= value
    pieces.push({ positionId: entry.positionId, shares: taken, value })
    if (left === 0) break
  }
  if (left !== 0) throw new Error(`trading: order ${order.id} closes fewer shares than it fills`)
  return pieces
}

/**
 * Fills part (or the rest) of a closing order: each holding it takes shrinks (closed when
 * no share is left), and what they give back (own money with the profit or loss, less
 * commission, tax and a loan's interest) is booked to settle on T+2. The order's
 * commission and tax run over all its fills (the minimum once).
 */
export async function fillClosing(world: World, order: OrderRecord, part: FillPart): Promise<void> {
  const kind = instrumentKind(order.symbol)
  const fees = commissionSettings(world, userOf(world, order.userId))
  const total = {
    gross: 0,
    commission: 0,
    tax: 0,
    interest: 0,
    margin: 0,
    buyCommission: 0,
    openTax: 0,
    loan: 0,
    realised: 0,
  }
  let soFar = order.filledValue
  for (const piece of closingPieces(order, part)) {
    const position = world.db.positions.findFirst((q) => q.where({ id: piece.positionId }))
    if (position === undefined) throw new Error(`trading: order ${order.id} closes no holding ${piece.positionId}`)
    const amounts = closingAmounts(position, piece.shares, piece.value, part.at, soFar, kind, fees)
    soFar += piece.value
    total.gross += amounts.gross
    total.commission += amounts.commission
    total.tax += amounts.tax
    total.interest += amounts.interest
    total.margin += amounts.margin
    total.buyCommission += amounts.buyCommission
    total.openTax += amounts.openTax
    total.loan += amounts.loan
    total.realised += amounts.realised
    await world.db.closings.create({
      id: world.ids.next('closing'),
      userId: order.userId,
      orderId: order.id,
      positionId: position.id,
      at: part.at,
      shares: piece.shares,
      value: piece.value,
      openValue: amounts.openValue,
      margin: amounts.margin,
      loan: amounts.loan,
      buyCommission: amounts.buyCommission,
      openTax: amounts.openTax,
      commission: amounts.commission,
      tax: amounts.tax,
      interest: amounts.interest,
      realised: amounts.realised,
    })
    const left = position.shares - piece.shares
    await world.db.positions.update((q) => q.where({ id: position.id }), {
      data(draft) {
        draft.shares = left
        draft.reserved -= piece.shares
        draft.openValue -= amounts.openValue
        draft.margin -= amounts.margin
        draft.loan -= amounts.loan
        draft.buyCommission -= amounts.buyCommission
        draft.openTax -= amounts.openTax
        if (left > 0) draft.openPrice = average(draft.openValue, left)
        if (left === 0) {
          draft.status = 'closed'
          draft.closedAt = part.at
        }
      },
    })
  }
  await bookSettlement(world, {
    userId: order.userId,
    orderId: order.id,
    side: 'receive',
    shares: part.shares,
    value: part.value,
    at: part.at,
    movements: [
      { balance: 'twd', amount: total.gross, kind: order.direction === 2 ? 'short_return' : 'sell' },
      { balance: 'twd', amount: -total.commission, kind: 'commission' },
      { balance: 'twd', amount: -total.tax, kind: 'tax' },
      { balance: 'twd', amount: -total.interest, kind: 'margin_interest' },
    ],
  })
  await recordFills(
    world,
    order,
    part,
    { commission: total.commission, tax: total.tax },
    {
      commission: (value) => commissionOf(value, fees),
      tax: (value) => (order.direction === 1 ? transactionTax(value, kind, false) : 0),
    },
  )
  await recordFill(world, order, part, {
    commission: order.commission + total.commission,
    tax: order.tax + total.tax,
    closedMargin: order.closedMargin + total.margin,
    closedBuyCommission: order.closedBuyCommission + total.buyCommission,
    closedOpenTax: order.closedOpenTax + total.openTax,
    closedLoan: order.closedLoan + total.loan,
    interest: order.interest + total.interest,
    realised: order.realised + total.realised,
  })
}

/**
 * Ends what is left of a pending order unfilled (cancelled by the user, expired, or refused
 * after it was accepted, with the catalogue entry that says why), keeping what filled
 * before: a buy gives back what it holds, a sale frees the shares it reserved.
 */
export async function endUnfilled(
  world: World,
  order: OrderRecord,
  status: 'cancelled' | 'expired' | 'refused',
  at: number,
  refusedFor: string | null = null,
): Promise<OrderRecord> {
  if (order.opens) {
    if (order.hold > 0)
      await post(world, {
        user: userOf(world, order.userId),
        ref: orderRef(order.id),
        at,
        movements: release(order.hold),
      })
  } else {
    let filled = order.filledShares
    for (const entry of order.closes) {
      const done = Math.min(filled, entry.shares)
      filled -= done
      if (entry.shares === done) continue
      await world.db.positions.update((q) => q.where({ id: entry.positionId }), {
        data(draft) {
          draft.reserved -= entry.shares - done
        },
      })
    }
  }
  const ended = await world.db.orders.update((q) => q.where({ id: order.id }), {
    data(draft) {
      draft.status = status
      draft.refusedFor = refusedFor
      draft.hold = 0
      draft.endedAt = at
    },
  })
  if (ended === undefined) throw new Error(`trading: order ${order.id} vanished`)
  return ended
}

/** Whether a trade at `price` fills a limit order: a buy at or below its limit, a sell at or above. */
export function crosses(order: Pick<OrderRecord, 'opens' | 'direction' | 'limitPrice'>, price: number): boolean {
  if (order.limitPrice === null) return true
  return buysShares(order) ? price <= order.limitPrice : price >= order.limitPrice
}

/** An opening long or a closing short buys; an opening short or a closing long sells. */
export function buysShares(order: Pick<OrderRecord, 'opens' | 'direction'>): boolean {
  return order.opens === (order.direction === 1)
}
