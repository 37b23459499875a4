// The context a handler runs with, noting how its answer depends on the world clock: not at
// all, by the minute (it read `minute`) or to the instant (it read `now`). The engine may keep
// a read's answer while nothing it depends on moves (read-memo.ts); a handler cannot get the
// time past this note, as the context is the only clock it is given.
import type { SessionRecord, UserRecord } from '../core/collections.ts'
import type { CallContext, UserContext } from '../core/handler.ts'
import type { World } from '../core/world.ts'

/** How an answer depends on the clock: the finest reading the handler made. */
export type ClockReading = 'none' | 'minute' | 'instant'

const minuteMs = 60_000

/** The start of the minute `instant` falls in. */
export const minuteOf = (instant: number): number => Math.floor(instant / minuteMs) * minuteMs

export class TrackedContext implements CallContext {
  readonly world: World
  readonly #now: number
  #reading: ClockReading = 'none'

  constructor(world: World, now: number) {
    this.world = world
    this.#now = now
  }

  get now(): number {
    this.#reading = 'instant'
    return this.#now
  }

  get minute(): number {
    if (this.#reading === 'none') this.#reading = 'minute'
    return minuteOf(this.#now)
  }

  /** What the handler read of the clock so far. */
  get clockReading(): ClockReading {
    return this.#reading
  }
}

export class TrackedUserContext extends TrackedContext implements UserContext {
  readonly user: UserRecord
  readonly session: SessionRecord

  constructor(world: World, now: number, user: UserRecord, session: SessionRecord) {
    super(world, now)
    this.user = user
    this.session = session
  }
}
