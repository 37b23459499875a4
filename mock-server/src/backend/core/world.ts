// A world: all the state one client (a Playwright test, a developer) sees.
import { WorldClock, type ClockMode } from './clock.ts'
import { createCollections, type Collections } from './collections.ts'
import { IdempotencyCache } from '../engine/idempotency.ts'
import { seededRandom, type Random } from './random.ts'
import { RequestLog } from '../engine/request-log.ts'
import { Scenarios } from '../engine/scenarios.ts'
import { seedWorld } from '../engine/seed.ts'
import { Sequences } from './sequences.ts'
import { FileStore } from './uploads.ts'

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
  readonly ids: Sequences
  /** Contents of uploaded files (their records are in db.uploads). */
  readonly files = new FileStore()
  /** Answers of recent calls made with an Idempotency-Key. */
  readonly idempotency = new IdempotencyCache()
  /** Told after each exclusive task, i.e. whenever the world may have changed (persistence). */
  onChange: (() => void) | undefined
  #queue: Promise<unknown> = Promise.resolve()

  private constructor(settings: WorldSettings, random: Random, ids: Sequences) {
    this.session = settings.session
    this.seed = settings.seed
    this.clock = new WorldClock(settings.start, settings.clockMode, settings.realNow)
    this.db = createCollections()
    this.random = random
    this.ids = ids
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

  /** A new world, seeded. */
  static async create(settings: WorldSettings): Promise<World> {
    const world = new World(settings, seededRandom(settings.seed), new Sequences())
    await seedWorld(world)
    return world
  }

  /** An empty world with a given random state and ids, for restoring a saved one (world-snapshot.ts). */
  static empty(settings: WorldSettings, random: Random, ids: Sequences): World {
    return new World(settings, random, ids)
  }
}
