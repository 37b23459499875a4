// The block-trades area: offers of one stock below the day's price, with minimums, daily limits and passwords.
import type { Area } from '../core/area.ts'
import type { KindsOf } from '../core/ledger-kinds.ts'
import { blockTradeHandlers } from './handlers.ts'
import { blockTradeCollections } from './records.ts'
import { seedBlockTrades } from './seed.ts'

/** The block-trades area's ledger movements, as fund records show them. */
export const blockTradeLedgerKinds = {
  /** A block trade's cost. */
  block_buy: { title: '鉅額交易買入', category: 'trade' },
} as const

declare module '../core/ledger-kinds.ts' {
  interface LedgerKinds extends KindsOf<typeof blockTradeLedgerKinds> {}
}

export const blockTradesArea: Area = {
  name: 'block-trades',
  collections: blockTradeCollections,
  seed: seedBlockTrades,
  handlers: blockTradeHandlers,
  ledgerKinds: blockTradeLedgerKinds,
}
