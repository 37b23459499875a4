// A world: all the state one client (a Playwright test, a developer) sees. The engine
// builds it (engine/build-world.ts) with the collections and ledger kinds of every area,
// so the core names no area.
import { Capacity } from './capacity.ts'
import { type ClockMode, WorldClock } from './clock.ts'
import type { Collections } from './collections.ts'
import { IdempotencyCache } from './idempotency.ts'
import { LatencyProfiles } from './latency.ts'
import type { LedgerKind, LedgerKindInfo } from './ledger-kinds.ts'
import type { Random } from './random.ts'
import { RequestLog } from './request-log.ts'
import { Scenarios } from './scenarios.ts'
import type { Sequences } from './sequences.ts'
import { FileStore } from './uploads.ts'
import { WorldLock } from './world-lock.ts'

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
  /** Stored files (a forked world's start as its seed's); empty without. */
  files?: FileStore
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
  readonly files: FileStore
  /** Answers of recent calls made with an Idempotency-Key. */
  readonly idempotency = new IdempotencyCache()
  /** Told after each exclusive task, i.e. whenever the world may have changed (persistence). */
  onChange: (() => void) | undefined
  readonly #lock = new WorldLock()
  #changes = 0

  constructor(settings: WorldSettings, parts: WorldParts) {
    this.session = settings.session
    this.seed = settings.seed
    this.clock = new WorldClock(settings.start, settings.clockMode, settings.realNow)
    this.db = parts.db
    this.random = parts.random
    this.ids = parts.ids
    this.ledgerKinds = parts.ledgerKinds
    this.latency = new LatencyProfiles(settings.seed)
    this.files = parts.files ?? new FileStore()
    // Everything a call can change asks first: nothing changes while calls read (world-lock.ts).
    const assertWritable = () => {
      this.#lock.assertWritable()
      this.#changes += 1
    }
    for (const collection of Object.values(this.db) as { beforeChange: (() => void) | undefined }[])
      collection.beforeChange = assertWritable
    this.ids.beforeChange = assertWritable
    this.random.beforeChange = assertWritable
    this.files.beforeChange = assertWritable
  }

  /**
   * How many changes the world's records, ids, random draws and files went through (a change is
   * counted when it is asked for).
   */
  get changes(): number {
    return this.#changes
  }

  /** Whether a call that may change the world runs or waits for its turn: a read now would wait for it. */
  get writesPending(): boolean {
    return this.#lock.writesPending
  }

  /**
   * Runs `task` alone, once every task that arrived before it has finished. The dispatcher
   * runs the rules of each call that may change the world inside it, so two such calls never
   * interleave between their awaits (no double spend, no lost update).
   */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.#lock.exclusive(task).finally(() => this.onChange?.())
  }

  /**
   * Runs `task` beside other readers but never beside an exclusive task: it sees the world
   * between changes, never in the middle of one, and may change nothing (a change throws
   * `ChangeWhileReading`). Not a change for persistence.
   */
  shared<T>(task: () => Promise<T>): Promise<T> {
    return this.#lock.shared(task)
  }
}
