// A world: all the state one client (a Playwright test, a developer) sees. The engine
// builds it (engine/build-world.ts) with the collections and ledger kinds of every area,
// so the core names no area.
import { Capacity } from './capacity.ts'
import { WorldClock, type ClockMode } from './clock.ts'
import type { Collections } from './collections.ts'
import { IdempotencyCache } from './idempotency.ts'
import { LatencyProfiles } from './latency.ts'
import type { LedgerKind, LedgerKindInfo } from './ledger-kinds.ts'
import type { Random } from './random.ts'
import { RequestLog } from './request-log.ts'
import { Scenarios } from './scenarios.ts'
import type { Sequences } from './sequences.ts'
import { FileStore } from './uploads.ts'

export interface WorldSettings {
  session: string
  seed: number
  start: number
  clockMode: ClockMode
  realNow: () => number
}

/** What a world is made of besides its settings: given by the engine, or restored from a snapshot. */
export interface WorldParts {
  db: Collections
  random: Random
  ids: Sequences
  /** Every kind of ledger movement of every area, with how fund records show it. */
  ledgerKinds: Readonly<Record<LedgerKind, LedgerKindInfo>>
}

export class World {
  readonly session: string
  readonly seed: number
  readonly clock: WorldClock
  readonly db: Collections
  readonly random: Random
  readonly ids: Sequences
  readonly ledgerKinds: Readonly<Record<LedgerKind, LedgerKindInfo>>
  readonly scenarios = new Scenarios()
  /** How many calls it answers at once (system_busy past it). */
  readonly capacity = new Capacity()
  readonly requests = new RequestLog()
  /** How long its answers wait (the steering API's /latency). */
  readonly latency: LatencyProfiles
  /** Contents of uploaded files (their records are in db.uploads). */
  readonly files = new FileStore()
  /** Answers of recent calls made with an Idempotency-Key. */
  readonly idempotency = new IdempotencyCache()
  /** Told after each exclusive task, i.e. whenever the world may have changed (persistence). */
  onChange: (() => void) | undefined
  #queue: Promise<unknown> = Promise.resolve()

  constructor(settings: WorldSettings, parts: WorldParts) {
    this.session = settings.session
    this.seed = settings.seed
    this.clock = new WorldClock(settings.start, settings.clockMode, settings.realNow)
    this.db = parts.db
    this.random = parts.random
    this.ids = parts.ids
    this.ledgerKinds = parts.ledgerKinds
    this.latency = new LatencyProfiles(settings.seed)
  }

  /**
   * Runs `task` once every task queued before it has finished. The dispatcher runs each
   * call's rules inside it, so two calls into one world never interleave between the
   * awaits of @msw/data (no double spend, no lost update). A `readOnly` task (taking a
   * snapshot) does not count as a change.
   */
  exclusive<T>(task: () => Promise<T>, options: { readOnly?: boolean } = {}): Promise<T> {
    const run = this.#queue.then(task, task).finally(() => {
      if (options.readOnly !== true) this.onChange?.()
    })
    this.#queue = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }
}
