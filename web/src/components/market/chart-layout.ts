// How the K-line chart shares its height and its edges on a phone: the price pane takes most
// of the height and the indicator panes below it a sixth each; each pane keeps a strip at its
// top for its legend (and the price pane room for the labels of its high and low), so no
// legend is written over the candles or bars; the time axis shows only the labels that fit
// inside the chart, in short dates. Pure functions, given to KLineChart through its options.
import type { AxisCreateRangeParams, AxisRange, AxisTick, PeriodType } from 'klinecharts'

/** The price pane is the library's own; the panes below it are named here. */
export const paneIds = { price: 'candle_pane', volume: 'volume_pane', sub: 'sub_pane' } as const

/** The legends' type: small, without the indicator's name (each line is named), one row on a 360-px phone. */
export const legendText = { size: 10, marginLeft: 6, marginTop: 3, marginRight: 0, marginBottom: 3 }
const legendOffset = 4
/** The legend row at the top of a pane: its offset from the pane's top, and its height with a little air below. */
export const legendStrip = {
  offsetTop: legendOffset,
  height: legendOffset + legendText.marginTop + legendText.size + legendText.marginBottom + 2,
}
/** Room over the price pane's highest price and under its lowest for the labels the library writes there. */
const priceMarkRoom = 12
const otherFootRoom = 2

/**
 * The gap between the latest bar and the price axis, in px: the latest bar sits by the axis,
 * as brokers draw it, not after an empty stretch of dates still to come.
 */
export const rightGap = 12

/** Decimals of the MACD, KDJ and RSI legends: enough to read, short enough for one row. */
export const subIndicatorPrecision = 2

/** The share of the chart's height each pane below the price pane gets, and its least height in px. */
const subPaneShare = 0.17
const subPaneLeast = 48

/**
 * The heights of the panes below the price pane, by pane id, for a chart `chartHeight` px tall;
 * the price pane takes the rest.
 */
export function paneHeights(chartHeight: number): Record<string, number> {
  const each = Math.max(subPaneLeast, Math.round(chartHeight * subPaneShare))
  return { [paneIds.volume]: each, [paneIds.sub]: each }
}

/**
 * The value range of a pane's axis stretched so that its data leaves the legend strip free at
 * the top and a little room at the foot, whatever the pane's height (the library's own gaps
 * are fractions of the data's range, so a short pane gets too little room for a row of text).
 */
export function rangeWithRoom({ chart, paneId, defaultRange }: AxisCreateRangeParams): AxisRange {
  const height = chart.getSize(paneId, 'main')?.height ?? 0
  const price = paneId === paneIds.price
  const top = legendStrip.height + (price ? priceMarkRoom : 0)
  const foot = price ? priceMarkRoom : otherFootRoom
  const usable = height - top - foot
  if (usable <= 0 || !(defaultRange.realRange > 0)) return defaultRange
  const perPixel = defaultRange.realRange / usable
  const from = defaultRange.realFrom - foot * perPixel
  const to = defaultRange.realTo + top * perPixel
  const range = to - from
  // A linear axis: its values, real values and displayed values are the same numbers.
  return {
    ...defaultRange,
    from,
    to,
    range,
    realFrom: from,
    realTo: to,
    realRange: range,
    displayFrom: from,
    displayTo: to,
    displayRange: range,
  }
}

/** A pane's value axis with that room, and none of the library's own gaps on top of it. */
export const axisWithRoom = { createRange: rangeWithRoom, gap: { top: 0, bottom: 0 } }

/** The clear room a time label keeps at each edge: a drawn text spills a pixel past its measure. */
export const timeLabelEdgePx = 2

/** The time axis's labels whose text, centred on its tick, lies wholly inside the chart's width. */
export function fittingTicks(
  ticks: readonly AxisTick[],
  width: number,
  textWidth: (text: string) => number,
): AxisTick[] {
  return ticks.filter((tick) => {
    const half = textWidth(tick.text) / 2
    return tick.coord - half >= timeLabelEdgePx && tick.coord + half <= width - timeLabelEdgePx
  })
}

/**
 * The time axis's date format for a period: times of day for minutes, month and day for days,
 * month and year beyond.
 */
export function axisDateTemplate(period: PeriodType | undefined, template: string): string {
  switch (period) {
    case 'minute':
      return 'HH:mm'
    case 'day':
      return 'MM/DD'
    case 'week':
    case 'month':
      return 'YYYY/MM'
    default:
      return template
  }
}
