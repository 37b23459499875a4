// Every world of a server, keyed by the x-mock-session header. Worlds are built lazily
// from the server's seed, so every new world starts identical, and the least recently
// used are dropped beyond `maxWorlds` (the default world is kept).
import type { ClockMode } from '../core/clock.ts'
import type { World, WorldSettings } from '../core/world.ts'
import { buildWorld } from './build-world.ts'

export const defaultSession = 'default'
export const sessionNamePattern = /^[A-Za-z0-9._-]{1,64}$/

export interface WorldDefaults {
  seed: number
  start: number
  clockMode: ClockMode
  realNow: () => number
  maxWorlds: number
}

export class WorldRegistry {
  readonly defaults: WorldDefaults
  readonly #buildWorld: (settings: WorldSettings) => Promise<World>
  readonly #worlds = new Map<string, Promise<World>>()
  /** The session last put at the end of the eviction order, while it is there. */
  #latest: string | undefined
  readonly #listeners = new Set<(session: string) => void>()

  /** `build` makes a new world (tests count the worlds built through it). */
  constructor(defaults: WorldDefaults, build: (settings: WorldSettings) => Promise<World> = buildWorld) {
    this.defaults = defaults
    this.#buildWorld = build
  }

  /** Told whenever a world may have changed, was added or was dropped (persistence). */
  onChange(listener: (session: string) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Says that a world changed outside a call (the steering API moved its clock...). */
  touch(session: string): void {
    this.#changed(session)
  }

  #changed(session: string): void {
    for (const listener of this.#listeners) listener(session)
  }

  /** Puts a restored world in place (MOCK_DATA_FILE), replacing any of the same session. */
  adopt(world: World): void {
    this.#watch(world)
    this.#putLast(world.session, Promise.resolve(world))
    this.#evict(world.session)
  }

  /** Every world that is built, oldest used first. */
  async all(): Promise<World[]> {
    const settled = await Promise.allSettled(this.#worlds.values())
    return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  }

  #watch(world: World): void {
    world.onChange = () => this.#changed(world.session)
  }

  get size(): number {
    return this.#worlds.size
  }

  /** The world of this session, built on first use. */
  get(session: string): Promise<World> {
    const existing = this.#worlds.get(session)
    if (existing !== undefined) {
      // Refresh its place in the eviction order (unless it is already last: most calls in a row are one world's).
      if (session !== this.#latest) this.#putLast(session, existing)
      return existing
    }
    return this.#build(session, this.defaults.seed, this.defaults.start)
  }

  /** Throws the world away and builds it again, keeping its seed unless given one. */
  reset(session: string, options: { seed?: number | undefined; start?: number | undefined } = {}): Promise<World> {
    const previous = this.#worlds.get(session)
    const seed = async () => options.seed ?? (await previous?.catch(() => undefined))?.seed ?? this.defaults.seed
    return this.#build(session, seed(), options.start ?? this.defaults.start)
  }

  #build(session: string, seed: number | Promise<number>, start: number): Promise<World> {
    const { clockMode, realNow } = this.defaults
    const world = Promise.resolve(seed)
      .then((value) => this.#buildWorld({ session, seed: value, start, clockMode, realNow }))
      .then((built) => {
        this.#watch(built)
        this.#changed(session)
        return built
      })
    this.#putLast(session, world)
    world.catch(() => {
      if (this.#worlds.get(session) === world) this.#drop(session)
    })
    this.#evict(session)
    return world
  }

  /** Drops the least recently used worlds beyond maxWorlds, never the default one nor `keep`. */
  #evict(keep: string): void {
    for (const session of this.#worlds.keys()) {
      if (this.#worlds.size <= this.defaults.maxWorlds) return
      if (session !== defaultSession && session !== keep) {
        this.#drop(session)
        this.#changed(session)
      }
    }
  }

  #putLast(session: string, world: Promise<World>): void {
    this.#worlds.delete(session)
    this.#worlds.set(session, world)
    this.#latest = session
  }

  #drop(session: string): void {
    this.#worlds.delete(session)
    if (session === this.#latest) this.#latest = undefined
  }
}
