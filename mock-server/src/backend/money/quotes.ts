// The broker's quote in force in a world: pinned by the steering API, or the walk's.
import type { World } from '../core/world.ts'
import { type Quote, walkQuote } from './rates.ts'
import { moneySteering } from './steering.ts'

export function currentQuote(world: World, now: number): Quote {
  return moneySteering(world).pinnedRates ?? walkQuote(world.seed, now)
}
