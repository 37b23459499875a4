import { describe, expect, it } from 'vitest'

import { pullHeight } from './pull-refresh.ts'

describe('pullHeight', () => {
  it('is nothing for no move or a move up', () => {
    expect(pullHeight(0, 40)).toBe(0)
    expect(pullHeight(-30, 40)).toBe(0)
  })

  it('follows the finger at half its move at first, then with growing resistance', () => {
    expect(pullHeight(10, 40)).toBe(5)
    expect(pullHeight(400, 40)).toBeLessThan(200)
    expect(pullHeight(400, 40) - pullHeight(300, 40)).toBeLessThan(pullHeight(200, 40) - pullHeight(100, 40))
  })

  it('never reaches five heads', () => {
    expect(pullHeight(100_000, 40)).toBeLessThanOrEqual(200)
  })
})
