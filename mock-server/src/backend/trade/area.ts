// The trade area: orders under the Taiwan market rules, positions and their history, day trading.
import type { Area } from '../core/area.ts'
import type { KindsOf } from '../core/ledger-kinds.ts'
import { dayTradingReviews } from './day-trading-review.ts'
import { tradeHandlers } from './handlers.ts'
import { tradeCollections } from './records.ts'
import { seedMarkets } from './seed.ts'
import { settleMarket } from './settle.ts'

/** The trade area's ledger movements, as fund records show them. */
export const tradeLedgerKinds = {
  /** Money put into a position when it opens (price x shares; with leverage N, that / N). */
  buy: { title: '買入股票', category: 'trade' },
  /** Money a position gives back when (part of) it is sold: its money plus the profit or loss. */
  sell: { title: '賣出股票', category: 'trade' },
  /** The broker's commission on a buy or a sell. */
  commission: { title: '手續費', category: 'trade' },
  /** Securities transaction tax on a sale (a short: on its opening sale). */
  tax: { title: '證券交易稅', category: 'trade' },
  /** TWD held for a pending buy order (twd -> frozenTwd). */
  order_hold: { title: '委託凍結', category: 'trade' },
  /** A hold given back when the order fills, is cancelled or expires (frozenTwd -> twd). */
  order_release: { title: '委託解凍', category: 'trade' },
} as const

declare module '../core/ledger-kinds.ts' {
  interface LedgerKinds extends KindsOf<typeof tradeLedgerKinds> {}
}

export const tradeArea: Area = {
  name: 'trade',
  collections: tradeCollections,
  seed: seedMarkets,
  settlers: [settleMarket],
  reviewKinds: { dayTrading: dayTradingReviews },
  handlers: tradeHandlers,
  ledgerKinds: tradeLedgerKinds,
}
