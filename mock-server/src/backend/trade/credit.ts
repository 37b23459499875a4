// Credit trading (融資融券) of an account: whether the broker has enabled it, the account's
// maintenance ratio (整戶擔保維持率) at the world clock, and the margin call (追繳) sent as a
// message when the ratio falls under 130 %, which stops new credit trades until it is
// restored. The pure figures are in rules/credit.ts.
import { isMarginCall, maintenanceRatioBp, marginCallBelowBp, marginInterest } from '#rules/credit.ts'
import { formatCents, settlementDay, taipeiDay } from '#rules/market.ts'

import { postNotice } from '../account/notices.ts'
import type { ClockCheck } from '../core/area.ts'
import type { UserRecord } from '../core/collections.ts'
import type { World } from '../core/world.ts'
import { stateOf } from '../market/engine.ts'
import { endUnfilled } from './fills.ts'
import type { MarginCallRecord, PositionRecord } from './records.ts'

export function marginEnabled(world: World, user: Pick<UserRecord, 'id'>): boolean {
  return world.db.tradingPermissions.findFirst((q) => q.where({ userId: user.id }))?.marginEnabled === true
}

/** Switches credit trading on or off for a user (the steering API). */
export async function setMarginEnabled(world: World, userId: number, enabled: boolean): Promise<void> {
  const existing = world.db.tradingPermissions.findFirst((q) => q.where({ userId }))
  if (existing === undefined) await world.db.tradingPermissions.create({ userId, marginEnabled: enabled })
  else
    await world.db.tradingPermissions.update((q) => q.where({ userId }), {
      data(draft) {
        draft.marginEnabled = enabled
      },
    })
}

function lastPrice(world: World, symbol: string, now: number): number {
  const state = stateOf(world.seed, symbol, now)
  if (state === undefined) throw new Error(`trading: no instrument ${symbol}`)
  return state.price
}

export interface PositionCredit {
  /** What secures the credit: a margin purchase's shares at the last price; a short's deposit and sale value. */
  collateral: number
  /** What is owed: the loan; the shorted shares at the last price. */
  owed: number
}

/** A credit holding's part of the maintenance ratio at `now`; undefined for a cash holding. */
export function positionCredit(world: World, position: PositionRecord, now: number): PositionCredit | undefined {
  if (!position.credit || position.status !== 'open') return undefined
  const value = lastPrice(world, position.symbol, now) * position.shares
  return position.direction === 1
    ? { collateral: value, owed: position.loan }
    : { collateral: position.margin + position.openValue, owed: value }
}

/** The interest a margin purchase's loan has run up by `now` (from its settlement day). */
export function accruedInterest(position: Pick<PositionRecord, 'loan' | 'openedAt'>, now: number): number {
  return marginInterest(position.loan, taipeiDay(now) - settlementDay(taipeiDay(position.openedAt)))
}

export interface AccountCredit {
  loan: number
  /** The shorted shares at the last price. */
  shortValue: number
  collateral: number
  owed: number
  ratioBp: number | undefined
}

export function accountCredit(world: World, userId: number, now: number): AccountCredit {
  const totals = { loan: 0, shortValue: 0, collateral: 0, owed: 0 }
  for (const position of world.db.positions.findMany((q) => q.where({ userId, credit: true, status: 'open' }))) {
    const part = positionCredit(world, position, now)
    if (part === undefined) continue
    totals.collateral += part.collateral
    totals.owed += part.owed
    if (position.direction === 1) totals.loan += position.loan
    else totals.shortValue += part.owed
  }
  return { ...totals, ratioBp: maintenanceRatioBp(totals.collateral, totals.owed) }
}

/** The user's margin call that is still open, if any. */
export function openMarginCall(world: World, userId: number): MarginCallRecord | undefined {
  return world.db.marginCalls.findFirst((q) => q.where({ userId, endedAt: null }))
}

const percent = (bp: number) => formatCents(bp)

/**
 * Checks the maintenance ratio of every account with credit holdings or an open call at
 * `now`, calls for margin (a message to the user, and the account's pending credit orders
 * refused) when it is under 130 %, and ends the call once it is back at or above.
 */
export async function settleMarginCalls(world: World, now: number): Promise<void> {
  const userIds = new Set([
    ...world.db.positions.findMany((q) => q.where({ credit: true, status: 'open' })).map((position) => position.userId),
    ...world.db.marginCalls.findMany((q) => q.where({ endedAt: null })).map((call) => call.userId),
  ])
  for (const userId of [...userIds].sort((a, b) => a - b)) {
    const { ratioBp } = accountCredit(world, userId, now)
    const open = openMarginCall(world, userId)
    if (isMarginCall(ratioBp) && open === undefined) {
      const ratio = ratioBp ?? 0
      await world.db.marginCalls.create({
        id: world.ids.next('marginCall'),
        userId,
        ratioBp: ratio,
        at: now,
        endedAt: null,
      })
      // No new credit trade while the call is open: the ones still waiting are refused.
      for (const order of world.db.orders.findMany((q) =>
        q.where({ userId, opens: true, credit: true, status: 'pending' }),
      )) {
        await endUnfilled(world, order, 'refused', now, 'margin_call_active')
      }
      await postNotice(world, {
        type: 2,
        userId,
        title: '融資融券追繳通知',
        content:
          `<p>您的整戶擔保維持率為${percent(ratio)}%，` +
          `已低於${percent(marginCallBelowBp)}%。請了結部分信用部位；` +
          `維持率回到${percent(marginCallBelowBp)}%以上前，暫停新增融資融券交易。</p>`,
        at: now,
      })
    } else if (!isMarginCall(ratioBp) && open !== undefined) {
      await world.db.marginCalls.update((q) => q.where({ id: open.id }), {
        data(draft) {
          draft.endedAt = now
        },
      })
    }
  }
}

/**
 * The trade area's check at the clock: the margin calls at `now`. Prices move all day, so
 * while credit is open it runs at every call (the next millisecond), not at events.
 */
export const watchMarginCalls: ClockCheck = async (world, now) => {
  await settleMarginCalls(world, now)
  const creditOpen =
    world.db.positions.findFirst((q) => q.where({ credit: true, status: 'open' })) !== undefined ||
    world.db.marginCalls.findFirst((q) => q.where({ endedAt: null })) !== undefined
  return creditOpen ? now + 1 : Infinity
}
