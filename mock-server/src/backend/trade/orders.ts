// Placing and cancelling orders under the rules of the Taiwan market, by the world clock.
// Every rule is checked before anything is written: a refused order changes nothing. An
// order that can match on arrival takes what the five-level book offers at acceptable
// prices (matching.ts); the rest waits (ROD) or ends (IOC, FOK).
import type { RequestBody } from '#openapi/operations.ts'
import { allocateSale } from '#rules/holdings.ts'
import { type LotKind, lotShares, maxOddLotShares, type OrderWindow, parseCents, sellLock } from '#rules/market.ts'
import { checkSession, fundsNeeded, worstPrice } from '#rules/orders.ts'

import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import { canPost, post } from '../core/ledger.ts'
import type { World } from '../core/world.ts'
import { bookAt, type MarketState, stateAt } from '../market/engine.ts'
import { findInstrument, type Instrument, kindOf } from '../market/instruments.ts'
import { marginEnabled, openMarginCall } from './credit.ts'
import { dayTradingQuota, dayTradingUsed } from './day-trading.ts'
import { creditBoard, endUnfilled, fillClosing, fillOpening, openingCost, openingHold } from './fills.ts'
import { instrumentKind, orderById, orderRef } from './lookups.ts'
import { arrivalFill, type BookMatch, matchBook } from './matching.ts'
import type { OrderRecord, PositionRecord } from './records.ts'
import { commissionSettings, leverageChoices } from './settings.ts'

type OpenWindow = Extract<OrderWindow, { open: true }>

interface Pricing {
  priceType: 'market' | 'limit'
  /** The limit price; undefined for a market order. */
  limit: number | undefined
}

/** An instrument that can be traded (not an index), or stock_price_unavailable. */
function tradable(symbol: string): Instrument {
  const instrument = findInstrument(symbol)
  if (instrument === undefined || instrument.board === 'index') raise('stock_price_unavailable')
  return instrument
}

/** The session rules every order meets (rules/orders.ts `checkSession`): its window, or the refusal. */
function sessionOf(
  state: MarketState,
  lot: LotKind,
  pricing: Pricing,
  condition: OrderRecord['condition'],
  now: number,
): OpenWindow {
  const checked = checkSession({
    now,
    lot,
    priceType: pricing.priceType,
    condition,
    limit: pricing.limit,
    kind: state.kind,
    limits: state.session.limits,
    close: state.session.close,
  })
  if (checked.refusal !== undefined) raise(checked.refusal)
  return checked.window
}

function pricingOf(gdlx: 1 | 2, price: string | undefined): Pricing {
  if (gdlx === 1) return { priceType: 'market', limit: undefined }
  // The contract fixes a price's form, not its digits: one too long to read is beyond any band.
  return { priceType: 'limit', limit: parseCents(price ?? '0') ?? Number.POSITIVE_INFINITY }
}

/**
 * A sell's pricing: as asked, or by default at the market (odd lots, which take no market orders: a
 * limit at the last price).
 */
function sellPricing(
  request: Pick<RequestBody<'/trade/sell_stock'>, 'gdlx' | 'sell_price'>,
  lot: LotKind,
  lastPrice: number,
): Pricing {
  if (request.gdlx === undefined && lot === 'odd') return { priceType: 'limit', limit: lastPrice }
  return pricingOf(request.gdlx ?? 1, request.sell_price)
}

/**
 * What an order arriving now fills at once: in continuous trading (and the intraday
 * odd-lot matching) the book's levels at acceptable prices, up to its quantity; nothing
 * elsewhere (auctions and after-hours sessions match later).
 */
function arrivalMatch(
  world: World,
  state: MarketState,
  window: OpenWindow,
  shares: number,
  pricing: Pricing,
  buys: boolean,
  condition: OrderRecord['condition'],
  now: number,
): BookMatch {
  if (!window.matchesNow) return { shares: 0, value: 0, levels: [] }
  const book = bookAt(world.seed, state, now)
  return arrivalFill(matchBook(buys ? book.asks : book.bids, shares, pricing.limit ?? null, buys), shares, condition)
}

