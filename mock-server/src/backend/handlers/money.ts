// The money area's calls (issue 5), in the `user` and `common` groups; each module under
// ../money/ holds one part of it.
import { bankCardHandlers } from '../money/bank-cards.ts'
import { couponHandlers } from '../money/coupons.ts'
import { depositHandlers } from '../money/deposits.ts'
import { exchangeHandlers } from '../money/exchange.ts'
import { fundRecordHandlers } from '../money/fund-records.ts'
import { loanHandlers } from '../money/loans.ts'
import { usdtAddressHandlers } from '../money/usdt-addresses.ts'
import { withdrawalHandlers } from '../money/withdrawals.ts'
import type { HandlerMap } from './types.ts'

export const moneyHandlers = {
  ...depositHandlers,
  ...withdrawalHandlers,
  ...exchangeHandlers,
  ...fundRecordHandlers,
  ...bankCardHandlers,
  ...usdtAddressHandlers,
  ...loanHandlers,
  ...couponHandlers,
} satisfies Partial<HandlerMap>
