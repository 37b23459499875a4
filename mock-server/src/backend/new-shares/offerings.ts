// New-share subscription (公開申購) and auction allocation (競價拍賣), as docs/market-rules.md
// describes them. Subscribing holds the whole amount (an auction: its deposit) and charges
// the fee; at the draw a public subscription is allotted one lot by a draw from the world's
// seed (its 中籤率), an auction bid at or above the clearing price is allotted its lots, and
// the others get their money back; an allotment is paid before its deadline (or waived, the
// money returned); paid shares become a holding on the listing day. All of it moves with the
// world clock (settleNewShares).
import type { ResponseData } from '#openapi/operations.ts'
import { formatCents, lotShares } from '#rules/market.ts'

import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import { canPost, type Movement, post } from '../core/ledger.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { firstAfter, upstreamTime } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { openHolding } from '../trade/holdings.ts'
import type { OfferingRecord, SubscriptionRecord } from './records.ts'

type PlacingRow = ResponseData<'/trade/placinglist'>[number]
type SubscriptionRow = ResponseData<'/trade/usernewstocklist'>[number]
export type Variant = OfferingRecord['variant']

export const variantOf = (buyType: 1 | 2): Variant => (buyType === 1 ? 'public' : 'auction')
const buyTypeOf = (variant: Variant): 1 | 2 => (variant === 'public' ? 1 : 2)

const ref = (subscription: { id: number }) => `newshare:${subscription.id}`

function stateOf(offering: OfferingRecord, now: number): 0 | 1 | 2 {
  return now < offering.opensAt ? 0 : now < offering.closesAt ? 1 : 2
}

/** When the offerings next read differently by the clock alone: the next one to open or close. */
export function nextOfferingChange(world: World, variant: Variant, now: number): number {
  return firstAfter(
    world.db.offerings
      .findMany((q) => q.where({ variant }))
      .flatMap((offering) => [offering.opensAt, offering.closesAt]),
    now,
  )
}

export function placingRows(world: World, variant: Variant, now: number): PlacingRow[] {
  return world.db.offerings
    .findMany((q) => q.where({ variant }))
    .sort((a, b) => b.opensAt - a.opensAt || b.id - a.id)
    .map((offering) => ({
      id: offering.id,
      name: offering.name,
      code: offering.symbol,
      industry: offering.industry,
      syl: formatCents(offering.industryPe),
      start: Math.floor(offering.opensAt / 1000),
      end: Math.floor(offering.closesAt / 1000),
      num: offering.lotsOffered,
      price: formatCents(offering.marketPrice),
      bprice: formatCents(offering.price),
      gb_date: upstreamTime(offering.drawAt),
      fq_date: upstreamTime(offering.payBy),
      ss_date: upstreamTime(offering.listsAt),
      state: stateOf(offering, now),
      channel: offering.channelOpen ? 1 : 0,
      min_zhang: offering.minLots,
      max_zhang: offering.maxLots,
      deposit_ratio: offering.depositPercent,
      fee: toDecimalString(offering.fee),
    }))
}

const statusCodes = { pending: 0, allotted: 1, paid: 2, waived: 3, not_allotted: 4 } as const

function subscriptionRow(world: World, subscription: SubscriptionRecord): SubscriptionRow {
  const offering = offeringById(world, subscription.offeringId)
  return {
    id: subscription.id,
    buy_type: buyTypeOf(offering.variant),
    stock_name: offering.name,
    stock_code: offering.symbol,
    apply_price: formatCents(subscription.price),
    apply_total: subscription.lots,
    lucky_total: subscription.allottedLots,
    held: toDecimalString(subscription.held),
    subs_value: toDecimalString(subscription.status === 'allotted' ? subscription.due : 0),
    rjmoney: toDecimalString(subscription.paid),
    xgstate: statusCodes[subscription.status],
    create_time: upstreamTime(subscription.createdAt),
    fq_date: upstreamTime(offering.payBy),
    ss_date: upstreamTime(offering.listsAt),
  }
}

function offeringById(world: World, id: number): OfferingRecord {
  const offering = world.db.offerings.findFirst((q) => q.where({ id }))
  if (offering === undefined) throw new Error(`new shares: no offering ${id}`)
  return offering
}

