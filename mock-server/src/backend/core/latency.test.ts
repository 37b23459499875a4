import { describe, expect, it } from 'vitest'

import { LatencyProfiles } from './latency.ts'

const draws = (profiles: LatencyProfiles, path: string, count: number) =>
  Array.from({ length: count }, () => profiles.delayFor(path))

describe('LatencyProfiles', () => {
  it('adds nothing without a profile, and a path’s own profile wins over *', () => {
    const latency = new LatencyProfiles(1)
    expect(latency.delayFor('/user/login')).toBe(0)
    latency.set({ path: '*', kind: 'fixed', ms: 100 })
    latency.set({ path: '/user/login', kind: 'fixed', ms: 5 })
    expect(latency.delayFor('/user/login')).toBe(5)
    expect(latency.delayFor('/common/config')).toBe(100)
    latency.set({ path: '/user/login', kind: 'fixed', ms: 7 })
    expect(latency.profiles).toHaveLength(2)
    expect(latency.delayFor('/user/login')).toBe(7)
    latency.clear()
    expect(latency.delayFor('/common/config')).toBe(0)
  })

  it('draws uniform delays within the range, the same sequence for the same seed', () => {
    const make = (seed: number) => {
      const latency = new LatencyProfiles(seed)
      latency.set({ path: '*', kind: 'uniform', minMs: 100, maxMs: 200 })
      return latency
    }
    const first = draws(make(42), '/x', 500)
    expect(Math.min(...first)).toBeGreaterThanOrEqual(100)
    expect(Math.max(...first)).toBeLessThanOrEqual(200)
    expect(new Set(first).size).toBeGreaterThan(50)
    expect(draws(make(42), '/x', 500)).toEqual(first)
    expect(draws(make(43), '/x', 500)).not.toEqual(first)
  })

  it('draws lognormal delays around the median with a long tail, capped', () => {
    const latency = new LatencyProfiles(7)
    latency.set({ path: '*', kind: 'lognormal', medianMs: 100, sigma: 0.5, maxMs: 1000 })
    const sorted = draws(latency, '/x', 4001).sort((a, b) => a - b)
    const median = sorted[2000] ?? 0
    expect(median).toBeGreaterThan(90)
    expect(median).toBeLessThan(110)
    // exp(0.5 * 1.645) = 2.28: the 95th percentile sits about 2.3 times above the median.
    expect((sorted[3800] ?? 0) / median).toBeGreaterThan(2)
    expect((sorted[3800] ?? 0) / median).toBeLessThan(2.6)
    expect(sorted.at(-1)).toBeLessThanOrEqual(1000)
  })

  it('goes on with the same delays after a restore', () => {
    const latency = new LatencyProfiles(3)
    latency.set({ path: '*', kind: 'uniform', minMs: 0, maxMs: 1000 })
    draws(latency, '/x', 3)
    const restored = new LatencyProfiles(99)
    restored.restore(latency.profiles, latency.state())
    expect(draws(restored, '/x', 10)).toEqual(draws(latency, '/x', 10))
  })

  it.each([
    [{ path: '*', kind: 'fixed' as const }, 'a fixed profile needs ms'],
    [{ path: '*', kind: 'fixed' as const, ms: 1, sigma: 1 }, 'a fixed profile takes ms, not sigma'],
    [{ path: '*', kind: 'uniform' as const, minMs: 5, maxMs: 1 }, 'minMs must not be above maxMs'],
    [{ path: '*', kind: 'lognormal' as const, medianMs: 5 }, 'a lognormal profile needs sigma'],
  ])('refuses %o', (profile, message) => {
    expect(() => new LatencyProfiles(1).set(profile)).toThrow(message)
  })
})
