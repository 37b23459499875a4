// What trading looks up by id or code: a user, an instrument, the ledger ref of an order.
import type { InstrumentKind } from '#rules/market.ts'

import type { UserRecord } from '../core/collections.ts'
import type { World } from '../core/world.ts'
import { findInstrument, type Instrument, kindOf } from '../market/instruments.ts'

/** The ledger ref every posting of an order shares. */
export const orderRef = (id: number) => `order:${id}`

export function userOf(world: World, userId: number): UserRecord {
  const user = world.db.users.findFirst((q) => q.where({ id: userId }))
  if (user === undefined) throw new Error(`trading: no user ${userId}`)
  return user
}

export function instrumentOf(symbol: string): Instrument {
  const instrument = findInstrument(symbol)
  if (instrument === undefined) throw new Error(`trading: no instrument ${symbol}`)
  return instrument
}

export function instrumentKind(symbol: string): InstrumentKind {
  return kindOf(instrumentOf(symbol))
}
