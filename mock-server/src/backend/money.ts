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
