// Trading records as the contract's rows (`PositionRow`, `IntradayOrder`,
// `DayTradingApplication`), valued at the world clock.
import type { ErrorId } from '#openapi/generated/errors.ts'
import type { ResponseData } from '#openapi/operations.ts'
import { marketValue, pnlBase, pnlBasisPoints, todayChange, unrealisedPnl } from '#rules/assets.ts'
import { maintenanceRatioBp } from '#rules/credit.ts'
import { formatCents, sellLock, taipeiDate, taipeiDay } from '#rules/market.ts'

import { formatMessage } from '../core/catalogue.ts'
import { lastingAnswer } from '../core/lasting-answers.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { nextMinute, toTaipeiIso } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { type MarketState, stateOf } from '../market/engine.ts'
import { findInstrument } from '../market/instruments.ts'
import { accruedInterest, positionCredit } from './credit.ts'
import { buysShares } from './fills.ts'
import { instrumentKind, orderById } from './lookups.ts'
import type { ClosingRecord, DayTradingApplicationRecord, OrderRecord, PositionRecord } from './records.ts'
import { pendingSettlements, unsettledAmount } from './settlements.ts'

export type PositionRowData = ResponseData<'/trade/stockdetail'>
export type IntradayOrderData = ResponseData<'/trade/rnjyorders'>[number]
export type DayTradingApplicationData = ResponseData<'/trade/rnjy'>
export type TodayOrderData = ResponseData<'/trade/userwtlist'>[number]

const iso = (instant: number | null) => (instant === null ? null : toTaipeiIso(instant))
const price = (cents: number | null) => (cents === null ? null : formatCents(cents))

/** Profit or loss in percent of the money it is measured against. */
const rate = (profit: number, base: number) => formatCents(pnlBasisPoints(profit, base))

function marketState(world: World, symbol: string, now: number): MarketState {
  const state = stateOf(world.seed, symbol, now)
  if (state === undefined) throw new Error(`trading: no instrument ${symbol}`)
  return state
}

function lastPrice(world: World, symbol: string, now: number): number {
  return marketState(world, symbol, now).price
}

/** What the fills of these orders still settle (negative to pay), and the last settlement day pending. */
function settlementFields(world: World, userId: number, orderIds: readonly number[]) {
  const pending = orderIds.flatMap((orderId) => pendingSettlements(world, userId, orderId))
  const last = Math.max(...pending.map((settlement) => settlement.settleDay))
  return {
    unsettled: toDecimalString(unsettledAmount(pending)),
    settle_date: pending.length === 0 ? null : taipeiDate(last),
  }
}

/** The fields every row shares, from the order that placed it. */
function orderFields(world: World, order: OrderRecord, now: number) {
  return {
    id: order.id,
    stock_code: order.symbol,
    stock_name: findInstrument(order.symbol)?.name ?? order.symbol,
    market: findInstrument(order.symbol)?.board ?? 'listed',
    side: buysShares(order) ? ('buy' as const) : ('sell' as const),
    buyzd: order.direction,
    ganggang: order.leverage,
    gdlx: order.priceType === 'market' ? (1 as const) : (2 as const),
    lingu: order.lot === 'odd' ? (1 as const) : (0 as const),
    wttj: order.condition,
    is_qc: 1 as const,
    other_type: order.dayTrade ? (1 as const) : (0 as const),
    rzrq: order.credit ? (1 as const) : (0 as const),
    order_price: price(order.limitPrice),
    price: formatCents(lastPrice(world, order.symbol, now)),
    order_time: toTaipeiIso(order.createdAt),
  }
}

const notSellable = { sellable: 0, lock: 'none' as const, sellable_at: null }

