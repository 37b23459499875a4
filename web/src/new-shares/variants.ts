// The two new-share variants: public subscription (/home/newStock*) and auction
// allocation (/home/newStockJp*), with the screens and texts each uses.
import type { BuyType } from '../api/queries/new-shares.ts'

export type Variant = 'public' | 'auction'

export const variants = {
  public: { buyType: 1, list: '/home/newStock', buy: '/home/newStockBuy' },
  auction: { buyType: 2, list: '/home/newStockJp', buy: '/home/newStockBuyJp' },
} as const satisfies Record<Variant, { buyType: BuyType; list: string; buy: string }>

export { listTabs, type ListTab } from './list-tabs.ts'

/** Unix seconds as Taipei's YYYY-MM-DD HH:mm. */
export const fromUnixSeconds = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString('sv-SE', { timeZone: 'Asia/Taipei' }).slice(0, 16)

/** Where an offering stands for a new subscription. */
export type OfferingStatus = 'open' | 'notStarted' | 'suspended' | 'ended'

/**
 * Whether an offering takes a subscription now, and if not why: the server refuses a
 * subscription to one that has not opened (newshare_not_started), whose channel the broker
 * has suspended (newshare_channel_closed) or that has closed (newshare_closed), so the
 * screens offer 申購 only while it is open.
 */
export function offeringStatus(row: { state: 0 | 1 | 2; channel: 0 | 1 }): OfferingStatus {
  if (row.state === 2) return 'ended'
  if (row.channel === 0) return 'suspended'
  return row.state === 0 ? 'notStarted' : 'open'
}

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
