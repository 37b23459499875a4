import { describe, expect, it } from 'vitest'

import { BoundedCache } from './bounded-cache.ts'

describe('BoundedCache', () => {
  it('makes a value once per key, and drops everything once full', () => {
    const cache = new BoundedCache<string, number>(2)
    let made = 0
    const make = () => ++made
    expect(cache.get('a', make)).toBe(1)
    expect(cache.get('a', make)).toBe(1)
    expect(cache.get('b', make)).toBe(2)
    expect(cache.get('c', make)).toBe(3)
    expect(cache.get('c', make)).toBe(3)
    // 'a' and 'b' were dropped when 'c' came in.
    expect(cache.get('a', make)).toBe(4)
  })
})
