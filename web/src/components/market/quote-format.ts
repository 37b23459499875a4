// How market figures read on screen: signed changes, percentages, lots and turnover in
// 萬/億, index values, and which way a change points (red up, green down).
import { formatCents, type InstrumentKind, parseCents } from '#rules/market.ts'

import { formatMoney } from '../../lib/format.ts'

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

/**
 * Large whole numbers as the reader's language counts them, two decimals with thousands
 * separators: 萬 (10^4), 億 (10^8) and 兆 as Taiwanese screens show them, K, M and B in English;
 * below 10,000 the number itself.
 */
export function compactNumber(value: number, language: string): string {
  if (Math.abs(value) < 1e4) return groupedNumber(value)
  return compactFormat(language).format(value)
}

/** One formatter a language: the chart asks for every label on every redraw, and making one is slow. */
const compactFormats = new Map<string, Intl.NumberFormat>()
function compactFormat(language: string): Intl.NumberFormat {
  let format = compactFormats.get(language)
  if (format === undefined) {
    format = new Intl.NumberFormat(language, {
      notation: 'compact',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    })
    compactFormats.set(language, format)
  }
  return format
}

/** A money string ("8904225000.00") in whole dollars, compact as compactNumber writes it, for turnover. */
export function compactAmount(amount: string, language: string): string {
  const cents = parseCents(amount) ?? 0
  return compactNumber(Math.round(cents / 100), language)
}

/** Cents as a price text with 2 decimals. */
export const priceText = formatCents

/** A board's values as they read: an index with thousands separators (32,545.91), a price as quoted (1800.00). */
export function valueFormat(board: 'listed' | 'otc' | 'etf' | 'index'): (text: string) => string {
  return board === 'index' ? formatMoney : (text) => text
}

/** A whole number with thousands separators (4959 -> "4,959"). */
export function groupedNumber(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A money string in 億 (10^8 TWD) with 2 decimals, rounded half up: "8904225000.00" -> "89.04". */
export function hundredMillions(amount: string): string {
  const cents = parseCents(amount) ?? 0
  // 0.01 億 is 1,000,000 TWD, 100,000,000 cents.
  return formatMoney(formatCents(Math.round(cents / 100_000_000)))
}