function newOrder(
  fields: Pick<
    OrderRecord,
    | 'id'
    | 'userId'
    | 'symbol'
    | 'opens'
    | 'direction'
    | 'lot'
    | 'shares'
    | 'condition'
    | 'leverage'
    | 'credit'
    | 'dayTrade'
    | 'hold'
    | 'positionId'
    | 'closes'
  >,
  pricing: Pricing,
  window: OpenWindow,
  now: number,
): OrderRecord {
  return {
    ...fields,
    origin: 'book',
    priceType: pricing.priceType,
    limitPrice: pricing.limit ?? null,
    status: 'pending',
    refusedFor: null,
    createdAt: now,
    matchesFrom: window.matchesFrom,
    auctionAt: window.auctionAt ?? null,
    fixedPrice: window.fixedPrice,
    expiresAt: window.expiresAt,
    filledShares: 0,
    filledValue: 0,
    filledAt: null,
    fillPrice: null,
    commission: 0,
    tax: 0,
    closedMargin: 0,
    closedBuyCommission: 0,
    closedOpenTax: 0,
    closedLoan: 0,
    interest: 0,
    realised: 0,
    endedAt: null,
  }
}

/** `/trade/buy_stock`: an order that opens a position (a cash or margin purchase, or a short sale). */
export async function placeOpeningOrder(
  world: World,
  user: UserRecord,
  request: RequestBody<'/trade/buy_stock'>,
  now: number,
): Promise<OrderRecord> {
  const instrument = tradable(request.symbol)
  const lot: LotKind = request.lingu === 1 ? 'odd' : 'lot'
  if (lot === 'odd' && request.zhang > maxOddLotShares) raise('odd_lot_quantity')
  const shares = lot === 'odd' ? request.zhang : request.zhang * lotShares
  const condition = request.wttj ?? 'ROD'
  const dayTrade = request.other_type === 1
  const direction = request.buyzd
  if (lot === 'odd' && dayTrade) raise('odd_lot_order_rules')
  if (!leverageChoices(world).includes(request.ganggan)) raise('leverage_not_offered')
  // A short sale is always a credit trade (融券); a long one is a margin purchase (融資) when asked for.
  const credit = direction === 2 || request.rzrq === 1 || request.ganggan > 1
  if (credit && !marginEnabled(world, user)) raise('margin_not_enabled')
  if (credit && lot === 'odd') raise('credit_whole_lots_only')
  if (credit && openMarginCall(world, user.id) !== undefined) raise('margin_call_active')

  const pricing = pricingOf(request.gdlx, request.buy_price)
  const state = stateAt(world.seed, instrument, now)
  const window = sessionOf(state, lot, pricing, condition, now)
  const terms = { direction, credit }
  const arrival = arrivalMatch(world, state, window, shares, pricing, direction === 1, condition, now)
  const keepsRest = condition === 'ROD' && arrival.shares < shares
  // The rest may fill at its limit, a market order's anywhere up to limit-up, and a short (filled
  // at its limit or higher) at limit-up.
  const worst = worstPrice({
    short: direction === 2,
    limit: pricing.limit,
    fixedPrice: window.fixedPrice,
    last: state.price,
    limitUp: state.session.limits.limitUp,
  })
  const fees = commissionSettings(world, user)
  // The cash the order needs, were it all to fill at its worst price (what the order box checks too).
  const needed = fundsNeeded(
    shares,
    worst,
    { short: direction === 2, credit },
    creditBoard(instrument),
    kindOf(instrument),
    fees,
  )
  // What fills on arrival is paid from the available TWD at once; what waits is held for.
  const arrivalCost = openingCost(arrival.value, terms, instrument, fees).total
  const hold = keepsRest ? openingHold(arrival.value, (shares - arrival.shares) * worst, terms, instrument, fees) : 0
  if (dayTrade) {
    const quota = dayTradingQuota(world, user.id)
    if (quota === undefined) raise('day_trading_not_enabled')
    if (dayTradingUsed(world, user.id, now) + (pricing.limit ?? state.price) * shares > quota)
      raise('day_trading_quota_exceeded')
  }
  const holdMovements = [
    { balance: 'twd', amount: -hold, kind: 'order_hold' },
    { balance: 'frozenTwd', amount: hold, kind: 'order_hold' },
  ] as const
  if (
    user.balances.twd < needed ||
    !canPost(user, [{ balance: 'twd', amount: -(arrivalCost + hold), kind: 'order_hold' }])
  )
    raise('balance_insufficient')

  // Every rule holds: from here on the order is written.
  const id = world.ids.next('order')
  const order = newOrder(
    {
      id,
      userId: user.id,
      symbol: instrument.symbol,
      opens: true,
      direction,
      lot,
      shares,
      condition,
      leverage: request.ganggan,
      credit,
      dayTrade,
      hold,
      positionId: null,
      closes: [],
    },
    pricing,
    window,
    now,
  )
  await world.db.orders.create(order)
  if (arrival.shares > 0) await fillOpening(world, order, { ...arrival, at: now }, 'available')
  await post(world, { user, ref: orderRef(id), at: now, movements: holdMovements })
  return endRestUnlessKept(world, id, keepsRest, now)
}

