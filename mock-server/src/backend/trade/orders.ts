// Placing and cancelling orders under the rules of the Taiwan market, by the world clock.
// Every rule is checked before anything is written: a refused order changes nothing.
import type { RequestBody } from '#openapi/operations.ts'
import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import { canPost, post } from '../core/ledger.ts'
import type { World } from '../core/world.ts'
import { dayTradingQuota, dayTradingUsed } from './day-trading.ts'
import { stateAt, type MarketState } from '../market/engine.ts'
import { crosses, endUnfilled, fillClosing, fillOpening, openingCost, orderRef } from './fills.ts'
import { findInstrument, kindOf, type Instrument } from '../market/instruments.ts'
import type { OrderRecord, PositionRecord } from './records.ts'
import { isOnTick, lotShares, maxOddLotShares, orderWindow, parseCents, sellLock, type LotKind, type OrderWindow } from '#rules/market.ts'
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

/**
 * The session rules every order meets: open for its kind of lot now; market, IOC and FOK
 * only in continuous trading; odd lots limit ROD only; a limit price above 0, inside the
 * band, on a tick, and the close in the after-hours fixed-price session.
 */
function checkSession(
  state: MarketState,
  lot: LotKind,
  pricing: Pricing,
  condition: OrderRecord['condition'],
  now: number,
): OpenWindow {
  if (lot === 'odd' && (pricing.priceType === 'market' || condition !== 'ROD')) raise('odd_lot_order_rules')
  if (pricing.limit !== undefined && pricing.limit <= 0) raise('order_price_not_positive')
  const window = orderWindow(now, lot)
  if (!window.open) raise('outside_trading_time')
  if ((pricing.priceType === 'market' || condition !== 'ROD') && !window.continuous) raise('outside_trading_time')
  if (pricing.limit !== undefined) {
    const { limitUp, limitDown } = state.session.limits
    if (pricing.limit > limitUp || pricing.limit < limitDown) raise('beyond_price_limit')
    if (!isOnTick(state.kind, pricing.limit)) raise('price_tick_invalid')
    if (window.fixedPrice && pricing.limit !== state.session.close) raise('fixed_price_only')
  }
  return window
}

function pricingOf(gdlx: 1 | 2, price: string | undefined): Pricing {
  if (gdlx === 1) return { priceType: 'market', limit: undefined }
  return { priceType: 'limit', limit: parseCents(price ?? '0') ?? 0 }
}

/** A sell's pricing: as asked, or by default at the market (odd lots, which take no market orders: a limit at the last price). */
function sellPricing(request: RequestBody<'/trade/sell_stock'>, lot: LotKind, lastPrice: number): Pricing {
  if (request.gdlx === undefined && lot === 'odd') return { priceType: 'limit', limit: lastPrice }
  return pricingOf(request.gdlx ?? 1, request.sell_price)
}

/** Whether an order fills at once against the last price (continuous trading, or the odd-lot matching every 5 s). */
function fillsNow(window: OpenWindow, order: Pick<OrderRecord, 'opens' | 'direction' | 'limitPrice'>, price: number): boolean {
  return window.matchesNow && crosses(order, price)
}

function newOrder(fields: Pick<OrderRecord, 'id' | 'userId' | 'symbol' | 'opens' | 'direction' | 'lot' | 'shares' | 'condition' | 'leverage' | 'dayTrade' | 'hold' | 'positionId'>, pricing: Pricing, window: OpenWindow, now: number): OrderRecord {
  return {
    ...fields,
    priceType: pricing.priceType,
    limitPrice: pricing.limit ?? null,
    status: 'pending',
    createdAt: now,
    matchesFrom: window.matchesFrom,
    auctionAt: window.auctionAt ?? null,
    fixedPrice: window.fixedPrice,
    expiresAt: window.expiresAt,
    filledAt: null,
    fillPrice: null,
    commission: 0,
    tax: 0,
    closedMargin: 0,
    closedBuyCommission: 0,
    closedOpenTax: 0,
    realised: 0,
    endedAt: null,
  }
}

