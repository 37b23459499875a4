// Money is kept in integer minor units (cents) and only turned into the contract's
// 2-decimal strings at the edge, so no float arithmetic ever touches a balance.
export type Minor = number

export function toDecimalString(minor: Minor): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`)
  const sign = minor < 0 ? '-' : ''
  const digits = String(Math.abs(minor)).padStart(3, '0')
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/** Whole currency units to minor units. */
export function fromUnits(units: number): Minor {
  return Math.round(units * 100)
}

/** A decimal string with up to 2 decimals ("-1234.5") to minor units; exact, no float. */
export function toMinor(amount: string): Minor {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (match === null) throw new RangeError(`not an amount: ${amount}`)
  const [, sign, whole = '0', fraction = ''] = match
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount out of range: ${amount}`)
  return sign === '-' ? -minor : minor
}
