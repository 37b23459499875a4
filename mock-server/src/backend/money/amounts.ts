// Exact money arithmetic of the money area: amounts are integer minor units (cents), rates
// are integers of 1/10,000 TWD, and every product or quotient is taken in BigInt and
// rounded once, in a stated direction.
import type { BalanceName } from '../core/ledger-kinds.ts'
import { type Minor, toDecimalString, toMinor } from '../core/minor-units.ts'
import { rateScale } from './policy.ts'
import type { ForeignCurrency, Quote } from './rates.ts'

export type Currency = 'TWD' | ForeignCurrency

/** The balance a currency is kept in (available, not held). */
export const balanceOf: Record<Currency, BalanceName> = { TWD: 'twd', USD: 'usd', USDT: 'usdt' }

/** A contract amount (`MoneyInput`, already validated: digits, at most 2 decimals) in minor units. */
export function parseAmount(text: string): Minor {
  return toMinor(text)
}

/** An amount as a catalogue message states it: whole units without decimals (`1000`), else 2 decimals. */
export function amountText(minor: Minor): string {
  return minor % 100 === 0 ? String(minor / 100) : toDecimalString(minor)
}

/** A rate integer (324500) as the contract's 4-decimal text (`32.4500`). */
export function rateText(rate: number): string {
  const whole = Math.floor(rate / rateScale)
  return `${whole}.${String(rate % rateScale).padStart(4, '0')}`
}

/** The contract's 4-decimal text (`32.4500`, already validated) as a rate integer (324500). */
export function rateUnits(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.')
  return Number(whole) * rateScale + Number(fraction.padEnd(4, '0').slice(0, 4))
}

const floorDiv = (a: bigint, b: bigint) => a / b
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

/** `amount x numerator / denominator`, rounded down (amount >= 0). */
function scaleDown(amount: Minor, numerator: number, denominator: number): Minor {
  return Number(floorDiv(BigInt(amount) * BigInt(numerator), BigInt(denominator)))
}

/**
 * What `amount` of `from` buys of `to` at the quote's prices, rounded down to the cent
 * (the fraction of a cent stays with the broker): TWD -> X at X's buy price, X -> TWD at
 * X's sell price, X -> Y by selling X and buying Y in one step (rounded once).
 */
export function convert(amount: Minor, from: Currency, to: Currency, quote: Quote): Minor {
  if (from === to) return amount
  if (from === 'TWD') return scaleDown(amount, rateScale, quote[to as ForeignCurrency].buy)
  if (to === 'TWD') return scaleDown(amount, quote[from].sell, rateScale)
  return scaleDown(amount, quote[from].sell, quote[to].buy)
}

/** USDT a user sends to deposit `twd` through a USDT channel: the broker buys at its sell price, rounded up. */
export function usdtToDeposit(twd: Minor, quote: Quote): Minor {
  return Number(ceilDiv(BigInt(twd) * BigInt(rateScale), BigInt(quote.USDT.sell)))
}

/** USDT paid for a cash-out of `twd` to a USDT address: the user buys at the buy price, rounded down. */
export function usdtForWithdrawal(twd: Minor, quote: Quote): Minor {
  return convert(twd, 'TWD', 'USDT', quote)
}

/** All but the last 4 characters hidden: `****5678`. */
export function maskTail(text: string): string {
  return `****${text.slice(-4)}`
}
