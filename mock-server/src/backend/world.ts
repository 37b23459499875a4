// A world: all the state one client (a Playwright test, a developer) sees.
import { WorldClock, type ClockMode } from './clock.ts'
import { createCollections, type Collections } from './collections.ts'
import { seededRandom, type Random } from './random.ts'
import { RequestLog } from './request-log.ts'
import { Scenarios } from './scenarios.ts'
import { seedWorld } from './seed.ts'

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

  private constructor(settings: WorldSettings) {
    this.session = settings.session
    this.seed = settings.seed
    this.clock = new WorldClock(settings.start, settings.clockMode, settings.realNow)
    this.db = createCollections()
    this.random = seededRandom(settings.seed)
  }

  static async create(settings: WorldSettings): Promise<World> {
    const world = new World(settings)
    await seedWorld(world.db, world.random, world.clock.now())
    return world
  }
}
