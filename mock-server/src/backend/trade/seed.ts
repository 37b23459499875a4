// The demo investor's trading history, placed through the same order rules and fills as
// the app's own orders, at instants before the world starts: holdings bought on earlier
// days (sellable), one bought this morning (T+1 locked, its cost settling on T+2), a sale
// and a completed day trade in the history, an approved day-trading application, and a
// pending limit sell. The earlier trades are three trading days old or more, so they have
// settled (T+2) when the world starts. The account was opened with the money these trades
// took on top of its 1,000,000 TWD (an `opening` entry), so its available balance is still
// the README's figure.
import {
  type CommissionSettings,
  formatCents,
  lotShares,
  previousTradingDay,
  taipeiDay,
  taipeiInstant,
  tradingDayAtOrBefore,
} from '#rules/market.ts'

import type { UserRecord } from '../core/collections.ts'
import { post } from '../core/ledger.ts'
import type { World } from '../core/world.ts'
import { bookAt, stateOf } from '../market/engine.ts'
import { instrumentOf, kindOf } from '../market/instruments.ts'
import { closingAmounts, openingCost } from './fills.ts'
import { matchBook } from './matching.ts'
import { placeClosingOrder, placeOpeningOrder } from './orders.ts'
import { commissionSettings } from './settings.ts'
import { dueAtOf, settleDue } from './settlements.ts'

export const demoInvestor = '0912345678'

interface Buy {
  kind: 'buy'
  /** Trading days before the world's start day (0: the start day itself), and the time. */
  daysAgo: number
  time: [hours: number, minutes: number]
  symbol: string
  /** Lots, or shares for an odd lot. */
  quantity: number
  odd?: boolean
  dayTrade?: boolean
}

interface Sell {
  kind: 'sell'
  daysAgo: number
  time: [hours: number, minutes: number]
  /** The index of the buy (in `trades`) whose holding it sells, all of it unless `quantity`. */
  of: number
  quantity?: number
  /** A limit at the day's limit-up (so it waits), rather than a market sell. */
  atLimitUp?: boolean
}

/** In order; the orders get ids 1, 2, ... in this order. */
const trades: ReadonlyArray<Buy | Sell> = [
  { kind: 'buy', daysAgo: 7, time: [9, 20], symbol: '2303', quantity: 3 }, // 1: sold on day -4
  { kind: 'buy', daysAgo: 6, time: [10, 12], symbol: '2330', quantity: 200, odd: true }, // 2
  { kind: 'buy', daysAgo: 5, time: [9, 45], symbol: '2317', quantity: 2 }, // 3: the contract's sell example
  { kind: 'sell', daysAgo: 4, time: [10, 30], of: 0 }, // 4: a sale in the history
  { kind: 'buy', daysAgo: 4, time: [11, 20], symbol: '0050', quantity: 3 }, // 5: the contract's detail example
  { kind: 'buy', daysAgo: 3, time: [9, 15], symbol: '2884', quantity: 5 }, // 6
  { kind: 'buy', daysAgo: 3, time: [9, 40], symbol: '2609', quantity: 2, dayTrade: true }, // 7: a day trade...
  { kind: 'sell', daysAgo: 3, time: [10, 25], of: 6 }, // 8: ...completed the same day
  { kind: 'buy', daysAgo: 0, time: [9, 5], symbol: '2603', quantity: 1 }, // 9: bought this morning, T+1
  // 10: pending, the contract's cancel example
  { kind: 'sell', daysAgo: 0, time: [9, 10], of: 5, quantity: 2, atLimitUp: true },
]

/** The day-trading quota approved for the demo investor, in TWD. */
const dayTradingQuotaTwd = 500_000

function tradingDayBefore(day: number, count: number): number {
  let result = day
  for (let left = count; left > 0; left -= 1) result = previousTradingDay(result)
  return result
}

export async function seedMarkets(world: World): Promise<void> {
  const user = world.db.users.findFirst((q) => q.where({ account: demoInvestor }))
  if (user === undefined) return
  const start = world.clock.now()
  // Counted back from the last trading day at or before the start (a weekend start: Friday).
  const today = tradingDayAtOrBefore(taipeiDay(start))
  const instantOf = (trade: Buy | Sell) =>
    taipeiInstant(tradingDayBefore(today, trade.daysAgo), trade.time[0], trade.time[1])
  // Only what lies before the world's start (a world started early in the day skips the rest).
  const past = trades.filter((trade) => instantOf(trade) <= start)

  const firstTradeAt = Math.min(...past.map(instantOf))
  await world.db.dayTradingApplications.create({
    id: world.ids.next('dayTradingApplication'),
    userId: user.id,
    quota: dayTradingQuotaTwd * 100,
    status: 1,
    createdAt: firstTradeAt - 3 * 24 * 3_600_000,
    decidedAt: firstTradeAt - 2 * 24 * 3_600_000,
  })

  const capital = netCost(world, commissionSettings(world, user), past, instantOf, start)
  if (capital > 0)
    await post(world, {
      user,
      movements: [{ balance: 'twd', amount: capital, kind: 'opening' }],
      ref: `user:${user.id}`,
      at: user.createdAt,
    })

  const orderIds: number[] = []
  for (const trade of past) {
    const at = instantOf(trade)
    const current = world.db.users.findFirst((q) => q.where({ id: user.id })) as UserRecord
    if (trade.kind === 'buy') {
      const order = await placeOpeningOrder(world, current, buyRequest(world, trade, at), at)
      orderIds.push(order.id)
    } else {
      const positionId = orderIds[trade.of] ?? 0
      const order = await placeClosingOrder(world, current, sellRequest(world, trade, positionId, at), at)
      orderIds.push(order.id)
    }
  }
  // What settled before the start has settled.
  await settleDue(world, start)
}

