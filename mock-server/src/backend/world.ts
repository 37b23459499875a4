// A world: all the state one client (a Playwright test, a developer) sees.
import { WorldClock, type ClockMode } from './clock.ts'
import { createCollections, type Collections } from './collections.ts'
import { seededRandom, type Random } from './random.ts'
import { RequestLog } from './request-log.ts'
import { Scenarios } from './scenarios.ts'
import { Sequences } from './sequences.ts'
import { seedWorld } from './seed.ts'
import { FileStore } from './uploads.ts'
import { IdempotencyCache } from './idempotency.ts'

export interface WorldSettings {
  session: string
  seed: number
  start: number
  clockMode: ClockMode
  realNow: () => number
}

export class World {
  readonly session: string
  readonly seed: number
  readonly clock: WorldClock
  readonly db: Collections
  readonly random: Random
  readonly scenarios = new Scenarios()
  readonly requests = new RequestLog()
  readonly ids = new Sequences()
  /** Contents of uploaded files (their records are in db.uploads). */
  readonly files = new FileStore()
  /** Answers of recent calls made with an Idempotency-Key. */
  readonly idempotency = new IdempotencyCache()
  #queue: Promise<unknown> = Promise.resolve()

  private constructor(settings: WorldSettings) {
    this.session = settings.session
    this.seed = settings.seed
    this.clock = new WorldClock(settings.start, settings.clockMode, settings.realNow)
    this.db = createCollections()
    this.random = seededRandom(settings.seed)
  }

  /**
   * Runs `task` once every task queued before it has finished. The dispatcher runs each
   * call's rules inside it, so two calls into one world never interleave between the
   * awaits of @msw/data (no double spend, no lost update).
   */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task)
    this.#queue = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }

  static async create(settings: WorldSettings): Promise<World> {
    const world = new World(settings)
    await seedWorld(world)
    return world
  }
}