/** `/trade/buy_stock`: an order that opens a position. */
export async function placeOpeningOrder(world: World, user: UserRecord, request: RequestBody<'/trade/buy_stock'>, now: number): Promise<OrderRecord> {
  const instrument = tradable(request.symbol)
  const lot: LotKind = request.lingu === 1 ? 'odd' : 'lot'
  if (lot === 'odd' && request.zhang > maxOddLotShares) raise('odd_lot_quantity')
  const shares = lot === 'odd' ? request.zhang : request.zhang * lotShares
  const condition = request.wttj ?? 'ROD'
  const dayTrade = request.other_type === 1
  const direction = request.buyzd
  if (lot === 'odd' && dayTrade) raise('odd_lot_order_rules')
  if (!leverageChoices(world).includes(request.ganggan)) raise('leverage_not_offered')
  if ((request.ganggan > 1 || direction === 2) && !marginEnabled(world, user)) raise('margin_not_enabled')

  const pricing = pricingOf(request.gdlx, request.buy_price)
  const state = stateAt(world.seed, instrument, now)
  const window = checkSession(state, lot, pricing, condition, now)
  const kind = kindOf(instrument)
  const fees = commissionSettings(world)
  // What the order may cost: at its limit, at the market now, or for a short (filled at its limit or higher) at limit-up.
  const worstPrice = direction === 2 && pricing.priceType === 'limit' && !window.fixedPrice ? state.session.limits.limitUp : (pricing.limit ?? state.price)
  const hold = openingCost(worstPrice, shares, request.ganggan, direction, kind, fees).total
  if (dayTrade) {
    const quota = dayTradingQuota(world, user.id)
    if (quota === undefined) raise('day_trading_not_enabled')
    if (dayTradingUsed(world, user.id, now) + (pricing.limit ?? state.price) * shares > quota) raise('day_trading_quota_exceeded')
  }
  // An order that fills at once pays at once; one that waits holds its worst cost until then.
  const immediate = fillsNow(window, { opens: true, direction, limitPrice: pricing.limit ?? null }, state.price)
  const holdMovements = immediate
    ? []
    : ([
        { balance: 'twd', amount: -hold, kind: 'order_hold' },
        { balance: 'frozenTwd', amount: hold, kind: 'order_hold' },
      ] as const)
  const costNow = openingCost(state.price, shares, request.ganggan, direction, kind, fees).total
  if (!canPost(user, immediate ? [{ balance: 'twd', amount: -costNow, kind: 'buy' }] : holdMovements)) raise('balance_insufficient')

  // Every rule holds: from here on the order is written.
  const id = world.ids.next('order')
  const order = newOrder(
    { id, userId: user.id, symbol: instrument.symbol, opens: true, direction, lot, shares, condition, leverage: request.ganggan, dayTrade, hold: immediate ? 0 : hold, positionId: null },
    pricing,
    window,
    now,
  )
  if (!immediate) await post(world, { user, ref: orderRef(id), at: now, movements: holdMovements })
  await world.db.orders.create(order)
  return settleAtOnce(world, order, window, state.price, now)
}

/** Fills a marketable order in continuous trading now; an IOC or FOK order that cannot fill expires at once. */
async function settleAtOnce(world: World, order: OrderRecord, window: OpenWindow, price: number, now: number): Promise<OrderRecord> {
  if (fillsNow(window, order, price)) {
    if (order.opens) await fillOpening(world, order, now, price)
    else await fillClosing(world, order, now, price)
  } else if (order.condition !== 'ROD') {
    await endUnfilled(world, order, 'expired', now)
  }
  return orderById(world, order.id)
}

/** `/trade/sell_stock`: sells (closes) all or part of a holding. */
export async function placeClosingOrder(world: World, user: UserRecord, request: RequestBody<'/trade/sell_stock'>, now: number): Promise<OrderRecord> {
  const position = actionableHolding(world, user, request.id)
  const instrument = tradable(position.symbol)
  const state = stateAt(world.seed, instrument, now)
  const pricing = sellPricing(request, position.lot, state.price)
  const window = checkSession(state, position.lot, pricing, 'ROD', now)
  const lock = sellLock({ openedAt: position.openedAt, dayTrade: position.dayTrade, kind: kindOf(instrument) }, now)
  if (lock.kind === 't1') raise('sell_t_plus_one', { code: position.symbol })
  if (lock.kind === 'minutes') raise('sell_after_minutes', { n: lock.minutes })
  const sellable = position.shares - position.reserved
  const shares = request.zhang === undefined ? sellable : position.lot === 'odd' ? request.zhang : request.zhang * lotShares
  if (shares <= 0 || shares > sellable) raise('sell_quantity_exceeded')

  const id = world.ids.next('order')
  const order = newOrder(
    {
      id,
      userId: user.id,
      symbol: position.symbol,
      opens: false,
      direction: position.direction,
      lot: position.lot,
      shares,
      condition: 'ROD',
      leverage: position.leverage,
      dayTrade: position.dayTrade,
      hold: 0,
      positionId: position.id,
    },
    pricing,
    window,
    now,
  )
  await world.db.orders.create(order)
  await world.db.positions.update((q) => q.where({ id: position.id }), {
    data(draft) {
      draft.reserved += shares
    },
  })
  return settleAtOnce(world, order, window, state.price, now)
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

export function orderById(world: World, id: number): OrderRecord {
  const order = world.db.orders.findFirst((q) => q.where({ id }))
  if (order === undefined) throw new Error(`trading: no order ${id}`)
  return order
}

export function marginEnabled(world: World, user: UserRecord): boolean {
  return world.db.tradingPermissions.findFirst((q) => q.where({ userId: user.id }))?.marginEnabled === true
}