/** A holding: open (status 1, valued now) or, once every share is sold, closed (status 2, with its closings summed). */
export function positionRow(world: World, position: PositionRecord, now: number): PositionRowData {
  const opening = orderById(world, position.id)
  const base = {
    ...orderFields(world, opening, now),
    buy_price: formatCents(position.openPrice),
    buy_time: toTaipeiIso(position.openedAt),
    position_id: null,
    hold: '0.00',
    reason: null,
  }
  if (position.status === 'closed') {
    const closings = world.db.closings.findMany((q) => q.where({ positionId: position.id }))
    const sum = (pick: (closing: ClosingRecord) => number) =>
      closings.reduce((total, closing) => total + pick(closing), 0)
    const shares = sum((closing) => closing.shares)
    const margin = sum((closing) => closing.margin)
    const buyCommission = sum((closing) => closing.buyCommission)
    const openTax = sum((closing) => closing.openTax)
    const realised = sum((closing) => closing.realised)
    const sales = [...new Set(closings.map((closing) => closing.orderId))]
    return {
      ...base,
      ...notSellable,
      ...settlementFields(world, position.userId, [position.id, ...sales]),
      status: 2,
      stock_num: position.openedShares,
      filled_num: position.openedShares,
      sell_price: formatCents(shares === 0 ? 0 : Math.round(sum((closing) => closing.value) / shares)),
      sell_time: iso(position.closedAt),
      buy_poundage: toDecimalString(buyCommission),
      sell_poundage: toDecimalString(sum((closing) => closing.commission)),
      tax: toDecimalString(openTax + sum((closing) => closing.tax)),
      margin: toDecimalString(margin),
      loan: toDecimalString(sum((closing) => closing.loan)),
      interest: toDecimalString(sum((closing) => closing.interest)),
      maintenance: null,
      market_value: null,
      open_value: null,
      today_pnl: null,
      yingkui: toDecimalString(realised),
      yingkui_rate: rate(realised, margin + buyCommission + openTax),
    }
  }
  const state = marketState(world, position.symbol, now)
  const last = state.price
  const credit = positionCredit(world, position, now)
  const ratio = credit === undefined ? undefined : maintenanceRatioBp(credit.collateral, credit.owed)
  const lock = sellLock(
    { openedAt: position.openedAt, dayTrade: position.dayTrade, kind: instrumentKind(position.symbol) },
    now,
  )
  const profit = unrealisedPnl(position, last)
  return {
    ...base,
    ...settlementFields(world, position.userId, [position.id]),
    status: 1,
    stock_num: position.shares,
    filled_num: position.shares,
    sell_price: null,
    sell_time: null,
    buy_poundage: toDecimalString(position.buyCommission),
    sell_poundage: null,
    tax: toDecimalString(position.openTax),
    margin: toDecimalString(position.margin),
    loan: toDecimalString(position.loan),
    interest: toDecimalString(accruedInterest(position, now)),
    maintenance: ratio === undefined ? null : formatCents(ratio),
    market_value: toDecimalString(marketValue(position, last)),
    open_value: toDecimalString(position.openValue),
    today_pnl: toDecimalString(positionToday(position, state)),
    yingkui: toDecimalString(profit),
    yingkui_rate: rate(profit, pnlBase(position)),
    sellable: lock.kind === 'none' ? position.shares - position.reserved : 0,
    lock: lock.kind,
    sellable_at: lock.kind === 'none' ? null : toTaipeiIso(lock.until),
  }
}

/** How a holding's value moved in the market's latest session (rules/assets.ts). */
export function positionToday(position: PositionRecord, state: MarketState): number {
  return todayChange(position, state.price, state.session.reference, taipeiDay(position.openedAt) === state.session.day)
}

/** The upstream's statuses: a refused order ended unfilled (5), its `reason` says why. */
const statusOf = { pending: 3, filled: 2, cancelled: 4, expired: 5, refused: 5 } as const

/** Why an accepted order was refused, as the upstream words it. */
export function refusalText(order: Pick<OrderRecord, 'status' | 'refusedFor'>): string | null {
  return order.status === 'refused' && order.refusedFor !== null ? formatMessage(order.refusedFor as ErrorId) : null
}

