// The world's deterministic randomness: everything a seed decides comes from here.
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'

export interface Random {
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** The generator's state, to save a world and go on with the same sequence later. */
  state(): readonly number[]
  /** Called before a draw (a draw moves the state); the world refuses it while calls only read. */
  beforeChange: (() => void) | undefined
}

export function seededRandom(seed: number): Random {
  return randomFrom(xoroshiro128plus(seed))
}

/** A generator that goes on from a saved `state()`. */
export function restoredRandom(state: readonly number[]): Random {
  return randomFrom(xoroshiro128plusFromState(state))
}

function randomFrom(generator: ReturnType<typeof xoroshiro128plus>): Random {
  return {
    beforeChange: undefined,
    int(min, max) {
      this.beforeChange?.()
      return uniformInt(generator, min, max)
    },
    pick(items) {
      this.beforeChange?.()
      const item = items[uniformInt(generator, 0, items.length - 1)]
      if (item === undefined) throw new RangeError('pick from an empty list')
      return item
    },
    state: () => generator.getState(),
  }
}
