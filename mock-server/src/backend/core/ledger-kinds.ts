// The balances a user has and the kinds of movement the ledger records. Fund records
// (`/user/capitalloglist`) show a kind's title; each area adds its kinds in its section.
export const balanceNames = ['twd', 'usd', 'usdt', 'frozenTwd'] as const
export type BalanceName = (typeof balanceNames)[number]

/** The currency a balance is kept in. */
export const balanceCurrency: Record<BalanceName, 'TWD' | 'USD' | 'USDT'> = {
  twd: 'TWD',
  usd: 'USD',
  usdt: 'USDT',
  frozenTwd: 'TWD',
}

export const ledgerKinds = [
  // --- foundation
  'opening', // the balance a seeded account starts with
  'adjustment', // set by the steering API for a test
  // --- markets and trading (issue 3)
  'buy', // money put into a position when it opens (price x shares; with leverage N, that / N)
  'sell', // money a position gives back when (part of) it is sold: its money plus the profit or loss
  'commission', // broker's commission on a buy or a sell
  'tax', // securities transaction tax on a sale (a short: on its opening sale)
  'order_hold', // TWD held for a pending buy order (twd -> frozenTwd)
  'order_release', // a hold given back when the order fills, is cancelled or expires (frozenTwd -> twd)
  // --- money (issue 5)
  'deposit', // an approved deposit
  'withdrawal_hold', // a cash-out request holds its amount (twd -> frozenTwd)
  'withdrawal_paid', // an approved cash-out leaves the held balance
  'withdrawal_refund', // a rejected cash-out gives the hold back
  'exchange_out', // currency exchange: the currency sold
  'exchange_in', // currency exchange: the currency bought
  'loan', // money borrowed
  'loan_repayment', // money repaid
  'coupon', // a coupon's value credited
  // --- account (issue 6)
  'signin_reward', // daily sign-in reward
  'lottery_prize', // a lottery win paid in cash
  // --- new shares, block trades, copy trading (issue 7)
  'newshare_hold', // subscription amount held until the draw
  'newshare_refund', // a losing subscription's amount given back
  'newshare_payment', // allotted shares paid
  'newshare_fee', // the subscription's processing fee
  'block_buy', // a block trade's cost
  'copy_subscribe', // money put into a copy-trading product
  'copy_payout', // a copy-trading product's principal and profit paid out
] as const
export type LedgerKind = (typeof ledgerKinds)[number]
