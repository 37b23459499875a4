// An area of the product (trade, money, favorites...) as the mock sees it: everything the
// area adds to a world, in one object. `backend/areas.ts` lists the areas; the engine reads
// that list for the collections, seeds, settlers, review kinds, ledger kinds and handlers,
// so adding an area is its own folder plus one line there.
import type { HandlerMap } from './handler.ts'
import type { LedgerKindTable } from './ledger-kinds.ts'
import type { ReviewKind } from './reviews.ts'
import type { World } from './world.ts'

/**
 * What the passage of world time does on its own at the instants things fall due (orders
 * filling, settlements, new shares drawn, deposits auto-reviewed). Before a valid call's
 * handler the engine brings the world to its clock one instant at a time, in time order
 * across every area (engine/settle.ts): at each next instant any settler names, it runs
 * every settler at that instant, so records of every area are written in the order of
 * their times.
 *
 * A settler brings its part of the world up to `at`, an instant no later than the clock
 * (possibly long before it, or before anything it holds: it then does nothing), and returns
 * the first instant after `at` at which it will next have something to do, as the world's
 * records stand once it has run (Infinity when nothing waits). It must be idempotent for a
 * given `at`, never move anything backwards, and never name an instant at or before `at`.
 */
export type Settler = (world: World, at: number) => Promise<number>

/**
 * What the clock itself moves at every instant rather than at events: a check of the world
 * at the clock (the margin maintenance ratio, with prices that move all day). The engine
 * runs it once at the clock after settling, never at the instants settling steps through.
 * It returns when it must run again (the next millisecond, while it watches something;
 * Infinity otherwise); that instant only tells the engine when settling is next needed.
 */
export type ClockCheck = (world: World, now: number) => Promise<number>

export interface Area {
  /** The area's name: its contract tag (`openapi/paths/<name>.yaml`) and its folder. */
  readonly name: string
  /** Its collections, by name; its records module adds them to `Collections`. */
  readonly collections?: () => object
  /** Its part of a new world, run after the foundation's and the areas listed before it. */
  readonly seed?: (world: World, now: number) => Promise<void>
  readonly settlers?: readonly Settler[]
  readonly clockChecks?: readonly ClockCheck[]
  /** Requests of the area that wait for the broker's review, by kind (`GET /__mock/reviews`). */
  readonly reviewKinds?: Readonly<Record<string, ReviewKind>>
  /** Its kinds of ledger movement; its module adds them to `LedgerKinds`. */
  readonly ledgerKinds?: LedgerKindTable
  /** The handlers of its operations (those the contract tags with its name). */
  readonly handlers: Partial<HandlerMap>
}
