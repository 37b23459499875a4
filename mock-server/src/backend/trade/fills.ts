// What happens to an order's money and shares when it fills, is cancelled or expires.
// Every balance change is a ledger posting with the order as its ref, so each fill is
// recorded once and cash always equals the sum of its entries.
import { post, type Movement } from '../core/ledger.ts'
import type { UserRecord } from '../core/collections.ts'
import type { World } from '../core/world.ts'
import { findInstrument, kindOf } from '../market/instruments.ts'
import type { OrderRecord, PositionRecord } from './records.ts'
import { ceilDiv, commission, floorDiv, taipeiDay, transactionTax, type CommissionSettings, type InstrumentKind } from '#rules/market.ts'
import { commissionSettings } from './settings.ts'

export const orderRef = (id: number) => `order:${id}`

function userOf(world: World, userId: number): UserRecord {
  const user = world.db.users.findFirst((q) => q.where({ id: userId }))
  if (user === undefined) throw new Error(`trading: no user ${userId}`)
  return user
}

export function instrumentKind(symbol: string): InstrumentKind {
  const instrument = findInstrument(symbol)
  if (instrument === undefined) throw new Error(`trading: no instrument ${symbol}`)
  return kindOf(instrument)
}

/** What opening `shares` at `price` costs: the money put in (cost, or cost / leverage), commission, and for a short its sale's tax. */
export function openingCost(price: number, shares: number, leverage: number, direction: 1 | 2, kind: InstrumentKind, fees: CommissionSettings) {
  const value = price * shares
  const margin = ceilDiv(value, leverage)
  const fee = commission(value, fees)
  const tax = direction === 2 ? transactionTax(value, kind, false) : 0
  return { value, margin, commission: fee, tax, total: margin + fee + tax }
}

/** Gives back what a pending opening order held (nothing for one that filled at once). */
const releaseHold = (order: OrderRecord): Movement[] => [
  { balance: 'frozenTwd', amount: -order.hold, kind: 'order_release' },
  { balance: 'twd', amount: order.hold, kind: 'order_release' },
]

/** Fills an opening order at `price`: the hold is released, the position's cost paid, and the holding created. */
export async function fillOpening(world: World, order: OrderRecord, at: number, price: number): Promise<void> {
  const kind = instrumentKind(order.symbol)
  const cost = openingCost(price, order.shares, order.leverage, order.direction, kind, commissionSettings(world))
  await post(world, {
    user: userOf(world, order.userId),
    ref: orderRef(order.id),
    at,
    movements: [
      ...releaseHold(order),
      { balance: 'twd', amount: -cost.margin, kind: 'buy' },
      { balance: 'twd', amount: -cost.commission, kind: 'commission' },
      { balance: 'twd', amount: -cost.tax, kind: 'tax' },
    ],
  })
  await world.db.positions.create({
    id: order.id,
    userId: order.userId,
    symbol: order.symbol,
    direction: order.direction,
    lot: order.lot,
    leverage: order.leverage,
    dayTrade: order.dayTrade,
    openPrice: price,
    openedAt: at,
    openedShares: order.shares,
    shares: order.shares,
    reserved: 0,
    margin: cost.margin,
    buyCommission: cost.commission,
    openTax: cost.tax,
    status: 'open',
    closedAt: null,
  })
  await markFilled(world, order.id, at, price, { commission: cost.commission, tax: cost.tax, positionId: order.id })
}

/** An order's fill, with what else it records (fees, the holding, a sale's share of it). */
async function markFilled(world: World, id: number, at: number, price: number, fields: Partial<OrderRecord>): Promise<void> {
  await world.db.orders.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, fields, { status: 'filled', filledAt: at, fillPrice: price, endedAt: at })
    },
  })
}

/** The part of a holding's amount that `shares` of its `held` shares carry (all that is left for the last ones). */
const share = (amount: number, shares: number, held: number) => (shares === held ? amount : floorDiv(amount * shares, held))

/** What selling `shares` of a holding at `price` at instant `at` brings and costs. */
export function closingAmounts(position: Pick<PositionRecord, 'direction' | 'openPrice' | 'openedAt' | 'dayTrade' | 'shares' | 'margin' | 'buyCommission' | 'openTax'>, shares: number, price: number, at: number, kind: InstrumentKind, fees: CommissionSettings) {
  const margin = share(position.margin, shares, position.shares)
  const buyCommission = share(position.buyCommission, shares, position.shares)
  const openTax = share(position.openTax, shares, position.shares)
  const profit = (position.direction === 1 ? price - position.openPrice : position.openPrice - price) * shares
  const value = price * shares
  const dayTradeSale = position.dayTrade && taipeiDay(at) === taipeiDay(position.openedAt)
  // The money comes back with the profit or loss, never below 0 (a loss beyond the margin is the broker's).
  const gross = Math.max(0, margin + profit)
  // Fees are capped at what comes back: a tiny sale never costs money.
  const tax = Math.min(position.direction === 1 ? transactionTax(value, kind, dayTradeSale) : 0, gross)
  const fee = Math.min(commission(value, fees), gross - tax)
  return { margin, buyCommission, openTax, gross, commission: fee, tax, realised: gross - fee - tax - margin - buyCommission - openTax }
}

/**
 * Fills a closing order at `price`: the holding gives back its money plus the profit or
 * loss, less commission and tax, and shrinks (closed when no share is left).
 */
export async function fillClosing(world: World, order: OrderRecord, at: number, price: number): Promise<void> {
  const position = world.db.positions.findFirst((q) => q.where({ id: order.positionId ?? 0 }))
  if (position === undefined) throw new Error(`trading: order ${order.id} closes no holding`)
  const shares = order.shares
  const amounts = closingAmounts(position, shares, price, at, instrumentKind(order.symbol), commissionSettings(world))
  await post(world, {
    user: userOf(world, order.userId),
    ref: orderRef(order.id),
    at,
    movements: [
      { balance: 'twd', amount: amounts.gross, kind: 'sell' },
      { balance: 'twd', amount: -amounts.commission, kind: 'commission' },
      { balance: 'twd', amount: -amounts.tax, kind: 'tax' },
    ],
  })
  const left = position.shares - shares
  await world.db.positions.update((q) => q.where({ id: position.id }), {
    data(draft) {
      draft.shares = left
      draft.reserved -= shares
      draft.margin -= amounts.margin
      draft.buyCommission -= amounts.buyCommission
      draft.openTax -= amounts.openTax
      if (left === 0) {
        draft.status = 'closed'
        draft.closedAt = at
      }
    },
  })
  await markFilled(world, order.id, at, price, {
    commission: amounts.commission,
    tax: amounts.tax,
    closedMargin: amounts.margin,
    closedBuyCommission: amounts.buyCommission,
    closedOpenTax: amounts.openTax,
    realised: amounts.realised,
  })
}

/** Ends a pending order unfilled (cancelled by the user, or expired at its session's end). */
export async function endUnfilled(world: World, order: OrderRecord, status: 'cancelled' | 'expired', at: number): Promise<OrderRecord> {
  if (order.opens) {
    if (order.hold > 0) await post(world, { user: userOf(world, order.userId), ref: orderRef(order.id), at, movements: releaseHold(order) })
  } else {
    await world.db.positions.update((q) => q.where({ id: order.positionId ?? 0 }), {
      data(draft) {
        draft.reserved -= order.shares
      },
    })
  }
  const ended = await world.db.orders.update((q) => q.where({ id: order.id }), {
    data(draft) {
      draft.status = status
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

