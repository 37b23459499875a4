// The market's settler: brings pending orders up to the world clock. An order fills at the
// first trade after it could match that reaches its limit (at the auction's price for the
// opening and closing auctions, else at its limit), the after-hours fixed-price session
// fills at the close, and an order still unfilled when its session ends expires. Fills are
// applied oldest first; a fill depends only on the order and the market, so settling twice
// for the same instant changes nothing the second time.
import type { World } from '../core/world.ts'
import { sessionDay, tradesBetween } from '../market/engine.ts'
import { crosses, endUnfilled, fillClosing, fillOpening } from './fills.ts'
import { findInstrument } from '../market/instruments.ts'
import type { OrderRecord } from './records.ts'
import { taipeiDay } from '#rules/market.ts'

interface Fill {
  order: OrderRecord
  at: number
  price: number
}

/** When and at what price a pending order fills by `now`, if it does. */
export function findFill(seed: number, order: OrderRecord, now: number): Fill | undefined {
  if (now < order.matchesFrom) return undefined
  const fill = firstFill(seed, order)
  return fill !== undefined && fill.at <= now ? fill : undefined
}

// An order's first fill depends only on the order and the market (a function of the seed),
// so it is found once per order record (records are frozen: a changed order is another
// record) instead of walking the day's trades again on every call that settles the world.
const firstFills = new WeakMap<OrderRecord, { seed: number; fill: Fill | undefined }>()

function firstFill(seed: number, order: OrderRecord): Fill | undefined {
  const known = firstFills.get(order)
  if (known !== undefined && known.seed === seed) return known.fill
  const fill = findFirstFill(seed, order)
  firstFills.set(order, { seed, fill })
  return fill
}

/** The order's first fill before it expires, if any. */
function findFirstFill(seed: number, order: OrderRecord): Fill | undefined {
  const instrument = findInstrument(order.symbol)
  if (instrument === undefined) return undefined
  if (order.fixedPrice) return { order, at: order.matchesFrom, price: sessionDay(seed, instrument, taipeiDay(order.matchesFrom)).close }
  for (const trade of tradesBetween(seed, instrument, order.matchesFrom, order.expiresAt)) {
    if (order.auctionAt === 'close' && trade.auction !== 'close') continue
    if (!crosses(order, trade.price)) continue
    // An auction matches at its own price; a resting limit order is met at its limit.
    const price = trade.auction !== undefined || order.limitPrice === null ? trade.price : order.limitPrice
    return { order, at: trade.at, price }
  }
  return undefined
}

export async function settleMarket(world: World, now: number): Promise<number> {
  const pending = world.db.orders.findMany((q) => q.where({ status: 'pending' }))
  const fills: Fill[] = []
  const expiries: OrderRecord[] = []
  // An order still pending next fills at its first fill, or expires.
  let next = Infinity
  for (const order of pending) {
    const fill = findFill(world.seed, order, now)
    if (fill !== undefined) fills.push(fill)
    else if (now >= order.expiresAt) expiries.push(order)
    else next = Math.min(next, firstFill(world.seed, order)?.at ?? order.expiresAt)
  }
  const events = [
    ...fills.map((fill) => ({ at: fill.at, id: fill.order.id, apply: () => (fill.order.opens ? fillOpening(world, fill.order, fill.at, fill.price) : fillClosing(world, fill.order, fill.at, fill.price)) })),
    ...expiries.map((order) => ({ at: order.expiresAt, id: order.id, apply: () => endUnfilled(world, order, 'expired', order.expiresAt) })),
  ].sort((a, b) => a.at - b.at || a.id - b.id)
  for (const event of events) await event.apply()
  return next
}
