// The intraday line's geometry (IntradayLine.tsx), apart so that it can be tested alone.
// As Taiwan's brokers draw it: time runs left to right over the whole session (09:00 to
// 13:30), so a session still trading fills only its part of the width; the previous close
// (昨收) is the middle line, and the scale reaches as far above it as below it, to the day's
// widest move from it, so a glance tells whether the stock is up or down on the day.
import { sessionTimes } from '#rules/market.ts'

export interface LinePoint {
  x: number
  y: number
}

export interface IntradayPath {
  points: LinePoint[]
  /** The prices at the top and the bottom margin, and the previous close between them. */
  top: number
  bottom: number
  previousClose: number
  /** The previous close's height: the middle of the box. */
  middle: number
}

/** A close at its minute of the day, in minutes since midnight (Taipei time). */
export interface TimedClose {
  minute: number
  close: number
}

/**
 * The least the scale reaches either side of the previous close, as a share of it: a quiet
 * day's move of a tick or two is not blown up to the whole height.
 */
export const leastReach = 0.005

/** The minute of the day an upstream time ("2026-11-25T09:01:00+08:00") is written in: Taipei's. */
export function minuteOfDay(time: string): number | undefined {
  const match = /T(\d{2}):(\d{2})/.exec(time)
  return match === null ? undefined : Number(match[1]) * 60 + Number(match[2])
}

/** Closes with their minutes; a candle whose close or time cannot be read is left out. */
export function timedCloses(candles: ReadonlyArray<{ time: string; close: string }>): TimedClose[] {
  return candles.flatMap((candle) => {
    const close = Number(candle.close)
    const minute = minuteOfDay(candle.time)
    return Number.isFinite(close) && minute !== undefined ? [{ minute, close }] : []
  })
}

/** Where a minute of the session sits across `width`: 09:00 at the left edge, 13:30 at the right. */
export function sessionX(minute: number, width: number): number {
  const share = (minute - sessionTimes.open) / (sessionTimes.close - sessionTimes.open)
  return Math.min(1, Math.max(0, share)) * width
}

/**
 * The line in a box of `width` x `height` CSS px with `margin` above and below. Without a
 * previous close to read (a number), the first close stands in for it.
 */
export function intradayPath(
  closes: readonly TimedClose[],
  previousClose: number,
  width: number,
  height: number,
  margin: number,
): IntradayPath | undefined {
  if (closes.length === 0 || width <= 0 || height <= 2 * margin) return undefined
  const reference = Number.isFinite(previousClose) && previousClose > 0 ? previousClose : closes[0]!.close
  const widest = Math.max(...closes.map(({ close }) => Math.abs(close - reference)))
  const reach = Math.max(widest, reference * leastReach)
  const middle = height / 2
  const half = middle - margin
  const points = closes.map(({ minute, close }) => ({
    x: sessionX(minute, width),
    y: reach === 0 ? middle : middle - ((close - reference) / reach) * half,
  }))
  return { points, top: reference + reach, bottom: reference - reach, previousClose: reference, middle }
}
