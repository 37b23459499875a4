// The two new-share variants: public subscription (/home/newStock*) and auction
// allocation (/home/newStockJp*), with the screens and texts each uses.
import type { BuyType } from '../api/queries/new-shares.ts'

export type Variant = 'public' | 'auction'

export const variants = {
  public: { buyType: 1, list: '/home/newStock', buy: '/home/newStockBuy' },
  auction: { buyType: 2, list: '/home/newStockJp', buy: '/home/newStockBuyJp' },
} as const satisfies Record<Variant, { buyType: BuyType; list: string; buy: string }>

export { listTabs, type ListTab } from './list-tabs.ts'

/** The lots typed, or the message it breaks (docs/product.md#validation). */
export function lotsProblem(typed: string): 'quantityRequired' | 'wholeLots' | undefined {
  const text = typed.trim()
  if (text === '' || Number(text) === 0) return 'quantityRequired'
  if (!/^\d+$/.test(text)) return 'wholeLots'
  return undefined
}

/** A price typed as the contract wants it (2 decimals), or undefined. */
export function priceText(typed: string): string | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(typed.trim())
  return match === null ? undefined : `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`
}
