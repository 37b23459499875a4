import { describe, expect, it } from 'vitest'

import { WorldClock } from './clock.ts'

const start = Date.parse('2026-11-23T09:30:00+08:00')

/** A controllable stand-in for real time. */
function fakeReal(at = 1_000_000) {
  const real = { at, now: () => real.at }
  return real
}

describe('WorldClock', () => {
  it('stands still when frozen, whatever real time does', () => {
    const real = fakeReal()
    const clock = new WorldClock(start, 'frozen', real.now)
    real.at += 60_000
    expect(clock.now()).toBe(start)
    expect(clock.mode).toBe('frozen')
  })

  it('follows real time from its start when running', () => {
    const real = fakeReal()
    const clock = new WorldClock(start, 'running', real.now)
    expect(clock.now()).toBe(start)
    real.at += 1_500
    expect(clock.now()).toBe(start + 1_500)
    expect(clock.mode).toBe('running')
  })

  it.each(['frozen', 'running'] as const)('set moves a %s clock to the instant', (mode) => {
    const real = fakeReal()
    const clock = new WorldClock(start, mode, real.now)
    real.at += 5_000
    clock.set(start + 3_600_000)
    expect(clock.now()).toBe(start + 3_600_000)
    real.at += 250
    expect(clock.now()).toBe(start + 3_600_000 + (mode === 'running' ? 250 : 0))
  })

  it.each(['frozen', 'running'] as const)('advance moves a %s clock forward', (mode) => {
    const real = fakeReal()
    const clock = new WorldClock(start, mode, real.now)
    clock.advance(900_000)
    expect(clock.now()).toBe(start + 900_000)
    clock.advance(0)
    expect(clock.now()).toBe(start + 900_000)
  })

  it('refuses to go back and stays where it was', () => {
    const clock = new WorldClock(start, 'frozen', fakeReal().now)
    expect(() => clock.advance(-1)).toThrow(new RangeError('the clock only moves forward'))
    expect(clock.now()).toBe(start)
  })

  it('keeps the current instant when it starts running', () => {
    const real = fakeReal()
    const clock = new WorldClock(start, 'frozen', real.now)
    real.at += 10_000
    clock.setMode('running')
    expect(clock.now()).toBe(start)
    real.at += 2_000
    expect(clock.now()).toBe(start + 2_000)
  })

  it('keeps the current instant when it freezes', () => {
    const real = fakeReal()
    const clock = new WorldClock(start, 'running', real.now)
    real.at += 7_000
    clock.setMode('frozen')
    expect(clock.now()).toBe(start + 7_000)
    real.at += 3_000
    expect(clock.now()).toBe(start + 7_000)
    expect(clock.mode).toBe('frozen')
  })
})
