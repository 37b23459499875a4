// The server's conversions, repeated for the preview the screens show before a submission
// (the server decides; this only tells the user what to expect). Rates are the contract's
// 4-decimal texts, turned into integers of 1/10,000 TWD; one rounding per conversion.
import type { ResponseData } from '#openapi/operations.ts'
import { fromCents, toCents } from '../lib/money.ts'

export type Currency = 'TWD' | 'USD' | 'USDT'
export type Rates = ResponseData<'/user/exchangeRate'>

const scale = 10_000n

/** '32.4500' -> 324500n */
export function rateUnits(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.')
  return BigInt(whole) * scale + BigInt(fraction.padEnd(4, '0').slice(0, 4))
}

function priceOf(rates: Rates, currency: Currency, side: 'buy' | 'sell'): bigint | undefined {
  const row = rates.find((rate) => rate.currency === currency)
  return row === undefined ? undefined : rateUnits(row[side])
}

/** What `amount` of `from` buys of `to`, rounded down to the cent; undefined without a rate. */
export function convertAmount(amount: string, from: Currency, to: Currency, rates: Rates): string | undefined {
  const cents = toCents(amount)
  if (from === to) return fromCents(cents)
  const sell = from === 'TWD' ? scale : priceOf(rates, from, 'sell')
  const buy = to === 'TWD' ? scale : priceOf(rates, to, 'buy')
  if (sell === undefined || buy === undefined) return undefined
  return fromCents((cents * sell) / buy)
}

/** TWD -> USDT at `rate`, rounded down (a cash-out's payout) or up (a deposit's transfer). */
export function usdtAt(twd: string, rate: string, rounding: 'down' | 'up'): string {
  const numerator = toCents(twd) * scale
  const divisor = rateUnits(rate)
  return fromCents(rounding === 'down' ? numerator / divisor : (numerator + divisor - 1n) / divisor)
}
