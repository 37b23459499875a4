// Copy trading (跟單): money put into a product follows its trader's strategy (strategy.ts)
// on the world's market for the lock days; at the end of the lock the amount times the
// strategy's return over those days is paid out (settleCopyTrading), less than the amount
// after a loss. A product past its deadline or delisted takes no more money.
import type { ResponseData } from '#openapi/operations.ts'
import {
  formatCents,
  previousTradingDay,
  sessionTimes,
  taipeiDate,
  taipeiDay,
  taipeiMinute,
  tradingDayAtOrBefore,
} from '#rules/market.ts'

import { BoundedCache } from '../core/bounded-cache.ts'
import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import { canPost, post } from '../core/ledger.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { firstAfter, nextMinute, upstreamTime } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { parseAmount } from '../money/amounts.ts'
import type { CopyProductRecord, CopySubscriptionRecord } from './records.ts'
import { closingValue, symbolsOf, unitValue, valueAt, worth } from './strategy.ts'

type ProductRow = ResponseData<'/trade/productlist'>[number]
type SubscriptionRow = ResponseData<'/trade/userproductlist'>[number]

const dayMs = 24 * 60 * 60 * 1000
/** The closes a product's recent performance shows. */
export const recentCloses = 20

/** A unit value (1e8 = 1) as the contract's 4-decimal string: 102_345_678 -> "1.0235". */
export function formatUnitValue(value: number): string {
  const tenThousandths = Math.round(value / (unitValue / 10_000))
  return `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`
}

/** A ratio's change in hundredths of a per cent: 1.0123 -> 123. */
const changeBasisPoints = (to: number, from: number) => Math.round((to / from - 1) * 10_000)

/** The last trading day whose close has happened by `now`. */
function lastClosedDay(now: number): number {
  const day = tradingDayAtOrBefore(taipeiDay(now))
  return day === taipeiDay(now) && taipeiMinute(now) < sessionTimes.close ? previousTradingDay(day) : day
}

/** The closes of the last `recentCloses` days, and the one before them (the base of the first day's return). */
function recentDays(now: number): number[] {
  const days = [lastClosedDay(now)]
  while (days.length <= recentCloses) days.unshift(previousTradingDay(days[0] ?? 0))
  return days
}

/** A product's recent performance as its row shows it. */
type Performance = Pick<ProductRow, 'dprofit' | 'recent' | 'recent_return'>

// Past closes never change: a strategy's recent performance is kept per seed and last closed
// day, by the strategy's record (records are frozen and shared by the worlds forked from one
// seed), so a list of products does not replay 20 closes of every strategy on every call.
const performances = new WeakMap<CopyProductRecord['strategy'], BoundedCache<string, Performance>>()

/** A strategy's last closes (with the one before them) and its average daily return over them (日收益率). */
function recentPerformance(world: World, product: CopyProductRecord, now: number): Performance {
  let byDay = performances.get(product.strategy)
  if (byDay === undefined) performances.set(product.strategy, (byDay = new BoundedCache(100)))
  return byDay.get(`${world.seed}|${lastClosedDay(now)}`, () => measurePerformance(world.seed, product.strategy, now))
}

function measurePerformance(seed: number, strategy: CopyProductRecord['strategy'], now: number): Performance {
  const days = recentDays(now)
  const values = days.map((day) => closingValue(seed, strategy, day))
  const dailyChanges = values.slice(1).map((value, index) => value / (values[index] ?? value) - 1)
  const meanDaily = dailyChanges.reduce((sum, change) => sum + change, 0) / dailyChanges.length
  return {
    dprofit: formatCents(Math.round(meanDaily * 10_000)),
    recent: days
      .slice(1)
      .map((day, index) => ({ date: taipeiDate(day), nav: formatUnitValue(values[index + 1] ?? 0) })),
    recent_return: formatCents(changeBasisPoints(values.at(-1) ?? 1, values[0] ?? 1)),
  }
}

/**
 * When the products next read differently by the clock alone: the next minute (their values move),
 * or a product's deadline passing.
 */
export function productsChangeAt(world: World, now: number): number {
  return Math.min(
    nextMinute(now),
    firstAfter(
      world.db.copyProducts.all().map((product) => product.deadline),
      now,
    ),
  )
}

/** When a user's subscriptions next read differently by the clock alone: the next minute, or one of them unlocking. */
export function subscriptionsChangeAt(world: World, userId: number, now: number): number {
  return Math.min(
    nextMinute(now),
    firstAfter(
      world.db.copySubscriptions.findMany((q) => q.where({ userId })).map((subscription) => subscription.unlocksAt),
      now,
    ),
  )
}

