// The world's readers-writer lock: readers together, writers alone, first come first served,
// and no change while anyone reads.
import { describe, expect, it } from 'vitest'

import { ChangeWhileReading, WorldLock } from './world-lock.ts'

const ticks = async (count: number) => {
  for (let i = 0; i < count; i++) await Promise.resolve()
}

function tracer() {
  const trace: string[] = []
  const task = (name: string, waits: number) => async () => {
    trace.push(`${name}+`)
    await ticks(waits)
    trace.push(`${name}-`)
    return name
  }
  return { trace, task }
}

describe('WorldLock', () => {
  it('runs readers side by side and a writer alone, in the order they came', async () => {
    const lock = new WorldLock()
    const { trace, task } = tracer()
    const results = await Promise.all([
      lock.shared(task('r1', 3)),
      lock.shared(task('r2', 1)),
      lock.exclusive(task('w1', 2)),
      lock.shared(task('r3', 1)),
      lock.shared(task('r4', 1)),
      lock.exclusive(task('w2', 1)),
    ])
    expect(results).toEqual(['r1', 'r2', 'w1', 'r3', 'r4', 'w2'])
    expect(trace).toEqual(['r1+', 'r2+', 'r2-', 'r1-', 'w1+', 'w1-', 'r3+', 'r4+', 'r3-', 'r4-', 'w2+', 'w2-'])
  })

  it('starts a reader at once when nobody writes or waits', () => {
    const lock = new WorldLock()
    let started = false
    void lock.shared(async () => {
      started = true
    })
    expect(started).toBe(true)
  })

  it('refuses changes while anyone reads, and allows them to a writer', async () => {
    const lock = new WorldLock()
    expect(() => lock.assertWritable()).not.toThrow()
    await expect(lock.shared(async () => lock.assertWritable())).rejects.toBeInstanceOf(ChangeWhileReading)
    await expect(lock.exclusive(async () => lock.assertWritable())).resolves.toBeUndefined()
  })

  it('goes on after a task fails', async () => {
    const lock = new WorldLock()
    await expect(lock.exclusive(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(lock.shared(() => Promise.reject(new Error('bang')))).rejects.toThrow('bang')
    await expect(lock.exclusive(async () => 'next')).resolves.toBe('next')
    await expect(lock.shared(async () => 'after')).resolves.toBe('after')
  })
})
