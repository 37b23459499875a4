import { describe, expect, it } from 'vitest'

import { intradayGeometry, sessionMinute, sessionMinutes, timeTicks } from './intraday-path.ts'

const bar = (time: string, close: string, volume = 1) => ({ time: `2026-11-23T${time}:00.000+08:00`, close, volume })

describe('the intraday chart', () => {
  it('places each minute on the session’s time axis, 09:00 to 13:30', () => {
    expect(sessionMinutes).toBe(270)
    expect(sessionMinute('2026-11-23T09:00:00.000+08:00')).toBe(0)
    expect(sessionMinute('2026-11-23T13:30:00.000+08:00')).toBe(270)
    expect(timeTicks.map((tick) => tick.label)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:30'])
    // A morning's line stops at the morning: the rest of the axis stays empty.
    const morning = intradayGeometry([bar('09:00', '101.00'), bar('09:30', '102.00')], '100.00')!
    expect(morning.line).toBe('M0,27.5L30,5')
  })

  it('centres the previous close, with the farther of the high and the low at the edges', () => {
    const chart = intradayGeometry([bar('09:00', '99.00'), bar('09:01', '102.00'), bar('09:02', '100.00')], '100.00')!
    // 2.00 is the farthest move: it reaches 90 % of the half-height.
    expect(chart.line).toBe('M0,72.5L1,5L2,50')
    expect(chart.area).toBe('M0,72.5L1,5L2,50L2,100L0,100Z')
    expect(chart.top).toBe(10_222)
    expect(chart.bottom).toBe(9_778)
    expect(chart.topBasisPoints).toBe(222)
  })

  it('scales the volume bars to the largest minute and tones them by the move of their minute', () => {
    const chart = intradayGeometry(
      [bar('09:00', '101.00', 40), bar('09:01', '100.50', 80), bar('09:02', '100.50', 20)],
      '100.00',
    )!
    expect(chart.bars).toEqual([
      { x: 0, height: 50, tone: 'up' },
      { x: 1, height: 100, tone: 'down' },
      { x: 2, height: 25, tone: 'flat' },
    ])
  })

  it('lets the closing auction’s bar stand at full height without flattening the session’s', () => {
    const chart = intradayGeometry([bar('13:24', '100.00', 10), bar('13:30', '100.00', 500)], '100.00')!
    expect(chart.bars.map((each) => each.height)).toEqual([100, 100])
  })

  it('gives a day that has not moved a scale of 1 % either way', () => {
    const chart = intradayGeometry([bar('09:00', '50.00')], '50.00')!
    expect(chart.line).toBe('M0,50')
    expect(chart.topBasisPoints).toBe(111)
  })

  it('has nothing to draw without bars or a previous close', () => {
    expect(intradayGeometry([], '100.00')).toBeUndefined()
    expect(intradayGeometry([bar('09:00', '1.00')], '0.00')).toBeUndefined()
    expect(intradayGeometry([bar('08:59', '1.00')], '1.00')).toBeUndefined()
  })
})