export function productRows(world: World, now: number): ProductRow[] {
  return world.db.copyProducts.findMany().map((product) => {
    const { dprofit, recent, recent_return } = recentPerformance(world, product, now)
    return {
      id: product.id,
      name: product.name,
      sender: product.trader,
      money: toDecimalString(product.minAmount),
      dprofit,
      scday: product.lockDays,
      end: upstreamTime(product.deadline),
      state: isOpen(product, now) ? 1 : 0,
      listed: product.listed ? 1 : 0,
      strategy: product.strategy.kind,
      symbols: symbolsOf(product.strategy),
      nav: formatUnitValue(valueAt(world.seed, product.strategy, now)),
      recent,
      recent_return,
    }
  })
}

const isOpen = (product: CopyProductRecord, now: number) => product.listed && now < product.deadline

function productById(world: World, id: number): CopyProductRecord {
  const product = world.db.copyProducts.findFirst((q) => q.where({ id }))
  if (product === undefined) throw new Error(`copy trading: no product ${id}`)
  return product
}

/** The strategy's unit value for a subscription now: live while it runs, at the unlock once it has ended. */
function currentValue(
  world: World,
  subscription: CopySubscriptionRecord,
  product: CopyProductRecord,
  now: number,
): number {
  return valueAt(world.seed, product.strategy, Math.min(now, subscription.unlocksAt))
}

/**
 * What a subscription is worth now (minor units): its payout once paid, else its amount at the
 * strategy's return so far.
 */
export function worthOf(world: World, subscription: CopySubscriptionRecord, now: number): number {
  if (subscription.payout !== null) return subscription.payout
  return worth(
    subscription.amount,
    subscription.startValue,
    currentValue(world, subscription, productById(world, subscription.productId), now),
  )
}

function subscriptionRow(world: World, subscription: CopySubscriptionRecord, now: number): SubscriptionRow {
  const product = productById(world, subscription.productId)
  const value = worthOf(world, subscription, now)
  const profit = value - subscription.amount
  return {
    id: subscription.id,
    name: product.name,
    sender: product.trader,
    money: toDecimalString(subscription.amount),
    dprofit: recentPerformance(world, product, now).dprofit,
    scday: product.lockDays,
    profit: toDecimalString(profit),
    start_time: upstreamTime(subscription.startedAt),
    end_time: upstreamTime(subscription.unlocksAt),
    state: subscription.payout === null ? 0 : 1,
    value: toDecimalString(value),
    profit_rate: formatCents(Math.round((profit * 10_000) / subscription.amount)),
    start_nav: formatUnitValue(subscription.startValue),
    nav: formatUnitValue(currentValue(world, subscription, product, now)),
  }
}

export function copySubscriptionRows(world: World, userId: number, now: number): SubscriptionRow[] {
  return world.db.copySubscriptions
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => b.startedAt - a.startedAt || b.id - a.id)
    .map((subscription) => subscriptionRow(world, subscription, now))
}

export async function followProduct(
  world: World,
  user: UserRecord,
  request: { id: number; money: string },
  now: number,
): Promise<SubscriptionRow> {
  const product = world.db.copyProducts.findFirst((q) => q.where({ id: request.id }))
  if (product === undefined || !isOpen(product, now)) raise('product_unavailable')
  const amount = parseAmount(request.money)
  if (amount <= 0) raise('copy_amount_required')
  if (amount < product.minAmount) raise('copy_min_amount')
  const movements = [{ balance: 'twd' as const, amount: -amount, kind: 'copy_subscribe' as const }]
  if (!canPost(user, movements)) raise('balance_insufficient')
  const subscription: CopySubscriptionRecord = {
    id: world.ids.next('copySubscription'),
    userId: user.id,
    productId: product.id,
    amount,
    startValue: valueAt(world.seed, product.strategy, now),
    startedAt: now,
    unlocksAt: now + product.lockDays * dayMs,
    payout: null,
  }
  await post(world, { user, ref: `copy:${subscription.id}`, at: now, movements })
  await world.db.copySubscriptions.create(subscription)
  return subscriptionRow(world, subscription, now)
}

/**
 * Pays out every subscription whose lock has ended by `now` (at its unlock instant, at the
 * strategy's value then); returns when the next lock ends. The values between are computed
 * when read, so a lock's end is the only work that falls due.
 */
export async function settleCopyTrading(world: World, now: number): Promise<number> {
  let next = Infinity
  for (const subscription of world.db.copySubscriptions.findMany((q) =>
    q.where({ payout: (payout) => payout === null }),
  )) {
    if (now < subscription.unlocksAt) {
      next = Math.min(next, subscription.unlocksAt)
      continue
    }
    const payout = worthOf(world, subscription, subscription.unlocksAt)
    const user = world.db.users.findFirst((q) => q.where({ id: subscription.userId }))
    if (user === undefined) continue
    await post(world, {
      user,
      ref: `copy:${subscription.id}`,
      at: subscription.unlocksAt,
      movements: [{ balance: 'twd', amount: payout, kind: 'copy_payout' }],
    })
    await world.db.copySubscriptions.update((q) => q.where({ id: subscription.id }), {
      data(draft) {
        draft.payout = payout
      },
    })
  }
  return next
}
