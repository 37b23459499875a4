import { describe, expect, it } from 'vitest'

import { closesOf, intradayPath } from './intraday-path.ts'

describe('intradayPath', () => {
  it('spreads the closes across the width, the highest at the top margin and the lowest at the bottom one', () => {
    const path = intradayPath([10, 12, 11], 200, 100, 10)!
    expect(path.low).toBe(10)
    expect(path.high).toBe(12)
    expect(path.points).toEqual([
      { x: 0, y: 90 },
      { x: 100, y: 10 },
      { x: 200, y: 50 },
    ])
  })

  it('draws a flat day and a single close across the middle', () => {
    expect(intradayPath([5, 5], 100, 60, 5)!.points).toEqual([
      { x: 0, y: 30 },
      { x: 100, y: 30 },
    ])
    expect(intradayPath([7], 100, 60, 5)!.points).toEqual([{ x: 50, y: 30 }])
  })

  it('has nothing to draw without closes or room', () => {
    expect(intradayPath([], 100, 60, 5)).toBeUndefined()
    expect(intradayPath([1, 2], 0, 60, 5)).toBeUndefined()
    expect(intradayPath([1, 2], 100, 10, 5)).toBeUndefined()
  })
})

describe('closesOf', () => {
  it('reads the closes, leaving out what is not a number', () => {
    expect(closesOf([{ close: '10.5' }, { close: 'x' }, { close: '11' }])).toEqual([10.5, 11])
  })
})
