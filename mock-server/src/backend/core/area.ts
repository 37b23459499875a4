// An area of the product (trade, money, favorites...) as the mock sees it: everything the
// area adds to a world, in one object. `backend/areas.ts` lists the areas; the engine reads
// that list for the collections, seeds, settlers, review kinds, ledger kinds and handlers,
// so adding an area is its own folder plus one line there.
import type { HandlerMap } from './handler.ts'
import type { LedgerKindTable } from './ledger-kinds.ts'
import type { ReviewKind } from './reviews.ts'
import type { World } from './world.ts'

/**
 * What the passage of world time does on its own (orders filling, new shares drawn,
 * deposits auto-reviewed). The engine runs every area's settlers, in the order of the area
 * list, before a valid call's handler, so state reflects the world clock when a call reads
 * it. A settler must be idempotent for a given `now` and never move anything backwards.
 *
 * It returns the first instant at which it will next have something to do, as the world's
 * records stand once it has run (Infinity when nothing waits). Until then, and as long as
 * nothing in the world changes, the engine does not run the settlers again (engine/settle.ts).
 */
export type Settler = (world: World, now: number) => Promise<number>

export interface Area {
  /** The area's name: its contract tag (`openapi/paths/<name>.yaml`) and its folder. */
  readonly name: string
  /** Its collections, by name; its records module adds them to `Collections`. */
  readonly collections?: () => object
  /** Its part of a new world, run after the foundation's and the areas listed before it. */
  readonly seed?: (world: World, now: number) => Promise<void>
  readonly settlers?: readonly Settler[]
  /** Requests of the area that wait for the broker's review, by kind (`GET /__mock/reviews`). */
  readonly reviewKinds?: Readonly<Record<string, ReviewKind>>
  /** Its kinds of ledger movement; its module adds them to `LedgerKinds`. */
  readonly ledgerKinds?: LedgerKindTable
  /** The handlers of its operations (those the contract tags with its name). */
  readonly handlers: Partial<HandlerMap>
}
