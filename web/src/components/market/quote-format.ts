// How market figures read on screen: signed changes, percentages, lots and turnover in
// 萬/億, and which way a change points (red up, green down).
import { formatCents, type InstrumentKind, parseCents } from '#rules/market.ts'

export type Tone = 'up' | 'down' | 'flat'

/** The direction of a signed decimal ("1.25", "-0.40", "0.00"). */
export function toneOf(change: string): Tone {
  const cents = parseCents(change) ?? 0
  return cents > 0 ? 'up' : cents < 0 ? 'down' : 'flat'
}

/** The direction of a difference in cents. */
export function toneOfDifference(cents: number): Tone {
  return cents > 0 ? 'up' : cents < 0 ? 'down' : 'flat'
}

/** A signed decimal with its sign shown: "1.25" -> "+1.25". */
export function signed(value: string): string {
  return toneOf(value) === 'up' ? `+${value}` : value
}

/** A percentage with its sign and %: "1.25" -> "+1.25%". */
export function signedPercent(value: string): string {
  return `${signed(value)}%`
}

/** Which tick table a board trades on. */
export function kindOfBoard(board: 'listed' | 'otc' | 'etf' | 'index'): InstrumentKind {
  return board === 'etf' ? 'etf' : board === 'index' ? 'index' : 'stock'
}

/** Large whole numbers in 萬 (10^4) and 億 (10^8), as Taiwanese screens show them. */
export function compactNumber(value: number, units: { tenThousand: string; hundredMillion: string }): string {
  const magnitude = Math.abs(value)
  if (magnitude >= 1e8) return `${(value / 1e8).toFixed(2)}${units.hundredMillion}`
  if (magnitude >= 1e4) return `${(value / 1e4).toFixed(2)}${units.tenThousand}`
  return String(value)
}

/** A money string ("8904225000.00") in 萬/億, for turnover. */
export function compactAmount(amount: string, units: { tenThousand: string; hundredMillion: string }): string {
  const cents = parseCents(amount) ?? 0
  return compactNumber(Math.round(cents / 100), units)
}

/** Cents as a price text with 2 decimals. */
export const priceText = formatCents
