// The trade area: orders under the Taiwan market rules, positions and their history, day trading.
import type { Area } from '../core/area.ts'
import type { KindsOf } from '../core/ledger-kinds.ts'
import { watchMarginCalls } from './credit.ts'
import { dayTradingReviews } from './day-trading-review.ts'
import { tradeHandlers } from './handlers.ts'
import { tradeCollections } from './records.ts'
import { seedMarkets } from './seed.ts'
import { settleMarket } from './settle.ts'

/** The trade area's ledger movements, as fund records show them. */
export const tradeLedgerKinds = {
  /**
   * The user's own money paying for a purchase when it settles (T+2, out of settlingTwd): price x
   * shares, less a margin purchase's loan.
   */
  buy: { title: '買入股票', category: 'trade' },
  /**
   * What a sale brings when it settles (T+2): the holding's own money plus the profit or loss (a
   * margin purchase's loan repaid).
   */
  sell: { title: '賣出股票', category: 'trade' },
  /** The broker's commission on a buy or a sell, at its settlement. */
  commission: { title: '手續費', category: 'trade' },
  /** Securities transaction tax on a sale (a short: on its opening sale), at its settlement. */
  tax: { title: '證券交易稅', category: 'trade' },
  /** TWD held for an opening order (twd -> frozenTwd) until its fills settle or it ends. */
  order_hold: { title: '委託凍結', category: 'trade' },
  /** What an order held and did not use, given back when it is complete, cancelled or expires (frozenTwd -> twd). */
  order_release: { title: '委託解凍', category: 'trade' },
  /**
   * A filled purchase's cost set aside until it settles on T+2 (twd, or an order's hold in
   * frozenTwd -> settlingTwd).
   */
  settlement_hold: { title: '待交割', category: 'trade' },
  /** A short sale's deposit (融券保證金, 90 % of its value), paid at its settlement. */
  short_deposit: { title: '融券保證金', category: 'trade' },
  /** What closing a short brings when it settles: its deposit and sale value less the buy-back. */
  short_return: { title: '融券了結返還', category: 'trade' },
  /** Interest on a margin purchase's loan (融資利息), charged when the sale that repays it settles. */
  margin_interest: { title: '融資利息', category: 'trade' },
} as const

declare module '../core/ledger-kinds.ts' {
  interface LedgerKinds extends KindsOf<typeof tradeLedgerKinds> {}
}

export const tradeArea: Area = {
  name: 'trade',
  collections: tradeCollections,
  seed: seedMarkets,
  settlers: [settleMarket],
  clockChecks: [watchMarginCalls],
  reviewKinds: { dayTrading: dayTradingReviews },
  handlers: tradeHandlers,
  ledgerKinds: tradeLedgerKinds,
}