export function subscriptionRows(world: World, userId: number, variant: Variant | undefined): SubscriptionRow[] {
  return world.db.subscriptions
    .findMany((q) => q.where({ userId }))
    .filter((subscription) => variant === undefined || offeringById(world, subscription.offeringId).variant === variant)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .map((subscription) => subscriptionRow(world, subscription))
}

export interface SubscribeRequest {
  symbol: string
  id: number
  zhang: number
  buy_type: 1 | 2
  bid_price?: string
}

/** What one subscription holds: the whole amount, or an auction's deposit (rounded up to the dollar). */
export function heldFor(offering: OfferingRecord, price: number, lots: number): number {
  const amount = price * lotShares * lots
  return offering.variant === 'public' ? amount : Math.ceil((amount * offering.depositPercent) / 100 / 100) * 100
}

export async function subscribe(
  world: World,
  user: UserRecord,
  request: SubscribeRequest,
  now: number,
): Promise<SubscriptionRow> {
  const offering = world.db.offerings.findFirst((q) => q.where({ id: request.id }))
  if (offering === undefined || offering.symbol !== request.symbol || offering.variant !== variantOf(request.buy_type))
    raise('newshare_not_found')
  if (!offering.channelOpen) raise('newshare_channel_closed')
  if (now < offering.opensAt) raise('newshare_not_started')
  if (now >= offering.closesAt) raise('newshare_closed')
  if (request.zhang === 0) raise('newshare_quantity_required')
  if (!Number.isInteger(request.zhang)) raise('newshare_whole_lots')
  if (request.zhang < offering.minLots) raise('newshare_min_quantity', { n: String(offering.minLots) })
  if (request.zhang > offering.maxLots) raise('newshare_max_quantity')
  if (world.db.subscriptions.findFirst((q) => q.where({ userId: user.id, offeringId: offering.id })) !== undefined)
    raise('newshare_subscribe_once', { name: offering.name })
  const price = offering.variant === 'public' ? offering.price : bidPrice(request.bid_price, offering)
  const held = heldFor(offering, price, request.zhang)
  // The contract fixes a bid's form, not its digits: a hold beyond exact sums is beyond any balance.
  if (!Number.isSafeInteger(held)) raise('newshare_funds_insufficient', { amount: exactNeed(offering, request) })
  const movements: Movement[] = [
    { balance: 'twd', amount: -held, kind: 'newshare_hold' },
    { balance: 'frozenTwd', amount: held, kind: 'newshare_hold' },
    { balance: 'twd', amount: -offering.fee, kind: 'newshare_fee' },
  ]
  if (!canPost(user, movements))
    raise('newshare_funds_insufficient', { amount: String(Math.ceil((held + offering.fee) / 100)) })
  const subscription: SubscriptionRecord = {
    id: world.ids.next('subscription'),
    userId: user.id,
    offeringId: offering.id,
    lots: request.zhang,
    price,
    held,
    allottedLots: 0,
    due: 0,
    paid: 0,
    status: 'pending',
    createdAt: now,
    positionId: null,
  }
  await post(world, { user, ref: ref(subscription), at: now, movements })
  await world.db.subscriptions.create(subscription)
  return subscriptionRow(world, subscription)
}

/**
 * In whole TWD, what an auction bid too large for exact sums would hold with its fee: heldFor's
 * figure, in big integers.
 */
function exactNeed(offering: OfferingRecord, request: SubscribeRequest): string {
  const [whole = '0', fraction = '00'] = (request.bid_price ?? '0.00').split('.')
  const amount = (BigInt(whole) * 100n + BigInt(fraction)) * BigInt(lotShares) * BigInt(request.zhang)
  const held = ceilDiv(amount * BigInt(offering.depositPercent), 10_000n) * 100n
  return String(ceilDiv(held + BigInt(offering.fee), 100n))
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

function bidPrice(text: string | undefined, offering: OfferingRecord): number {
  const match = text === undefined ? null : /^(\d+)\.(\d{2})$/.exec(text)
  const price = match === null ? undefined : Number(match[1]) * 100 + Number(match[2])
  if (price === undefined || price < offering.price) raise('newshare_bid_too_low')
  return price
}

export async function pay(world: World, user: UserRecord, id: number, now: number): Promise<SubscriptionRow> {
  const subscription = world.db.subscriptions.findFirst((q) => q.where({ id, userId: user.id }))
  if (subscription === undefined) raise('newshare_record_not_found')
  const offering = offeringById(world, subscription.offeringId)
  if (subscription.status !== 'allotted' || now > offering.payBy) raise('newshare_nothing_to_pay')
  const movements: Movement[] = [
    { balance: 'frozenTwd', amount: -subscription.held, kind: 'newshare_payment' },
    { balance: 'twd', amount: -(subscription.due - subscription.held), kind: 'newshare_payment' },
  ]
  if (!canPost(user, movements)) raise('balance_insufficient')
  await post(world, { user, ref: ref(subscription), at: now, movements })
  await update(world, subscription.id, { status: 'paid', paid: subscription.due, held: 0 })
  return subscriptionRow(world, { ...subscription, status: 'paid', paid: subscription.due, held: 0 })
}

async function update(world: World, id: number, fields: Partial<SubscriptionRecord>): Promise<void> {
  await world.db.subscriptions.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, fields)
    },
  })
}

