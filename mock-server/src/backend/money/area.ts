// The money area: deposits, cash-outs, currency exchange, fund records, bank cards and USDT
// addresses, loans and coupons.
import type { Area } from '../core/area.ts'
import type { KindsOf } from '../core/ledger-kinds.ts'
import { approveOverdueReviews } from './auto-reviews.ts'
import { moneyHandlers } from './handlers.ts'
import { settleLoans } from './loan-interest.ts'
import { moneyCollections } from './records.ts'
import { depositReviews, withdrawalReviews } from './review-kinds.ts'
import { seedMoney } from './seed.ts'

/** The money area's ledger movements, as fund records show them. */
export const moneyLedgerKinds = {
  /** An approved deposit. */
  deposit: { title: '入金', category: 'deposit' },
  /** A cash-out request holds its amount (twd -> frozenTwd). */
  withdrawal_hold: { title: '出金凍結', category: 'withdrawal' },
  /** An approved cash-out leaves the held balance. */
  withdrawal_paid: { title: '出金', category: 'withdrawal' },
  /** A rejected cash-out gives the hold back. */
  withdrawal_refund: { title: '出金退回', category: 'withdrawal' },
  /** Currency exchange: the currency sold. */
  exchange_out: { title: '兌換轉出', category: 'exchange' },
  /** Currency exchange: the currency bought. */
  exchange_in: { title: '兌換轉入', category: 'exchange' },
  /** Money borrowed. */
  loan: { title: '借款', category: 'loan' },
  /** Principal repaid. */
  loan_repayment: { title: '還款', category: 'loan' },
  /** Interest paid with a repayment (charged daily on the loan, paid through the ledger when repaid). */
  loan_interest: { title: '借款利息', category: 'loan' },
  /** A coupon's value credited. */
  coupon: { title: '優惠券', category: 'coupon' },
} as const

declare module '../core/ledger-kinds.ts' {
  interface LedgerKinds extends KindsOf<typeof moneyLedgerKinds> {}
}

export const moneyArea: Area = {
  name: 'money',
  collections: moneyCollections,
  seed: seedMoney,
  settlers: [approveOverdueReviews, settleLoans],
  reviewKinds: { deposit: depositReviews, withdrawal: withdrawalReviews },
  handlers: moneyHandlers,
  ledgerKinds: moneyLedgerKinds,
}
