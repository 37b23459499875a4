import type { AxisCreateRangeParams, AxisRange, Chart } from 'klinecharts'
import { describe, expect, it } from 'vitest'

import { axisDateTemplate, fittingTicks, legendStrip, paneHeights, paneIds, rangeWithRoom } from './chart-layout.ts'

function range(from: number, to: number): AxisRange {
  return {
    from,
    to,
    range: to - from,
    realFrom: from,
    realTo: to,
    realRange: to - from,
    displayFrom: from,
    displayTo: to,
    displayRange: to - from,
  }
}

/** The params the library passes, for a pane `height` px tall. */
function params(paneId: string, height: number, defaultRange: AxisRange): AxisCreateRangeParams {
  const chart = { getSize: () => ({ height }) } as unknown as Chart
  return { chart, paneId, defaultRange }
}

/** The pixel row (0 at the top) of `value` in a pane `height` px tall showing `shown`. */
const rowOf = (value: number, shown: AxisRange, height: number) => ((shown.realTo - value) / shown.realRange) * height

describe('the K-line chart on a phone', () => {
  it('gives the panes below the price pane a sixth of the chart each, at least 48 px, the price pane the rest', () => {
    for (const height of [326, 354]) {
      const below = paneHeights(height)
      expect(Object.keys(below)).toEqual([paneIds.volume, paneIds.sub])
      const rest = height - below[paneIds.volume]! - below[paneIds.sub]!
      expect(rest / height).toBeGreaterThan(0.6)
    }
    expect(paneHeights(200)[paneIds.volume]).toBe(48)
  })

  it.each([
    [paneIds.price, 176],
    [paneIds.volume, 62],
    [paneIds.sub, 48],
  ])('keeps the legend strip of the %s (%i px) free of data', (paneId, height) => {
    const data = range(100, 200)
    const shown = rangeWithRoom(params(paneId, height, data))
    expect(rowOf(200, shown, height)).toBeCloseTo(
      paneId === paneIds.price ? legendStrip.height + 12 : legendStrip.height,
    )
    expect(height - rowOf(100, shown, height)).toBeCloseTo(paneId === paneIds.price ? 12 : 2)
    expect(shown.displayFrom).toBe(shown.realFrom)
  })

  it('leaves a range it cannot stretch as it is (no height yet, or a flat range)', () => {
    expect(rangeWithRoom(params(paneIds.price, 0, range(1, 2)))).toEqual(range(1, 2))
    expect(rangeWithRoom(params(paneIds.price, 176, range(5, 5)))).toEqual(range(5, 5))
  })

  it('shows only the time labels that lie wholly inside the chart, clear of its edges', () => {
    const ticks = [0, 20, 22, 150, 278, 280, 300].map((coord) => ({ coord, value: coord, text: 'MM/DD' }))
    expect(fittingTicks(ticks, 300, () => 40).map((tick) => tick.coord)).toEqual([22, 150, 278])
  })

  it('writes short dates on the time axis', () => {
    expect(axisDateTemplate('minute', 'HH:mm')).toBe('HH:mm')
    expect(axisDateTemplate('day', 'YYYY-MM-DD')).toBe('MM/DD')
    expect(axisDateTemplate('week', 'YYYY-MM-DD')).toBe('YYYY/MM')
    expect(axisDateTemplate('month', 'YYYY-MM')).toBe('YYYY/MM')
    expect(axisDateTemplate(undefined, 'YYYY-MM-DD')).toBe('YYYY-MM-DD')
  })
})
