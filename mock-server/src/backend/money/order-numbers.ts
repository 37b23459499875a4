// Order numbers (訂單號) of the money area's records, and the one a ledger entry shows in
// the fund records: two letters for the kind, the Taipei date, a 6-digit sequence.
import { dateDigits } from '../core/time.ts'
import type { World } from '../core/world.ts'

export const orderPrefixes = {
  deposit: 'CZ',
  withdrawal: 'TX',
  exchange: 'DH',
  loan: 'JK',
  repayment: 'HK',
  coupon: 'YH',
} as const

export type MoneyRecordKind = keyof typeof orderPrefixes

export function orderNumber(kind: MoneyRecordKind, at: number, id: number): string {
  return `${orderPrefixes[kind]}${dateDigits(at)}${String(id % 1_000_000).padStart(6, '0')}`
}

/** The ledger ref of a money record (`deposit:12`), shared by the entries of its postings. */
export function refOf(kind: MoneyRecordKind, id: number): string {
  return `${kind}:${id}`
}

/**
 * The order number a ledger ref stands for: the money record's own, the ref itself for
 * other areas' records (`order:12`), and none for opening balances and adjustments.
 */
export function orderNumberOfRef(world: World, ref: string): string {
  const [kind = '', idText = ''] = ref.split(':')
  const id = Number(idText)
  const { db } = world
  const found = (() => {
    switch (kind) {
      case 'deposit':
        return db.deposits.findFirst((q) => q.where({ id }))
      case 'withdrawal':
        return db.withdrawals.findFirst((q) => q.where({ id }))
      case 'exchange':
        return db.exchanges.findFirst((q) => q.where({ id }))
      case 'loan':
        return db.loans.findFirst((q) => q.where({ id }))
      case 'repayment':
        return db.repayments.findFirst((q) => q.where({ id }))
      case 'coupon':
        return db.coupons.findFirst((q) => q.where({ id }))
      default:
        return undefined
    }
  })()
  if (found !== undefined) return found.orderNumber
  return kind === 'user' || kind === 'admin' ? '' : ref
}