/** A number in [0, 100) from the world's seed, the offering and the user: the draw (the same world draws the same). */
export function drawNumber(seed: number, offeringId: number, userId: number): number {
  let state = (seed ^ Math.imul(offeringId, 0x9e37_79b1) ^ Math.imul(userId, 0x85eb_ca6b)) >>> 0
  for (let round = 0; round < 3; round++) {
    state = Math.imul(state ^ (state >>> 16), 0x45d9_f3b) >>> 0
  }
  return ((state ^ (state >>> 16)) >>> 0) % 100
}

function userById(world: World, id: number): UserRecord {
  const user = world.db.users.findFirst((q) => q.where({ id }))
  if (user === undefined) throw new Error(`new shares: no user ${id}`)
  return user
}

/**
 * Draws, waives and lists what the clock has reached; idempotent for a given `now`. Returns when
 * the next stage falls due.
 */
export async function settleNewShares(world: World, now: number): Promise<number> {
  let next = Infinity
  for (const found of world.db.subscriptions.findMany((q) =>
    q.where({ status: (status) => status === 'pending' || status === 'allotted' || status === 'paid' }),
  )) {
    const offering = offeringById(world, found.offeringId)
    const user = userById(world, found.userId)
    // The stages in order, so that one long move of the clock draws, waives and lists.
    let subscription = found
    const change = async (fields: Partial<SubscriptionRecord>) => {
      await update(world, subscription.id, fields)
      subscription = { ...subscription, ...fields }
    }
    if (subscription.status === 'pending' && now >= offering.drawAt) {
      const wins =
        offering.variant === 'public'
          ? drawNumber(world.seed, offering.id, user.id) < offering.winPercent
          : subscription.price >= offering.clearingPrice
      if (wins) {
        const allottedLots = offering.variant === 'public' ? 1 : subscription.lots
        await change({ status: 'allotted', allottedLots, due: subscription.price * lotShares * allottedLots })
      } else {
        await refund(world, user, subscription, offering.drawAt)
        await change({ status: 'not_allotted', held: 0 })
      }
    }
    if (subscription.status === 'allotted' && now > offering.payBy) {
      await refund(world, user, subscription, offering.payBy)
      await change({ status: 'waived', held: 0 })
    }
    if (subscription.status === 'paid' && subscription.positionId === null && now >= offering.listsAt) {
      const positionId = await openHolding(world, {
        origin: 'allotment',
        userId: user.id,
        symbol: offering.symbol,
        shares: subscription.allottedLots * lotShares,
        price: subscription.price,
        commission: 0,
        at: offering.listsAt,
      })
      await change({ positionId })
    }
    next = Math.min(next, nextStage(subscription, offering))
  }
  return next
}

/**
 * When a subscription's next stage falls due: the draw, the end of the payment window (waived just
 * after it), the listing.
 */
function nextStage(subscription: SubscriptionRecord, offering: OfferingRecord): number {
  if (subscription.status === 'pending') return offering.drawAt
  if (subscription.status === 'allotted') return offering.payBy + 1
  if (subscription.status === 'paid' && subscription.positionId === null) return offering.listsAt
  return Infinity
}

async function refund(world: World, user: UserRecord, subscription: SubscriptionRecord, at: number): Promise<void> {
  if (subscription.held === 0) return
  await post(world, {
    user,
    ref: ref(subscription),
    at,
    movements: [
      { balance: 'frozenTwd', amount: -subscription.held, kind: 'newshare_refund' },
      { balance: 'twd', amount: subscription.held, kind: 'newshare_refund' },
    ],
  })
}
