// Loan figures the screens show before the server decides: a day's interest on an amount at
// a daily rate (the contract's percent with 4 decimals), rounded down to the cent as the
// server charges it, and the rate as a short percent.
import { fromCents, parseCents } from '../lib/money.ts'
import { rateUnits } from './conversion.ts'

/**
 * One day's interest on `amount` at `dailyRate` percent (`0.0500`), rounded down; undefined when
 * either is not a figure.
 */
export function dailyInterest(amount: string, dailyRate: string): string | undefined {
  const cents = parseCents(amount)
  // 4-decimal percent as integer units of 1/10,000 % = parts per million.
  const ppm = rateUnits(dailyRate)
  if (cents === undefined || ppm === undefined) return undefined
  return fromCents((cents * ppm) / 1_000_000n)
}

/** `0.0500` -> `0.05`, `0.0450` -> `0.045`: the rate without trailing zeros. */
export function shortRate(rate: string): string {
  return rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')
}
