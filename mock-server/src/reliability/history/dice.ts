// Seeded choices for the history check's clients: the same seed makes the same choices from
// the same answers (the answers themselves depend on how the clients' calls interleave).
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

export class Dice {
  readonly #uniform: () => number

  constructor(...seed: Array<string | number>) {
    // FNV-1a over the parts: each client draws its own stream.
    let hash = 0x811c9dc5
    for (const char of seed.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
    const generator = xoroshiro128plus(hash >>> 0)
    this.#uniform = () => uniformFloat64(generator)
  }

  /** A float in [0, 1). */
  next(): number {
    return this.#uniform()
  }

  chance(probability: number): boolean {
    return this.#uniform() < probability
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.#uniform() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[Math.floor(this.#uniform() * items.length)]
  }

  /** One of the keys, in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][]
    let left = this.#uniform() * entries.reduce((sum, [, weight]) => sum + weight, 0)
    for (const [key, weight] of entries) {
      left -= weight
      if (left < 0) return key
    }
    return entries[entries.length - 1]![0]
  }
}