/**
 * An order that is not (or not yet) a holding: pending (perhaps filled in part), cancelled or
 * expired, or a filled sale (status 2).
 */
export function orderRow(world: World, order: OrderRecord, now: number): PositionRowData {
  const position =
    order.positionId === null ? undefined : world.db.positions.findFirst((q) => q.where({ id: order.positionId ?? 0 }))
  // A sale's buy price is what the shares it sold were bought for, over every holding it took.
  const closings = order.opens ? [] : world.db.closings.findMany((q) => q.where({ orderId: order.id }))
  const closedShares = closings.reduce((sum, closing) => sum + closing.shares, 0)
  const closedValue = closings.reduce((sum, closing) => sum + closing.openValue, 0)
  const buyPrice =
    closedShares > 0
      ? formatCents(Math.round(closedValue / closedShares))
      : position === undefined
        ? null
        : formatCents(position.openPrice)
  // A sale that filled, in full or (before it ended) in part.
  const sold = !order.opens && order.filledShares > 0
  const filledSale = !order.opens && order.status === 'filled'
  const realisedBase = order.closedMargin + order.closedBuyCommission + order.closedOpenTax
  return {
    ...orderFields(world, order, now),
    ...notSellable,
    ...settlementFields(world, order.userId, [order.id]),
    status: statusOf[order.status],
    stock_num: order.shares,
    filled_num: order.filledShares,
    buy_price: buyPrice,
    sell_price: sold ? price(order.fillPrice) : null,
    buy_time: position === undefined ? null : toTaipeiIso(position.openedAt),
    sell_time: filledSale ? iso(order.filledAt) : null,
    buy_poundage: toDecimalString(order.closedBuyCommission),
    sell_poundage: sold ? toDecimalString(order.commission) : null,
    tax: toDecimalString(order.tax + order.closedOpenTax),
    margin: toDecimalString(order.closedMargin),
    loan: toDecimalString(order.closedLoan),
    interest: toDecimalString(order.interest),
    maintenance: null,
    hold: toDecimalString(order.status === 'pending' ? order.hold : 0),
    market_value: null,
    open_value: null,
    today_pnl: null,
    reason: refusalText(order),
    yingkui: toDecimalString(order.realised),
    yingkui_rate: rate(order.realised, realisedBase),
    position_id: order.opens ? null : order.positionId,
  }
}

/**
 * An order as the answer to placing or cancelling it: a filled opening order as its
 * holding (status 1); any other as the order itself (pending, perhaps filled in part;
 * cancelled or expired; a sale).
 */
export function orderResultRow(world: World, order: OrderRecord, now: number): PositionRowData {
  const holding =
    order.opens && order.status === 'filled'
      ? world.db.positions.findFirst((q) => q.where({ id: order.id }))
      : undefined
  return holding === undefined ? orderRow(world, order, now) : positionRow(world, holding, now)
}

/** Any row of the user by id: a holding (open or sold out) or an order. */
export function rowById(world: World, userId: number, id: number, now: number): PositionRowData | undefined {
  const position = world.db.positions.findFirst((q) => q.where({ id, userId }))
  if (position !== undefined) return positionRow(world, position, now)
  const order = world.db.orders.findFirst((q) => q.where({ id, userId }))
  return order === undefined ? undefined : orderRow(world, order, now)
}

/**
 * A user's open rows as made at `from`: the same until the world changes or the clock reaches
 * `until`, the next instant at which a row reads differently (the next minute, when prices
 * move and days turn; a day-trade holding's sell lock ending). A world that only reads lists
 * the same rows call after call, and one full of pending orders lists hundreds of them.
 */
interface KeptRows {
  changes: number
  from: number
  until: number
  /** Frozen (lasting): no caller may change them. */
  rows: PositionRowData[]
}
/**
 * The lists kept, by world, the most recently used last: only those of the last few worlds,
 * since a list full of orders and its JSON take hundreds of kB. A world that is busy with
 * orders changes between two of its lists anyway; one that reads keeps its list.
 */
