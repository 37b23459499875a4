// Latency profiles of a world: how long its answers wait, globally (`*`) or per path, drawn
// from a fixed delay, a uniform range or a lognormal distribution (WireMock's three). The
// draws come from a generator of their own, seeded from the world's seed: the same world
// gives the same delays, and drawing them never moves the random sequence the business
// data comes from.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64'
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'

export interface LatencyProfile {
  /** A contract path, or `*` for every path. */
  path: string
  kind: 'fixed' | 'uniform' | 'lognormal'
  ms?: number
  minMs?: number
  maxMs?: number
  medianMs?: number
  sigma?: number
}

/** The longest delay a profile may draw (the lognormal's cap when none is given). */
export const maxLatencyMs = 60_000

/** Told apart from the world's own seed, so the two sequences never coincide. */
const latencySalt = 0x5eed1a7e

export class LatencyProfiles {
  #profiles: LatencyProfile[] = []
  #generator: ReturnType<typeof xoroshiro128plus>

  constructor(seed: number) {
    this.#generator = xoroshiro128plus((seed ^ latencySalt) | 0)
  }

  /** Goes on from a saved world's profiles and generator state. */
  restore(profiles: readonly LatencyProfile[], state: readonly number[]): void {
    this.#profiles = profiles.map((profile) => ({ ...profile }))
    this.#generator = xoroshiro128plusFromState(state)
  }

  /** Sets the profile of its path, replacing any the path had; refuses a profile that cannot draw. */
  set(profile: LatencyProfile): void {
    const problem = problemOf(profile)
    if (problem !== undefined) throw new RangeError(problem)
    this.#profiles = [...this.#profiles.filter((other) => other.path !== profile.path), { ...profile }]
  }

  clear(): void {
    this.#profiles = []
  }

  get profiles(): readonly LatencyProfile[] {
    return this.#profiles
  }

  /** The generator's state, to save the world and go on with the same delays later. */
  state(): readonly number[] {
    return this.#generator.getState()
  }

  /** The delay for the next answer of `path`: its own profile's, else `*`'s, else 0. */
  delayFor(path: string): number {
    if (this.#profiles.length === 0) return 0
    const profile =
      this.#profiles.find((entry) => entry.path === path) ?? this.#profiles.find((entry) => entry.path === '*')
    return profile === undefined ? 0 : this.#draw(profile)
  }

  #unit(): number {
    return uniformFloat64(this.#generator)
  }

  #draw(profile: LatencyProfile): number {
    switch (profile.kind) {
      case 'fixed':
        return profile.ms ?? 0
      case 'uniform': {
        const min = profile.minMs ?? 0
        const max = profile.maxMs ?? min
        return Math.round(min + this.#unit() * (max - min))
      }
      case 'lognormal': {
        // Box-Muller: a standard normal from two uniforms (1 - u keeps the logarithm finite).
        const normal = Math.sqrt(-2 * Math.log(1 - this.#unit())) * Math.cos(2 * Math.PI * this.#unit())
        const delay = (profile.medianMs ?? 0) * Math.exp((profile.sigma ?? 0) * normal)
        return Math.min(Math.round(delay), profile.maxMs ?? maxLatencyMs)
      }
    }
  }
}

/** What is wrong with a profile, in a sentence, or undefined. */
function problemOf(profile: LatencyProfile): string | undefined {
  const given = (names: Array<keyof LatencyProfile>) => names.filter((name) => profile[name] !== undefined)
  const allowed: Record<LatencyProfile['kind'], Array<keyof LatencyProfile>> = {
    fixed: ['ms'],
    uniform: ['minMs', 'maxMs'],
    lognormal: ['medianMs', 'sigma', 'maxMs'],
  }
  const extra = given(['ms', 'minMs', 'maxMs', 'medianMs', 'sigma']).filter(
    (name) => !allowed[profile.kind].includes(name),
  )
  if (extra.length > 0)
    return `a ${profile.kind} profile takes ${allowed[profile.kind].join(', ')}, not ${extra.join(', ')}`
  const missing = (profile.kind === 'lognormal' ? ['medianMs', 'sigma'] : allowed[profile.kind]).filter(
    (name) => profile[name as keyof LatencyProfile] === undefined,
  )
  if (missing.length > 0) return `a ${profile.kind} profile needs ${missing.join(' and ')}`
  if (profile.kind === 'uniform' && (profile.minMs ?? 0) > (profile.maxMs ?? 0)) return 'minMs must not be above maxMs'
  return undefined
}
