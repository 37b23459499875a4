// The new-shares area: public subscriptions drawn by the clock and auctions cleared at a price; payment and listing.
import type { Area } from '../core/area.ts'
import type { KindsOf } from '../core/ledger-kinds.ts'
import { newShareHandlers } from './handlers.ts'
import { settleNewShares } from './offerings.ts'
import { newShareCollections } from './records.ts'
import { seedNewShares } from './seed.ts'

/** The new-shares area's ledger movements, as fund records show them. */
export const newShareLedgerKinds = {
  /** The subscription amount held until the draw. */
  newshare_hold: { title: '新股申購凍結', category: 'trade' },
  /** A losing subscription's amount given back. */
  newshare_refund: { title: '新股申購退款', category: 'trade' },
  /** Allotted shares paid. */
  newshare_payment: { title: '新股中籤扣款', category: 'trade' },
  /** The subscription's processing fee. */
  newshare_fee: { title: '新股申購手續費', category: 'trade' },
} as const

declare module '../core/ledger-kinds.ts' {
  interface LedgerKinds extends KindsOf<typeof newShareLedgerKinds> {}
}

export const newSharesArea: Area = {
  name: 'new-shares',
  collections: newShareCollections,
  seed: seedNewShares,
  settlers: [settleNewShares],
  handlers: newShareHandlers,
  ledgerKinds: newShareLedgerKinds,
}