const keptRows = new Map<World, Map<number, KeptRows>>()
const worldsKept = 8

/** Open holdings and pending orders, newest first: made again only when they may read differently. */
export function openRows(world: World, userId: number, now: number): PositionRowData[] {
  const byUser = keptRows.get(world) ?? new Map<number, KeptRows>()
  keptRows.delete(world)
  keptRows.set(world, byUser)
  for (const [oldest] of keptRows) {
    if (keptRows.size <= worldsKept) break
    keptRows.delete(oldest)
  }
  const kept = byUser.get(userId)
  if (kept !== undefined && kept.changes === world.changes && kept.from <= now && now < kept.until) return kept.rows
  const made = openRowsAt(world, userId, now)
  // Lasting while kept: the engine serialises and checks it once (core/lasting-answers.ts).
  const rows = lastingAnswer(made.rows)
  byUser.set(userId, { changes: world.changes, from: now, until: made.until, rows })
  return rows
}

function openRowsAt(world: World, userId: number, now: number): { rows: PositionRowData[]; until: number } {
  const holdings = world.db.positions
    .findMany((q) => q.where({ userId, status: 'open' }))
    .map((position) => ({ at: position.openedAt, id: position.id, row: () => positionRow(world, position, now) }))
  const pending = world.db.orders
    .findMany((q) => q.where({ userId, status: 'pending' }))
    .map((order) => ({ at: order.createdAt, id: order.id, row: () => orderRow(world, order, now) }))
  return {
    rows: [...holdings, ...pending].sort((a, b) => b.at - a.at || b.id - a.id).map((entry) => entry.row()),
    until: rowsChangeAt(world, userId, now),
  }
}

/**
 * When a user's rows next read differently by the clock alone: the next minute (prices move,
 * days turn), a day-trade holding's sell lock ending, or a pending day-trade order starting
 * to match (its intraday state).
 */
export function rowsChangeAt(world: World, userId: number, now: number): number {
  let until = nextMinute(now)
  for (const position of world.db.positions.findMany((q) => q.where({ userId, status: 'open', dayTrade: true }))) {
    const lock = sellLock({ openedAt: position.openedAt, dayTrade: true, kind: instrumentKind(position.symbol) }, now)
    if (lock.kind === 'minutes') until = Math.min(until, lock.until)
  }
  for (const order of world.db.orders.findMany((q) => q.where({ userId, status: 'pending' }))) {
    if (order.matchesFrom > now) until = Math.min(until, order.matchesFrom)
  }
  return until
}

/** Sales and unfilled orders, newest first, one page of 10. */
export function historyRows(world: World, userId: number, now: number, page: number): PositionRowData[] {
  return world.db.orders
    .findMany((q) => q.where({ userId }))
    .filter(
      (order) =>
        order.status === 'cancelled' ||
        order.status === 'expired' ||
        order.status === 'refused' ||
        (order.status === 'filled' && !order.opens),
    )
    .sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0) || b.id - a.id)
    .slice((page - 1) * 10, page * 10)
    .map((order) => orderRow(world, order, now))
}

/** An order's state as a trader reads it: a pending order that filled in part is 部分成交. */
function orderState(order: OrderRecord): TodayOrderData['state'] {
  if (order.status === 'pending') return order.filledShares > 0 ? 'partial' : 'pending'
  return order.status
}

