import { describe, expect, it } from 'vitest'

import { clampZoom, doubleTapMs, isDoubleTap, maxZoom, minZoom, pinchedZoom, toggledZoom } from './zoom.ts'

describe('the picture zoom', () => {
  it('stays between 1/3 and 3', () => {
    expect(clampZoom(10)).toBe(maxZoom)
    expect(clampZoom(0.1)).toBe(minZoom)
    expect(clampZoom(1.5)).toBe(1.5)
    expect(clampZoom(Number.NaN)).toBe(1)
    expect(pinchedZoom(1, 100, 1000)).toBe(3)
    expect(pinchedZoom(1, 300, 50)).toBeCloseTo(1 / 3)
    expect(pinchedZoom(2, 0, 50)).toBe(2)
  })

  it('toggles between the fitted size and 2x on a double tap', () => {
    expect(toggledZoom(1)).toBe(2)
    expect(toggledZoom(2)).toBe(1)
    expect(toggledZoom(0.5)).toBe(1)
  })

  it('counts two taps under 250 ms as a double tap', () => {
    expect(isDoubleTap(undefined, 100)).toBe(false)
    expect(isDoubleTap(1000, 1000 + doubleTapMs - 1)).toBe(true)
    expect(isDoubleTap(1000, 1000 + doubleTapMs)).toBe(false)
    expect(isDoubleTap(1000, 900)).toBe(false)
  })
})
