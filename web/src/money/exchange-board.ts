// The exchange board as a Taiwan bank board reads, from the broker's side: 銀行買入 is the
// rate at which it buys a currency from the customer (the lower one), 銀行賣出 the rate at
// which it sells it to them (the higher one). The wire names the rates from the customer's
// side (`buy` is what the customer pays for a unit, `sell` what they receive for one), so
// the board swaps them: reading the wire's `buy` as 銀行買入 would show the pair reversed.
import type { Rates } from './conversion.ts'

export interface BoardRow {
  currency: string
  /** 銀行買入: TWD the customer receives for one unit. */
  bankBuys: string
  /** 銀行賣出: TWD the customer pays for one unit. */
  bankSells: string
}

export function exchangeBoard(rates: Rates): BoardRow[] {
  return rates.map((rate) => ({ currency: rate.currency, bankBuys: rate.sell, bankSells: rate.buy }))
}
