// Money on screen: 2 decimals and thousands separators (docs/product.md#constants). Amounts arrive
// as decimal strings and are formatted as text, so no float rounding can creep in. An
// unknown amount shows as a dash; text that is not an amount shows as it came (escaped).
export function formatMoney(value: string | number | undefined): string {
  if (value === undefined) return '—'
  const text = typeof value === 'number' ? numberText(value) : value.trim()
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text)
  if (match === null) return text
  const [, sign = '', whole = '0', fraction = ''] = match
  const rounded = roundFraction(whole, fraction)
  const grouped = rounded.whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const isZero = /^0+$/.test(rounded.whole) && rounded.fraction === '00'
  return `${isZero ? '' : sign}${grouped}.${rounded.fraction}`
}

/**
 * A number as the decimal it reads as (1.005 -> '1.005'), so it rounds half up like the
 * same amount sent as text; toFixed would round the binary value (1.005 -> '1.00').
 * Exponent notation (1e-7, 1e+21) falls back to toFixed.
 */
function numberText(value: number): string {
  const shortest = String(value)
  return /^-?\d+(?:\.\d+)?$/.test(shortest) ? shortest : value.toFixed(2)
}

/** Rounds a decimal's fraction to 2 digits, half up, carrying into the whole part. */
function roundFraction(whole: string, fraction: string): { whole: string; fraction: string } {
  const padded = fraction.padEnd(3, '0')
  let cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2))
  if (Number(padded[2]) >= 5) cents += 1n
  return { whole: (cents / 100n).toString(), fraction: (cents % 100n).toString().padStart(2, '0') }
}

/** 0912345678 -> 0912***678, for showing an account without exposing it whole. */
export function maskAccount(account: string): string {
  return account.length >= 10 ? `${account.slice(0, 4)}***${account.slice(-3)}` : account
}
