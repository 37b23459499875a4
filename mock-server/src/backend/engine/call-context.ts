// The context a handler runs with, noting for how long its answer holds as far as the world
// clock goes: for ever if it never read the clock, for the rest of the minute if it read
// `minute`, and not past the instant it ran if it read `now`, unless it said until when its
// answer holds (`holdsUntil`: the next publication, the end of a lock...). The engine may
// keep a read's answer while nothing it depends on moves (read-memo.ts); a handler cannot get
// the time past this note, as the context is the only clock it is given.
import type { SessionRecord, UserRecord } from '../core/collections.ts'
import type { CallContext, UserContext } from '../core/handler.ts'
import { minuteOf, nextMinute } from '../core/time.ts'
import type { World } from '../core/world.ts'

/**
 * The instants between which an answer is the same, as far as the clock goes: from `from`
 * (included) until `until` (excluded).
 */
export interface Validity {
  from: number
  until: number
}

export class TrackedContext implements CallContext {
  readonly world: World
  readonly #now: number
  #readNow = false
  #bounded = false
  #from = -Infinity
  #until = Infinity

  constructor(world: World, now: number) {
    this.world = world
    this.#now = now
  }

  get now(): number {
    this.#readNow = true
    return this.#now
  }

  get minute(): number {
    const start = minuteOf(this.#now)
    this.#narrow(start, nextMinute(this.#now))
    return start
  }

  holdsUntil(instant: number): void {
    this.#bounded = true
    this.#narrow(this.#now, instant)
  }

  /** For how long the answer holds; undefined when the handler read `now` without saying until when. */
  get validity(): Validity | undefined {
    if (this.#readNow && !this.#bounded) return undefined
    return this.#until > this.#now ? { from: this.#from, until: this.#until } : undefined
  }

  #narrow(from: number, until: number): void {
    this.#from = Math.max(this.#from, from)
    this.#until = Math.min(this.#until, until)
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
