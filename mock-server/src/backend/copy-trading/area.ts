// The copy-trading area: money put into a product that follows a trader's strategy on the market for its lock days.
import type { Area } from '../core/area.ts'
import type { KindsOf } from '../core/ledger-kinds.ts'
import { copyTradingHandlers } from './handlers.ts'
import { settleCopyTrading } from './products.ts'
import { copyTradingCollections } from './records.ts'
import { seedCopyTrading } from './seed.ts'

/** The copy-trading area's ledger movements, as fund records show them. */
export const copyTradingLedgerKinds = {
  /** Money put into a copy-trading product. */
  copy_subscribe: { title: '跟單投入', category: 'trade' },
  /** A subscription paid out at the end of its lock: the amount with its gain or loss. */
  copy_payout: { title: '跟單結算', category: 'trade' },
} as const

declare module '../core/ledger-kinds.ts' {
  interface LedgerKinds extends KindsOf<typeof copyTradingLedgerKinds> {}
}

export const copyTradingArea: Area = {
  name: 'copy-trading',
  collections: copyTradingCollections,
  seed: seedCopyTrading,
  settlers: [settleCopyTrading],
  handlers: copyTradingHandlers,
  ledgerKinds: copyTradingLedgerKinds,
}
