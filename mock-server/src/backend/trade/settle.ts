// The trade area's settler: brings trading up to the world clock. Pending orders fill at
// the first trade after they could match that reaches their limit (the rest of an order
// that filled in part on arrival waits for the next trade; an auction fills at its own
// price, a resting limit order at its limit), the after-hours sessions match at the close
// at 14:30, and an order still pending when its session ends expires. Settlements fall
// due on T+2 at 10:00. Everything happens in the order of its instant. A fill depends only
// on the order and the market, so settling twice for the same instant changes nothing the
// second time. The margin calls are not events: they are checked at the clock
// (watchMarginCalls).
import { sessionTimes, taipeiDay, taipeiMinute } from '#rules/market.ts'

import type { World } from '../core/world.ts'
import { sessionDay, tradesBetween } from '../market/engine.ts'
import { findInstrument } from '../market/instruments.ts'
import { crosses, endUnfilled, fillAt, fillClosing, fillOpening } from './fills.ts'
import type { OrderRecord } from './records.ts'
import { nextSettlementDue, settleDue } from './settlements.ts'

interface Fill {
  order: OrderRecord
  at: number
  price: number
}

/** When and at what price the rest of a pending order fills by `now`, if it does. */
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
  // The after-hours sessions match once, at 14:30, at the day's close: the fixed-price
  // session whatever its limit, the odd-lot auction when the close reaches its limit.
  if (taipeiMinute(order.matchesFrom) === sessionTimes.afterHoursClose) {
    const close = sessionDay(seed, instrument, taipeiDay(order.matchesFrom)).close
    return order.fixedPrice || crosses(order, close) ? { order, at: order.matchesFrom, price: close } : undefined
  }
  for (const trade of tradesBetween(seed, instrument, order.matchesFrom, order.expiresAt)) {
    // What traded when the order arrived, it met on arrival (the book as it stood): the rest waits for a later trade.
    if (trade.at <= order.createdAt) continue
    if (order.auctionAt === 'close' && trade.auction !== 'close') continue
    if (!crosses(order, trade.price)) continue
    // An auction matches at its own price; a resting limit order is met at its limit.
    const price = trade.auction !== undefined || order.limitPrice === null ? trade.price : order.limitPrice
    return { order, at: trade.at, price }
  }
  return undefined
}

/** Brings trading to `now` (an instant no later than the clock); returns when it next has something to do. */
export async function settleMarket(world: World, now: number): Promise<number> {
  const events: Array<{ at: number; id: number; apply: () => Promise<unknown> }> = []
  // An order still pending next fills at its first fill, or expires.
  let next = Infinity
  for (const order of world.db.orders.findMany((q) => q.where({ status: 'pending' }))) {
    const fill = findFill(world.seed, order, now)
    if (fill !== undefined) {
      const part = fillAt(fill.price, order.shares - order.filledShares, fill.at)
      events.push({
        at: fill.at,
        id: order.id,
        apply: () => (order.opens ? fillOpening(world, order, part, 'hold') : fillClosing(world, order, part)),
      })
    } else if (now >= order.expiresAt) {
      events.push({
        at: order.expiresAt,
        id: order.id,
        apply: () => endUnfilled(world, order, 'expired', order.expiresAt),
      })
    } else {
      next = Math.min(next, firstFill(world.seed, order)?.at ?? order.expiresAt)
    }
  }
  events.sort((a, b) => a.at - b.at || a.id - b.id)
  for (const event of events) {
    // What fell due before this event settles first, so that the ledger reads in time order.
    await settleDue(world, event.at - 1)
    await event.apply()
  }
  await settleDue(world, now)
  return Math.min(next, nextSettlementDue(world))
}