/** An IOC or FOK order's rest (or all of it, when nothing filled) ends at once. */
async function endRestUnlessKept(world: World, id: number, keepsRest: boolean, now: number): Promise<OrderRecord> {
  const order = orderById(world, id)
  if (order.status === 'pending' && !keepsRest) return endUnfilled(world, order, 'expired', now)
  return order
}

/** What a sale takes: the holdings it closes and their shares, in the order its fills take them. */
interface Sale {
  /** The holdings sold (one kind of one stock). */
  positions: PositionRecord[]
  lot: LotKind
  shares: number
  closes: OrderRecord['closes']
}

/**
 * The refusal of a sale that asks for more than can be sold now: the lock of a purchase that would
 * have made up the rest, or the quantity.
 */
function refuseSale(locked: { id: number } | undefined, positions: readonly PositionRecord[], now: number): never {
  const position = positions.find((each) => each.id === locked?.id)
  if (position !== undefined) {
    const lock = sellLock(
      { openedAt: position.openedAt, dayTrade: position.dayTrade, kind: instrumentKind(position.symbol) },
      now,
    )
    if (lock.kind === 't1') raise('sell_t_plus_one', { code: position.symbol })
    if (lock.kind === 'minutes') raise('sell_after_minutes', { n: lock.minutes })
  }
  raise('sell_quantity_exceeded')
}

/** A sale of one purchase (`id`, the upstream's way): its lock first, then what it has free. */
function saleOfHolding(position: PositionRecord, request: RequestBody<'/trade/sell_stock'>, now: number): Sale {
  const lock = sellLock(
    { openedAt: position.openedAt, dayTrade: position.dayTrade, kind: instrumentKind(position.symbol) },
    now,
  )
  if (lock.kind === 't1') raise('sell_t_plus_one', { code: position.symbol })
  if (lock.kind === 'minutes') raise('sell_after_minutes', { n: lock.minutes })
  const sellable = position.shares - position.reserved
  const shares =
    request.zhang === undefined ? sellable : position.lot === 'odd' ? request.zhang : request.zhang * lotShares
  if (shares <= 0 || shares > sellable) raise('sell_quantity_exceeded')
  return { positions: [position], lot: position.lot, shares, closes: [{ positionId: position.id, shares }] }
}

/** The user's open purchases of the stock and kind a sale of a stock names; holding_not_found without one. */
function stockPositions(world: World, user: UserRecord, request: RequestBody<'/trade/sell_symbol'>): PositionRecord[] {
  const direction = request.buyzd ?? 1
  const credit = direction === 2 || request.rzrq === 1
  const positions = world.db.positions.findMany((q) =>
    q.where({ userId: user.id, symbol: request.symbol, direction, credit, status: 'open' }),
  )
  if (positions.length === 0) raise('holding_not_found')
  return positions
}

/**
 * A sale of a stock (`symbol`, designed): of the kind asked, the purchases the rules let be
 * sold now, oldest first (rules/holdings.ts), in whole lots or an odd lot.
 */
function saleOfStock(positions: PositionRecord[], request: RequestBody<'/trade/sell_symbol'>, now: number): Sale {
  const lot: LotKind = request.lingu === 1 ? 'odd' : 'lot'
  const candidates = positions.map((position) => ({
    id: position.id,
    openedAt: position.openedAt,
    free: position.shares - position.reserved,
    lock: sellLock(
      { openedAt: position.openedAt, dayTrade: position.dayTrade, kind: instrumentKind(position.symbol) },
      now,
    ).kind,
  }))
  const sellable = candidates.filter((each) => each.lock === 'none').reduce((sum, each) => sum + each.free, 0)
  const shares =
    request.zhang === undefined
      ? lot === 'odd'
        ? sellable % lotShares
        : sellable - (sellable % lotShares)
      : lot === 'odd'
        ? request.zhang
        : request.zhang * lotShares
  const allocation = allocateSale(candidates, shares)
  if (!allocation.ok) refuseSale(allocation.locked, positions, now)
  return {
    positions,
    lot,
    shares,
    closes: allocation.parts.map((part) => ({ positionId: part.id, shares: part.shares })),
  }
}