function lastPrice(world: World, symbol: string, at: number): number {
  const state = stateOf(world.seed, symbol, at)
  if (state === undefined) throw new Error(`seed: no instrument ${symbol}`)
  return state.price
}

function buyRequest(world: World, trade: Buy, at: number) {
  return {
    symbol: trade.symbol,
    zhang: trade.quantity,
    ganggan: 1,
    buyzd: 1 as const,
    // Odd lots take limit orders only: a limit at the last price fills at once.
    buy_price: formatCents(lastPrice(world, trade.symbol, at)),
    gdlx: trade.odd === true ? (2 as const) : (1 as const),
    type: 'tw' as const,
    lingu: trade.odd === true ? (1 as const) : (0 as const),
    other_type: trade.dayTrade === true ? (1 as const) : (0 as const),
  }
}

function sellRequest(world: World, trade: Sell, positionId: number, at: number) {
  const limitUp = stateOf(world.seed, symbolOf(world, positionId), at)?.session.limits.limitUp ?? 0
  return {
    id: positionId,
    ...(trade.quantity === undefined ? {} : { zhang: trade.quantity }),
    ...(trade.atLimitUp === true ? { gdlx: 2 as const, sell_price: formatCents(limitUp) } : {}),
  }
}

function symbolOf(world: World, positionId: number): string {
  return world.db.positions.findFirst((q) => q.where({ id: positionId }))?.symbol ?? ''
}

/** What the book gives a seeded trade at its instant (the same match as an order placed then). */
function bookFill(world: World, symbol: string, at: number, shares: number, buys: boolean) {
  const state = stateOf(world.seed, symbol, at)
  if (state === undefined) throw new Error(`seed: no instrument ${symbol}`)
  const book = bookAt(world.seed, state, at)
  // Buys are at the market or (odd lots) at the last price; sells at the market.
  return matchBook(buys ? book.asks : book.bids, shares, buys ? state.price : null, buys)
}

/**
 * What the trades take from the available TWD by the world's start: the buys' costs (held,
 * then paid on settlement) less the proceeds of the sales that settle before the start,
 * worked out with the same matching and cost functions as the orders, before placing them.
 */
function netCost(
  world: World,
  fees: CommissionSettings,
  past: ReadonlyArray<Buy | Sell>,
  instantOf: (trade: Buy | Sell) => number,
  start: number,
): number {
  const holdings = new Map<
    number,
    {
      symbol: string
      openedAt: number
      dayTrade: boolean
      shares: number
      openValue: number
      margin: number
      buyCommission: number
    }
  >()
  let net = 0
  for (const [index, trade] of past.entries()) {
    const at = instantOf(trade)
    if (trade.kind === 'buy') {
      const shares = trade.odd === true ? trade.quantity : trade.quantity * lotShares
      const fill = bookFill(world, trade.symbol, at, shares, true)
      const cost = openingCost(fill.value, { direction: 1, credit: false }, instrumentOf(trade.symbol), fees)
      net += cost.total
      holdings.set(index, {
        symbol: trade.symbol,
        openedAt: at,
        dayTrade: trade.dayTrade === true,
        shares: fill.shares,
        openValue: fill.value,
        margin: cost.own,
        buyCommission: cost.commission,
      })
    } else {
      const holding = holdings.get(trade.of)
      if (holding === undefined || trade.atLimitUp === true || dueAtOf(at) > start) continue
      const shares = trade.quantity === undefined ? holding.shares : trade.quantity * lotShares
      const fill = bookFill(world, holding.symbol, at, shares, false)
      const position = { ...holding, direction: 1 as const, loan: 0, openTax: 0 }
      const amounts = closingAmounts(
        position,
        fill.shares,
        fill.value,
        at,
        0,
        kindOf(instrumentOf(holding.symbol)),
        fees,
      )
      net -= amounts.gross - amounts.commission - amounts.tax - amounts.interest
    }
  }
  return net
}
