// Exact arithmetic on the contract's 2-decimal amounts, through integer cents.
export function toCents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (match === null) throw new RangeError(`not an amount: ${amount}`)
  const [, sign, whole = '0', fraction = ''] = match
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
  return sign === '-' ? -cents : cents
}

/** The amount in cents, or undefined when the text is not an amount (a screen never throws on server data). */
export function parseCents(amount: string): bigint | undefined {
  try {
    return toCents(amount)
  } catch {
    return undefined
  }
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const absolute = cents < 0n ? -cents : cents
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`
}

/** The exact sum of the amounts; undefined when one of them is not an amount (never a throw in a screen). */
export function addAmounts(...amounts: string[]): string | undefined {
  try {
    return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0n))
  } catch {
    return undefined
  }
}
