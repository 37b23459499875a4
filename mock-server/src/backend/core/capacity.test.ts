import { describe, expect, it } from 'vitest'

import { Capacity, defaultCapacity } from './capacity.ts'

describe('a world’s capacity', () => {
  it('takes calls up to its limit and frees their places', () => {
    const capacity = new Capacity()
    capacity.limit = 2
    expect([capacity.take(), capacity.take(), capacity.take()]).toEqual([true, true, false])
    capacity.release()
    expect(capacity.take()).toBe(true)
    expect(capacity.inFlight).toBe(2)
  })

  it('takes nothing at 0 (busy), and has room for many calls by default', () => {
    const capacity = new Capacity()
    expect(defaultCapacity).toBeGreaterThanOrEqual(32)
    capacity.limit = 0
    expect(capacity.take()).toBe(false)
  })
})
