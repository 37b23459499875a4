// What trading looks up by id or code: a user, an order, an instrument's kind, the ledger ref
// of an order.
import type { InstrumentKind } from '#rules/market.ts'

import type { UserRecord } from '../core/collections.ts'
import type { World } from '../core/world.ts'
import { instrumentOf, kindOf } from '../market/instruments.ts'
import type { OrderRecord } from './records.ts'

/** The ledger ref every posting of an order shares. */
export const orderRef = (id: number) => `order:${id}`

export function userOf(world: World, userId: number): UserRecord {
  const user = world.db.users.findFirst((q) => q.where({ id: userId }))
  if (user === undefined) throw new Error(`trading: no user ${userId}`)
  return user
}

export function orderById(world: World, id: number): OrderRecord {
  const order = world.db.orders.findFirst((q) => q.where({ id }))
  if (order === undefined) throw new Error(`trading: no order ${id}`)
  return order
}

export function instrumentKind(symbol: string): InstrumentKind {
  return kindOf(instrumentOf(symbol))
}
