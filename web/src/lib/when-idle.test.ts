// whenIdle waits for the browser's idle time where it can tell it, else a short delay; either way it can be called off.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { whenIdle } from './when-idle.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('runs the work when the browser is idle, with a deadline, and not if called off first', () => {
    const pending = new Map<number, () => void>()
    const requestIdleCallback = vi.fn((work: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(2000)
      pending.set(pending.size + 1, work)
      return pending.size
    })
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', (handle: number) => pending.delete(handle))
    const work = vi.fn()
    whenIdle(work)
    const cancel = whenIdle(work)
    cancel()
    expect(work).not.toHaveBeenCalled()
    for (const run of pending.values()) run()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('waits a short delay where the browser has no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const work = vi.fn()
    whenIdle(work)
    const cancelled = vi.fn()
    whenIdle(cancelled)()
    vi.advanceTimersByTime(199)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
