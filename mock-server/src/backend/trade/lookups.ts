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

// The lists look up each row's order: by id from a map of the world as it stands (made again
// once it changes), rather than a scan of every order for every row.
const ordersById = new WeakMap<World, { changes: number; byId: Map<number, OrderRecord> }>()

export function orderById(world: World, id: number): OrderRecord {
  let known = ordersById.get(world)
  if (known === undefined || known.changes !== world.changes) {
    known = { changes: world.changes, byId: new Map(world.db.orders.all().map((order) => [order.id, order])) }
    ordersById.set(world, known)
  }
  const order = known.byId.get(id)
  if (order === undefined) throw new Error(`trading: no order ${id}`)
  return order
}

export function instrumentKind(symbol: string): InstrumentKind {
  return kindOf(instrumentOf(symbol))
}
