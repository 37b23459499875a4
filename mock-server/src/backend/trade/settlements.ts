// T+2 cash settlement (交割): each fill books what it settles two banking days after the
// trade (rules/calendar.ts), at 10:00 of that day (the banks' deadline for settlement
// money). Until then a buy's cost stays held in frozenTwd and a sale's proceeds are not yet
// available; when it falls due the settler posts its movements to the ledger, once.
import { settlementDay, taipeiDay, taipeiInstant } from '#rules/market.ts'

import { type Movement, post } from '../core/ledger.ts'
import type { World } from '../core/world.ts'
import { orderRef, userOf } from './lookups.ts'
import type { SettlementRecord } from './records.ts'

/** Settlement money is due at 10:00 of the settlement day. */
export const settlementHour = 10

export interface NewSettlement {
  userId: number
  orderId: number
  side: SettlementRecord['side']
  shares: number
  value: number
  /** When the fill traded. */
  at: number
  movements: readonly Movement[]
}

/** When a trade at `at` settles: 10:00 of its T+2 day. */
export function dueAtOf(at: number): number {
  return taipeiInstant(settlementDay(taipeiDay(at)), settlementHour)
}

/** Books what a fill settles on T+2 (movements of 0 are left out). */
export async function bookSettlement(world: World, settlement: NewSettlement): Promise<SettlementRecord> {
  const movements = settlement.movements.filter((movement) => movement.amount !== 0)
  const tradeDay = taipeiDay(settlement.at)
  return world.db.settlements.create({
    id: world.ids.next('settlement'),
    userId: settlement.userId,
    orderId: settlement.orderId,
    side: settlement.side,
    shares: settlement.shares,
    value: settlement.value,
    amount: Math.abs(movements.reduce((sum, movement) => sum + movement.amount, 0)),
    movements,
    tradeDay,
    settleDay: settlementDay(tradeDay),
    dueAt: dueAtOf(settlement.at),
    status: 'pending',
    settledAt: null,
  })
}

/** Settlements due by `until` and not yet settled, oldest first. */
export function dueSettlements(world: World, until: number): SettlementRecord[] {
  return world.db.settlements
    .findMany((q) => q.where({ status: 'pending', dueAt: (dueAt) => dueAt <= until }))
    .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)
}

/** Posts one settlement's movements (at its due instant) and marks it settled. */
export async function settle(world: World, settlement: SettlementRecord): Promise<void> {
  await post(world, {
    user: userOf(world, settlement.userId),
    ref: orderRef(settlement.orderId),
    at: settlement.dueAt,
    movements: settlement.movements,
  })
  await world.db.settlements.update((q) => q.where({ id: settlement.id }), {
    data(draft) {
      draft.status = 'settled'
      draft.settledAt = settlement.dueAt
    },
  })
}

/** When the soonest pending settlement falls due (never, without one). */
export function nextSettlementDue(world: World): number {
  return Math.min(
    ...world.db.settlements.findMany((q) => q.where({ status: 'pending' })).map((settlement) => settlement.dueAt),
  )
}

/** Settles everything due by `until`. */
export async function settleDue(world: World, until: number): Promise<void> {
  for (const settlement of dueSettlements(world, until)) await settle(world, settlement)
}

// The lists of holdings and orders ask for each row's pending settlements: grouped by order
// once for the world as it stands (and again once it changes), rather than a scan of every
// settlement for every row.
const pendingByOrder = new WeakMap<World, { changes: number; byOrder: Map<number, SettlementRecord[]> }>()

function pendingOfOrders(world: World): Map<number, SettlementRecord[]> {
  const known = pendingByOrder.get(world)
  if (known !== undefined && known.changes === world.changes) return known.byOrder
  const byOrder = new Map<number, SettlementRecord[]>()
  for (const settlement of world.db.settlements
    .findMany((q) => q.where({ status: 'pending' }))
    .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)) {
    const ofOrder = byOrder.get(settlement.orderId)
    if (ofOrder === undefined) byOrder.set(settlement.orderId, [settlement])
    else ofOrder.push(settlement)
  }
  pendingByOrder.set(world, { changes: world.changes, byOrder })
  return byOrder
}

/** The pending settlements of a user, or of one of its orders, soonest first. */
export function pendingSettlements(world: World, userId: number, orderId?: number): SettlementRecord[] {
  if (orderId !== undefined)
    return (pendingOfOrders(world).get(orderId) ?? []).filter((settlement) => settlement.userId === userId)
  return world.db.settlements
    .findMany((q) => q.where({ userId, status: 'pending' }))
    .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)
}

/** What pending settlements still move: negative to pay, positive to receive. */
export function unsettledAmount(settlements: readonly SettlementRecord[]): number {
  return settlements.reduce(
    (sum, settlement) => sum + (settlement.side === 'pay' ? -settlement.amount : settlement.amount),
    0,
  )
}