/** `/trade/sell_stock`: sells (closes) all or part of one purchase, by its id (the upstream's way). */
export async function placeClosingOrder(
  world: World,
  user: UserRecord,
  request: RequestBody<'/trade/sell_stock'>,
  now: number,
): Promise<OrderRecord> {
  const position = actionableHolding(world, user, request.id)
  const state = stateAt(world.seed, tradable(position.symbol), now)
  const pricing = sellPricing(request, position.lot, state.price)
  const window = sessionOf(state, position.lot, pricing, 'ROD', now)
  return placeSale(world, user, saleOfHolding(position, request, now), { state, pricing, window }, now)
}

/**
 * `/trade/sell_symbol` (designed): sells a stock of one kind from the purchases the rules
 * let be sold now, oldest first, in one order. Every rule is checked before anything is
 * written.
 */
export async function placeStockSale(
  world: World,
  user: UserRecord,
  request: RequestBody<'/trade/sell_symbol'>,
  now: number,
): Promise<OrderRecord> {
  const positions = stockPositions(world, user, request)
  const lot: LotKind = request.lingu === 1 ? 'odd' : 'lot'
  if (lot === 'odd' && positions.some((position) => position.credit)) raise('credit_whole_lots_only')
  if (lot === 'odd' && request.zhang !== undefined && request.zhang > maxOddLotShares) raise('odd_lot_quantity')
  const state = stateAt(world.seed, tradable(request.symbol), now)
  const pricing = sellPricing(request, lot, state.price)
  const window = sessionOf(state, lot, pricing, 'ROD', now)
  return placeSale(world, user, saleOfStock(positions, request, now), { state, pricing, window }, now)
}

/** Books a sale that every rule allowed: reserves its shares, then takes what the book gives on arrival. */
async function placeSale(
  world: World,
  user: UserRecord,
  sale: Sale,
  market: { state: MarketState; pricing: Pricing; window: OpenWindow },
  now: number,
): Promise<OrderRecord> {
  const taken = sale.positions.filter((position) => sale.closes.some((entry) => entry.positionId === position.id))
  const first = taken[0]
  if (first === undefined) throw new Error('trading: a sale takes no holding')
  const { state, pricing, window } = market
  const arrival = arrivalMatch(world, state, window, sale.shares, pricing, first.direction === 2, 'ROD', now)
  const id = world.ids.next('order')
  const order = newOrder(
    {
      id,
      userId: user.id,
      symbol: first.symbol,
      opens: false,
      direction: first.direction,
      lot: sale.lot,
      shares: sale.shares,
      condition: 'ROD',
      leverage: first.leverage,
      credit: first.credit,
      dayTrade: taken.every((position) => position.dayTrade),
      hold: 0,
      positionId: first.id,
      closes: sale.closes,
    },
    pricing,
    window,
    now,
  )
  await world.db.orders.create(order)
  for (const entry of sale.closes) {
    await world.db.positions.update((q) => q.where({ id: entry.positionId }), {
      data(draft) {
        draft.reserved += entry.shares
      },
    })
  }
  if (arrival.shares > 0) await fillClosing(world, order, { ...arrival, at: now })
  return orderById(world, id)
}

/** `/trade/cancel_stock`: only a pending order can be cancelled. */
export async function cancelOrder(world: World, user: UserRecord, id: number, now: number): Promise<OrderRecord> {
  const order = world.db.orders.findFirst((q) => q.where({ id, userId: user.id }))
  if (order === undefined) raise('order_not_found')
  if (order.status !== 'pending') raise('order_not_actionable')
  return endUnfilled(world, order, 'cancelled', now)
}

/** The user's open holding with this id; order_not_found or order_not_actionable otherwise. */
function actionableHolding(world: World, user: UserRecord, id: number): PositionRecord {
  const position = world.db.positions.findFirst((q) => q.where({ id, userId: user.id }))
  if (position === undefined) {
    if (world.db.orders.findFirst((q) => q.where({ id, userId: user.id })) !== undefined) raise('order_not_actionable')
    raise('order_not_found')
  }
  if (position.status !== 'open') raise('order_not_actionable')
  return position
}
