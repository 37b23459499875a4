// Copy trading (跟單): money put into a product follows its trader for the lock days and
// earns the product's daily rate for each full day; at the end of the lock the principal
// and profit are paid out (settleCopyTrading). A product past its deadline or delisted
// takes no more money.
import type { ResponseData } from '#openapi/operations.ts'
import { upstreamTime } from '../core/time.ts'
import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import { canPost, post } from '../core/ledger.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { parseAmount } from '../money/amounts.ts'
import { formatCents } from '#rules/market.ts'
import type { World } from '../core/world.ts'
import type { CopyProductRecord, CopySubscriptionRecord } from './records.ts'

type ProductRow = ResponseData<'/trade/productlist'>[number]
type SubscriptionRow = ResponseData<'/trade/userproductlist'>[number]

const dayMs = 24 * 60 * 60 * 1000

export function productRows(world: World, now: number): ProductRow[] {
  return world.db.copyProducts.findMany().map((product) => ({
    id: product.id,
    name: product.name,
    sender: product.trader,
    money: toDecimalString(product.minAmount),
    dprofit: formatCents(product.dailyBasisPoints),
    scday: product.lockDays,
    end: upstreamTime(product.deadline),
    state: isOpen(product, now) ? 1 : 0,
  }))
}

const isOpen = (product: CopyProductRecord, now: number) => product.listed && now < product.deadline

/** Profit for the full days since it started, up to the lock days, rounded down to the cent. */
export function profitOf(subscription: CopySubscriptionRecord, product: CopyProductRecord, now: number): number {
  const days = Math.min(product.lockDays, Math.max(0, Math.floor((Math.min(now, subscription.unlocksAt) - subscription.startedAt) / dayMs)))
  return Math.floor((subscription.amount * product.dailyBasisPoints * days) / 10_000)
}

function productById(world: World, id: number): CopyProductRecord {
  const product = world.db.copyProducts.findFirst((q) => q.where({ id }))
  if (product === undefined) throw new Error(`copy trading: no product ${id}`)
  return product
}

function subscriptionRow(world: World, subscription: CopySubscriptionRecord, now: number): SubscriptionRow {
  const product = productById(world, subscription.productId)
  return {
    id: subscription.id,
    name: product.name,
    sender: product.trader,
    money: toDecimalString(subscription.amount),
    dprofit: formatCents(product.dailyBasisPoints),
    scday: product.lockDays,
    profit: toDecimalString(subscription.payout === null ? profitOf(subscription, product, now) : subscription.payout - subscription.amount),
    start_time: upstreamTime(subscription.startedAt),
    end_time: upstreamTime(subscription.unlocksAt),
    state: subscription.payout === null ? 0 : 1,
  }
}

export function copySubscriptionRows(world: World, userId: number, now: number): SubscriptionRow[] {
  return world.db.copySubscriptions
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => b.startedAt - a.startedAt || b.id - a.id)
    .map((subscription) => subscriptionRow(world, subscription, now))
}

export async function followProduct(world: World, user: UserRecord, request: { id: number; money: string }, now: number): Promise<SubscriptionRow> {
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
    startedAt: now,
    unlocksAt: now + product.lockDays * dayMs,
    payout: null,
  }
  await post(world, { user, ref: `copy:${subscription.id}`, at: now, movements })
  await world.db.copySubscriptions.create(subscription)
  return subscriptionRow(world, subscription, now)
}

/** Pays out every subscription whose lock has ended by `now` (at its unlock instant); returns when the next lock ends. */
export async function settleCopyTrading(world: World, now: number): Promise<number> {
  let next = Infinity
  for (const subscription of world.db.copySubscriptions.findMany((q) => q.where({ payout: (payout) => payout === null }))) {
    if (now < subscription.unlocksAt) {
      next = Math.min(next, subscription.unlocksAt)
      continue
    }
    const product = productById(world, subscription.productId)
    const payout = subscription.amount + profitOf(subscription, product, subscription.unlocksAt)
    const user = world.db.users.findFirst((q) => q.where({ id: subscription.userId }))
    if (user === undefined) continue
    await post(world, { user, ref: `copy:${subscription.id}`, at: subscription.unlocksAt, movements: [{ balance: 'twd', amount: payout, kind: 'copy_payout' }] })
    await world.db.copySubscriptions.update((q) => q.where({ id: subscription.id }), {
      data(draft) {
        draft.payout = payout
      },
    })
  }
  return next
}