/** One of today's orders with its fills, newest first. */
function todayOrderRow(world: World, order: OrderRecord): TodayOrderData {
  const instrument = findInstrument(order.symbol)
  const fills = world.db.fills
    .findMany((q) => q.where({ orderId: order.id }))
    .sort((a, b) => b.at - a.at || b.id - a.id)
  return {
    id: order.id,
    stock_code: order.symbol,
    stock_name: instrument?.name ?? order.symbol,
    market: instrument?.board ?? 'listed',
    side: buysShares(order) ? 'buy' : 'sell',
    buyzd: order.direction,
    rzrq: order.credit ? 1 : 0,
    other_type: order.dayTrade ? 1 : 0,
    lingu: order.lot === 'odd' ? 1 : 0,
    gdlx: order.priceType === 'market' ? 1 : 2,
    wttj: order.condition,
    order_price: price(order.limitPrice),
    stock_num: order.shares,
    filled_num: order.filledShares,
    fill_price: order.filledShares === 0 ? null : price(order.fillPrice),
    state: orderState(order),
    reason: refusalText(order),
    order_time: toTaipeiIso(order.createdAt),
    end_time: iso(order.endedAt),
    poundage: toDecimalString(order.commission),
    tax: toDecimalString(order.tax),
    yingkui: toDecimalString(order.opens ? 0 : order.realised),
    fills: fills.map((fill) => ({
      time: toTaipeiIso(fill.at),
      price: formatCents(fill.price),
      stock_num: fill.shares,
      poundage: toDecimalString(fill.commission),
      tax: toDecimalString(fill.tax),
    })),
  }
}

/**
 * The orders the user placed today (the Taipei day of `now`), in every state, newest
 * first: those of the order book and block trades, not new shares allotted.
 */
export function todayOrders(world: World, userId: number, now: number): TodayOrderData[] {
  const today = taipeiDay(now)
  return world.db.orders
    .findMany((q) => q.where({ userId }))
    .filter((order) => order.origin !== 'allotment' && taipeiDay(order.createdAt) === today)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .map((order) => todayOrderRow(world, order))
}

/** The intraday status of a day-trade order (docs/product.md#states). */
function intradayState(world: World, order: OrderRecord, now: number): IntradayOrderData['state'] {
  if (order.status === 'pending') return now < order.matchesFrom ? 'applied' : 'submitted'
  if (order.status !== 'filled') return 'failed'
  const position = world.db.positions.findFirst((q) => q.where({ id: order.id }))
  if (position === undefined) return 'failed'
  const openedDay = taipeiDay(position.openedAt)
  if (position.status === 'closed' && position.closedAt !== null && taipeiDay(position.closedAt) === openedDay)
    return 'executed'
  return taipeiDay(now) === openedDay ? 'trading' : 'failed'
}

export function intradayRows(world: World, userId: number, now: number, page: number): IntradayOrderData[] {
  return world.db.orders
    .findMany((q) => q.where({ userId, dayTrade: true, opens: true }))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .slice((page - 1) * 10, page * 10)
    .map((order) => {
      const sameDaySales = world.db.closings
        .findMany((q) => q.where({ positionId: order.id }))
        .filter((closing) => order.filledAt !== null && taipeiDay(closing.at) === taipeiDay(order.filledAt))
      const soldShares = sameDaySales.reduce((sum, sale) => sum + sale.shares, 0)
      const soldValue = sameDaySales.reduce((sum, sale) => sum + sale.value, 0)
      const value = (order.fillPrice ?? order.limitPrice ?? lastPrice(world, order.symbol, now)) * order.shares
      return {
        id: order.id,
        stock_code: order.symbol,
        stock_name: findInstrument(order.symbol)?.name ?? order.symbol,
        state: intradayState(world, order, now),
        stock_num: order.shares,
        order_price: price(order.limitPrice),
        buy_price: price(order.fillPrice),
        sell_price: soldShares === 0 ? null : formatCents(Math.round(soldValue / soldShares)),
        money: toDecimalString(value),
        yingkui: toDecimalString(sameDaySales.reduce((sum, sale) => sum + sale.realised, 0)),
        order_time: toTaipeiIso(order.createdAt),
      }
    })
}

export function applicationRow(application: DayTradingApplicationRecord): DayTradingApplicationData {
  return {
    id: application.id,
    money: toDecimalString(application.quota),
    status: application.status,
    create_time: toTaipeiIso(application.createdAt),
    review_time: iso(application.decidedAt),
  }
}
