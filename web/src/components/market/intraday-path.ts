// The intraday line's geometry (IntradayLine.tsx), apart so that it can be tested alone:
// the closes of the day, left to right in order, scaled between their lowest and highest
// into a box with a margin above and below.

export interface LinePoint {
  x: number
  y: number
}

export interface IntradayPath {
  points: LinePoint[]
  low: number
  high: number
}

/** Closes as numbers; closes that are not numbers are left out. */
export function closesOf(candles: ReadonlyArray<{ close: string }>): number[] {
  return candles.map((candle) => Number(candle.close)).filter((close) => Number.isFinite(close))
}

export function intradayPath(
  closes: readonly number[],
  width: number,
  height: number,
  margin: number,
): IntradayPath | undefined {
  if (closes.length === 0 || width <= 0 || height <= 2 * margin) return undefined
  const low = Math.min(...closes)
  const high = Math.max(...closes)
  // A flat day is drawn across the middle.
  const span = high - low
  const usable = height - 2 * margin
  const step = closes.length === 1 ? 0 : width / (closes.length - 1)
  const points = closes.map((close, index) => ({
    x: closes.length === 1 ? width / 2 : index * step,
    y: span === 0 ? height / 2 : margin + ((high - close) / span) * usable,
  }))
  return { points, low, high }
}
