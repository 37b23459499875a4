// Amounts as the user types them and as the contract takes them (`MoneyInput`: digits with
// at most 2 decimals), compared and converted exactly through integer cents.
import type { RuleObject } from 'antd-mobile/es/components/form'

import { toCents } from '../lib/money.ts'

/** The contract's `MoneyInput`. */
export const amountPattern = /^\d{1,12}(\.\d{1,2})?$/

/** What the user typed, as the contract takes it (spaces and thousands separators removed). */
export function cleanAmount(typed: string | undefined): string {
  return (typed ?? '').replace(/[\s,]/g, '')
}

export const isAmount = (typed: string | undefined) => amountPattern.test(cleanAmount(typed))

/** a <= b, exactly; false when either is not an amount. */
export function notAbove(a: string, b: string): boolean {
  return isAmount(a) && isAmount(b) && toCents(cleanAmount(a)) <= toCents(cleanAmount(b))
}

export const isPositive = (typed: string | undefined) => isAmount(typed) && toCents(cleanAmount(typed)) > 0n

export interface AmountMessages {
  /** e.g. 請輸入入金金額 (docs/product.md#validation). */
  required: string
  format: string
  positive: string
}

/** The form rules of an amount field: entered, an amount with at most 2 decimals, above 0. */
export function amountRules(messages: AmountMessages, ...more: RuleObject[]): RuleObject[] {
  return [
    { required: true, whitespace: true, message: messages.required },
    {
      validator: async (_, value: string | undefined) => {
        if (cleanAmount(value) === '') return
        if (!isAmount(value)) throw new Error(messages.format)
        if (!isPositive(value)) throw new Error(messages.positive)
      },
    },
    ...more,
  ]
}

/** A rule that holds only for well-formed amounts (the format rule reports the others). */
export function amountCheck(message: string, holds: (amount: string) => boolean): RuleObject {
  return {
    validator: async (_, value: string | undefined) => {
      if (isAmount(value) && !holds(cleanAmount(value))) throw new Error(message)
    },
  }
}

/** A contract amount without needless decimals, for messages (`1000.00` -> `1000`). */
export function shortAmount(amount: string): string {
  return amount.replace(/\.00$/, '')
}
