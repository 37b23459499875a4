// The world's deterministic randomness: everything a seed decides comes from here.
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

export interface Random {
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
}

export function seededRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed)
  return {
    int: (min, max) => uniformInt(generator, min, max),
    pick(items) {
      const item = items[uniformInt(generator, 0, items.length - 1)]
      if (item === undefined) throw new RangeError('pick from an empty list')
      return item
    },
  }
}
