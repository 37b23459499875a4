// Hash-seeded random streams: each (world seed, instrument, day, purpose) gets its own
// generator, so a price is a pure function of those and never depends on the order in
// which calls asked for it (unlike world.random). Only + - * / and sqrt touch the draws:
// they are exact IEEE operations, so Node and the browser compute the same prices.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

export interface Stream {
  /** A float in [0, 1). */
  uniform(): number
  /** An approximately standard normal draw (Irwin-Hall of 4 uniforms, within +/-3.46). */
  normal(): number
}

/** FNV-1a over the parts, then a final avalanche (murmur3's fmix32). */
export function hash32(...parts: ReadonlyArray<string | number>): number {
  let hash = 0x811c9dc5
  const text = parts.join('|')
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}

const sqrt3 = Math.sqrt(3)

export function stream(...parts: ReadonlyArray<string | number>): Stream {
  const generator = xoroshiro128plus(hash32(...parts))
  const uniform = () => uniformFloat64(generator)
  return {
    uniform,
    normal: () => (uniform() + uniform() + uniform() + uniform() - 2) * sqrt3,
  }
}
