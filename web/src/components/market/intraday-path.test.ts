import { describe, expect, it } from 'vitest'

import { intradayPath, minuteOfDay, sessionX, timedCloses } from './intraday-path.ts'

const at = (clock: string, close: number) => ({ minute: minuteOfDay(`2026-11-25T${clock}:00+08:00`)!, close })

describe('intradayPath', () => {
  it('puts the previous close in the middle and reaches as far above it as below, to the widest move', () => {
    // Previous close 100; the day moves up to 102 and down to 99: the scale is 98 to 102.
    const path = intradayPath([at('09:00', 100), at('10:00', 102), at('11:00', 99)], 100, 270, 120, 10)!
    expect(path).toMatchObject({ top: 102, bottom: 98, previousClose: 100, middle: 60 })
    expect(path.points.map(({ y }) => y)).toEqual([60, 10, 85])
  })

  it('places each close at its time of the session, so a session still trading fills only its part', () => {
    const path = intradayPath([at('09:00', 100), at('11:15', 101)], 100, 270, 120, 10)!
    expect(path.points.map(({ x }) => x)).toEqual([0, 135])
    expect(sessionX(13 * 60 + 30, 270)).toBe(270)
    // Before the open and after the close: at the edges, not outside the box.
    expect(sessionX(8 * 60, 270)).toBe(0)
    expect(sessionX(14 * 60, 270)).toBe(270)
  })

  it('does not blow a tick or two up to the whole height', () => {
    // 1800 to 1795 is 0.28%: the scale still reaches 0.5% (9.00) either side.
    const path = intradayPath([at('09:00', 1800), at('09:30', 1795)], 1800, 270, 120, 10)!
    expect(path.top).toBeCloseTo(1809)
    expect(path.bottom).toBeCloseTo(1791)
    expect(path.points[1]!.y).toBeCloseTo(60 + (5 / 9) * 50)
  })

  it('stands the first close in for a previous close it cannot read', () => {
    expect(intradayPath([at('09:00', 50), at('09:01', 51)], Number.NaN, 270, 120, 10)!.previousClose).toBe(50)
  })

  it('has nothing to draw without closes or room', () => {
    expect(intradayPath([], 100, 100, 60, 5)).toBeUndefined()
    expect(intradayPath([at('09:00', 1)], 1, 0, 60, 5)).toBeUndefined()
    expect(intradayPath([at('09:00', 1)], 1, 100, 10, 5)).toBeUndefined()
  })
})

describe('timedCloses', () => {
  it('reads each close with its minute in Taipei time, leaving out what cannot be read', () => {
    expect(
      timedCloses([
        { time: '2026-11-25T09:01:00+08:00', close: '10.5' },
        { time: '2026-11-25T09:02:00+08:00', close: 'x' },
        { time: 'later', close: '11' },
        { time: '2026-11-25T13:30:00+08:00', close: '11' },
      ]),
    ).toEqual([
      { minute: 9 * 60 + 1, close: 10.5 },
      { minute: 13 * 60 + 30, close: 11 },
    ])
  })
})
