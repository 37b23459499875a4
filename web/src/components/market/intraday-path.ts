// The intraday chart's geometry (IntradayLine.tsx), apart so that it can be tested alone.
// The x axis is the regular session, 09:00 to 13:30, one unit a minute, so a morning's line
// stops where the morning stops; the y axis is centred on the previous close (昨收), with the
// farther of the day's high and low from it at the edges, as Taiwan's apps draw 分時: the
// previous close runs across the middle and the right axis reads the change in per cent.
// Volume bars stand on the same time axis, scaled to the largest minute.
import { parseCents, sessionTimes } from '#rules/market.ts'

/** The session's length in minutes: the width of the chart's viewBox. */
export const sessionMinutes = sessionTimes.close - sessionTimes.open
/** The height of the price and volume viewBoxes. */
export const plotHeight = 100
/** The part of the half-height the farthest price reaches: the rest is room for the line's stroke. */
const reach = 0.9

export type Tone = 'up' | 'down' | 'flat'

export interface VolumeBar {
  x: number
  height: number
  tone: Tone
}

export interface IntradayGeometry {
  /** The closes as an SVG path in a viewBox of `sessionMinutes` x `plotHeight`. */
  line: string
  /** The same, closed down to the bottom, for the shaded area. */
  area: string
  /** The values at the top and bottom edges in cents, to the nearest cent (the previous close is at the middle). */
  top: number
  bottom: number
  /** The change at the top edge, in hundredths of a per cent of the previous close. */
  topBasisPoints: number
  bars: VolumeBar[]
}

export interface IntradayCandle {
  time: string
  close: string
  volume: number
}

/** Minutes since the session's open of a bar's start ("2026-11-23T09:05:00.000+08:00" -> 5); Taipei time as sent. */
export function sessionMinute(time: string): number | undefined {
  const match = /T(\d{2}):(\d{2})/.exec(time)
  if (match === null) return undefined
  return Number(match[1]) * 60 + Number(match[2]) - sessionTimes.open
}

/** The time axis's ticks: the open, each hour, and the close (13:00 is left out: too near 13:30 to read). */
export const timeTicks: ReadonlyArray<{ label: string; x: number }> = [
  { label: '09:00', x: 0 },
  { label: '10:00', x: 60 },
  { label: '11:00', x: 120 },
  { label: '12:00', x: 180 },
  { label: '13:30', x: sessionMinutes },
]

const toneOf = (change: number): Tone => (change > 0 ? 'up' : change < 0 ? 'down' : 'flat')
const round = (value: number) => Math.round(value * 100) / 100

/** The chart of `candles` around the previous close `preClose` (both prices as the contract sends them). */
export function intradayGeometry(
  candles: readonly IntradayCandle[],
  preCloseText: string,
): IntradayGeometry | undefined {
  const preClose = parseCents(preCloseText) ?? 0
  const points = candles
    .map((candle) => ({ x: sessionMinute(candle.time), close: parseCents(candle.close), volume: candle.volume }))
    .filter(
      (point): point is { x: number; close: number; volume: number } =>
        point.x !== undefined && point.x >= 0 && point.x <= sessionMinutes && point.close !== undefined,
    )
  if (points.length === 0 || preClose <= 0) return undefined
  const farthest = Math.max(...points.map((point) => Math.abs(point.close - preClose)))
  // A day that has not moved still gets a scale: 1 % either way.
  const span = farthest > 0 ? farthest : preClose / 100
  const middle = plotHeight / 2
  const y = (value: number) => round(middle - ((value - preClose) / span) * middle * reach)
  const edge = span / reach
  const coordinates = points.map((point) => `${point.x},${y(point.close)}`)
  const line = `M${coordinates.join('L')}`
  const first = points[0]!
  const last = points.at(-1)!
  // The closing auction's bar (13:30) gathers the last five minutes' orders: the bars are
  // scaled to the largest minute of the session before it, and that one stands at full height.
  const session = points.filter((point) => point.x < sessionMinutes)
  const maxVolume = Math.max(...(session.length > 0 ? session : points).map((point) => point.volume))
  return {
    line,
    area: `${line}L${last.x},${plotHeight}L${first.x},${plotHeight}Z`,
    top: preClose + Math.round(edge),
    bottom: preClose - Math.round(edge),
    topBasisPoints: Math.round((edge / preClose) * 10_000),
    bars: points.map((point, index) => ({
      x: point.x,
      height: maxVolume === 0 ? 0 : round(Math.min(1, point.volume / maxVolume) * plotHeight),
      tone: toneOf(point.close - (index === 0 ? preClose : points[index - 1]!.close)),
    })),
  }
}
