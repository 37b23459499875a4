// The server's conversions, repeated for the preview the screens show before a submission
// (the server decides; this only tells the user what to expect). Rates are the contract's
// 4-decimal texts, turned into integers of 1/10,000 TWD; one rounding per conversion.
import type { ResponseData } from '#openapi/operations.ts'

import { fromCents, parseCents } from '../lib/money.ts'

export type Currency = 'TWD' | 'USD' | 'USDT'
export type Rates = ResponseData<'/user/exchangeRate'>

const scale = 10_000n

/** '32.4500' -> 324500n; undefined for anything but a positive rate. */
export function rateUnits(rate: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim())
  if (match === null) return undefined
  const [, whole = '0', fraction = ''] = match
  const units = BigInt(whole) * scale + BigInt(fraction.padEnd(4, '0').slice(0, 4))
  return units > 0n ? units : undefined
}

function priceOf(rates: Rates, currency: Currency, side: 'buy' | 'sell'): bigint | undefined {
  const row = rates.find((rate) => rate.currency === currency)
  return row === undefined ? undefined : rateUnits(row[side])
}

/** What `amount` of `from` buys of `to`, rounded down to the cent; undefined without a rate or an amount. */
export function convertAmount(amount: string, from: Currency, to: Currency, rates: Rates): string | undefined {
  const cents = parseCents(amount)
  if (cents === undefined) return undefined
  if (from === to) return fromCents(cents)
  const sell = from === 'TWD' ? scale : priceOf(rates, from, 'sell')
  const buy = to === 'TWD' ? scale : priceOf(rates, to, 'buy')
  if (sell === undefined || buy === undefined) return undefined
  return fromCents((cents * sell) / buy)
}

/**
 * TWD -> USDT at `rate`, rounded down (a cash-out's payout) or up (a deposit's transfer); undefined
 * on a text that is not an amount or a rate.
 */
export function usdtAt(twd: string, rate: string, rounding: 'down' | 'up'): string | undefined {
  const cents = parseCents(twd)
  const divisor = rateUnits(rate)
  if (cents === undefined || divisor === undefined) return undefined
  const numerator = cents * scale
  return fromCents(rounding === 'down' ? numerator / divisor : (numerator + divisor - 1n) / divisor)
}
