// Block trading (鉅額交易): offers of one stock at a price set against the day's opening
// reference, bought 09:00-17:00 on trading days, at least the offer's minimum shares, at
// most its daily limit of purchases per user, with its block password when it has one.
// A purchase pays price x shares and the commission, and becomes a holding at once.
import type { ResponseData } from '#openapi/operations.ts'
import { changeBasisPoints, commission, formatCents, isTradingDay, taipeiDay, taipeiMinute } from '#rules/market.ts'

import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import { canPost, type Movement, post } from '../core/ledger.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { upstreamTime } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { stateAt } from '../market/engine.ts'
import { instrumentOf } from '../market/instruments.ts'
import { openHolding } from '../trade/holdings.ts'
import { commissionSettings } from '../trade/settings.ts'
import type { BlockOfferRecord, BlockPurchaseRecord } from './records.ts'

type OfferRow = ResponseData<'/trade/nbhllist'>[number]
type PurchaseRow = ResponseData<'/trade/ustockslist'>[number]

/** Block trading hours (docs/market-rules.md): 09:00-17:00 on trading days. */
export const blockHours = { from: 9 * 60, to: 17 * 60 } as const

export function blockTradingOpen(now: number): boolean {
  const minute = taipeiMinute(now)
  return isTradingDay(taipeiDay(now)) && minute >= blockHours.from && minute < blockHours.to
}

/** The offer's price today: its discount on the session's reference price, to the cent. */
export function offerPrice(world: World, offer: BlockOfferRecord, now: number): { price: number; last: number } {
  const state = stateAt(world.seed, instrumentOf(offer.symbol), now)
  return { price: Math.round((state.session.reference * offer.discountPerMille) / 1000), last: state.price }
}

export function offerRows(world: World, now: number): OfferRow[] {
  return world.db.blockOffers.findMany().map((offer) => {
    const { price, last } = offerPrice(world, offer, now)
    return {
      id: offer.id,
      name: instrumentOf(offer.symbol).name,
      symbol: offer.symbol,
      price: formatCents(price),
      market_price: formatCents(last),
      gain: formatCents(changeBasisPoints(price, last)),
      gainValue: formatCents(price - last),
      stock_num: offer.minShares,
      day_limit: offer.dailyLimit,
      has_password: offer.password === '' ? 0 : 1,
      status: offer.open && blockTradingOpen(now) ? 1 : 0,
    }
  })
}

function purchaseRow(purchase: BlockPurchaseRecord): PurchaseRow {
  return {
    id: purchase.id,
    name: instrumentOf(purchase.symbol).name,
    symbol: purchase.symbol,
    price: formatCents(purchase.price),
    num: purchase.shares,
    amount: toDecimalString(purchase.price * purchase.shares),
    commission: toDecimalString(purchase.commission),
    create_time: upstreamTime(purchase.at),
    position_id: purchase.positionId,
  }
}

export function purchaseRows(world: World, userId: number): PurchaseRow[] {
  return world.db.blockPurchases
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => b.at - a.at || b.id - a.id)
    .map(purchaseRow)
}

export async function buyBlock(
  world: World,
  user: UserRecord,
  request: { id: number; num: number; password?: string },
  now: number,
): Promise<PurchaseRow> {
  const offer = world.db.blockOffers.findFirst((q) => q.where({ id: request.id }))
  if (offer === undefined) raise('block_offer_not_found')
  if (!offer.open || !blockTradingOpen(now)) raise('block_trade_closed')
  if (request.num === 0) raise('block_amount_required')
  if (request.num < offer.minShares) raise('block_min_purchase', { n: String(offer.minShares) })
  if (offer.password !== '' && request.password !== offer.password) raise('block_password_wrong')
  const today = taipeiDay(now)
  const boughtToday = world.db.blockPurchases
    .findMany((q) => q.where({ userId: user.id, offerId: offer.id }))
    .filter((purchase) => taipeiDay(purchase.at) === today).length
  if (boughtToday >= offer.dailyLimit) raise('block_daily_limit', { n: String(offer.dailyLimit) })
  const { price } = offerPrice(world, offer, now)
  const value = price * request.num
  const fee = commission(value, commissionSettings(world, user))
  const id = world.ids.next('blockPurchase')
  const movements: Movement[] = [
    { balance: 'twd', amount: -value, kind: 'block_buy' },
    { balance: 'twd', amount: -fee, kind: 'commission' },
  ]
  if (!canPost(user, movements)) raise('balance_insufficient')
  await post(world, { user, ref: `block:${id}`, at: now, movements })
  const positionId = await openHolding(world, {
    origin: 'block',
    userId: user.id,
    symbol: offer.symbol,
    shares: request.num,
    price,
    commission: fee,
    at: now,
  })
  const purchase: BlockPurchaseRecord = {
    id,
    userId: user.id,
    offerId: offer.id,
    symbol: offer.symbol,
    price,
    shares: request.num,
    commission: fee,
    at: now,
    positionId,
  }
  await world.db.blockPurchases.create(purchase)
  return purchaseRow(purchase)
}
