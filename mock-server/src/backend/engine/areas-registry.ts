// What the engine reads from the list of areas, gathered once: every handler, review kind
// and ledger kind, the settlers and clock checks in order, and the collections and seeds of
// a new world.
import { areas } from '../areas.ts'
import type { ClockCheck, Settler } from '../core/area.ts'
import { type Collections, foundationCollections } from '../core/collections.ts'
import type { HandlerMap } from '../core/handler.ts'
import { foundationLedgerKinds, type LedgerKind, type LedgerKindInfo } from '../core/ledger-kinds.ts'
import type { ReviewKind } from '../core/reviews.ts'
import type { World } from '../core/world.ts'

/** The handlers of the areas; an operation without one is answered from the contract (engine/stubs.ts). */
export const handlers = Object.assign({}, ...areas.map((area) => area.handlers)) as Partial<HandlerMap>

/** The area whose handlers answer `path`. */
export const areaOfHandler: ReadonlyMap<string, string> = new Map(
  areas.flatMap((area) => Object.keys(area.handlers).map((path) => [path, area.name] as const)),
)

export const reviewKinds: Readonly<Record<string, ReviewKind>> = Object.assign(
  {},
  ...areas.map((area) => area.reviewKinds ?? {}),
)

// Each area adds its kinds to `LedgerKinds` where it declares this table, so together they are all of them.
export const ledgerKinds = Object.assign(
  {},
  foundationLedgerKinds,
  ...areas.map((area) => area.ledgerKinds ?? {}),
) as Readonly<Record<LedgerKind, LedgerKindInfo>>

export const settlers: readonly Settler[] = areas.flatMap((area) => area.settlers ?? [])

export const clockChecks: readonly ClockCheck[] = areas.flatMap((area) => area.clockChecks ?? [])

/** Every collection of a new world: the foundation's and each area's. */
export function createCollections(): Collections {
  // Each area's records module adds its collections to `Collections`; this is where they are made.
  return Object.assign(foundationCollections(), ...areas.map((area) => area.collections?.() ?? {})) as Collections
}

/** Each area's part of a new world, in the order of the list. */
export async function seedAreas(world: World, now: number): Promise<void> {
  for (const area of areas) await area.seed?.(world, now)
}
