// Day trading (現股當沖): an application with participating funds, reviewed by the broker
// (review kind `dayTrading`, day-trading-review.ts); once approved, the newest approved application's funds are
// the quota that the account's open day trades may cost at once.
import { taipeiDay } from '#rules/market.ts'

import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import type { World } from '../core/world.ts'
import type { DayTradingApplicationRecord } from './records.ts'

/** The approved quota in cents, or undefined when no application was approved. */
export function dayTradingQuota(world: World, userId: number): number | undefined {
  const approved = world.db.dayTradingApplications
    .findMany((q) => q.where({ userId, status: 1 }))
    .sort((a, b) => b.id - a.id)
  return approved[0]?.quota
}

/**
 * What the account's day trades tie up now: what pending day-trade buys have still to fill at their
 * price, and today's open day-trade holdings at cost.
 */
export function dayTradingUsed(world: World, userId: number, now: number): number {
  const today = taipeiDay(now)
  let used = 0
  for (const order of world.db.orders.findMany((q) =>
    q.where({ userId, dayTrade: true, opens: true, status: 'pending' }),
  )) {
    used += (order.limitPrice ?? 0) * (order.shares - order.filledShares)
  }
  for (const position of world.db.positions.findMany((q) => q.where({ userId, dayTrade: true, status: 'open' }))) {
    if (taipeiDay(position.openedAt) === today) used += position.openValue
  }
  return used
}

/** `/trade/rnjy`: a new application, under review. No money moves. */
export async function applyForDayTrading(
  world: World,
  user: UserRecord,
  moneyTwd: number,
  now: number,
): Promise<DayTradingApplicationRecord> {
  if (world.db.dayTradingApplications.findFirst((q) => q.where({ userId: user.id, status: 0 })) !== undefined) {
    raise('day_trading_application_pending')
  }
  return world.db.dayTradingApplications.create({
    id: world.ids.next('dayTradingApplication'),
    userId: user.id,
    quota: moneyTwd * 100,
    status: 0,
    createdAt: now,
    decidedAt: null,
  })
}
