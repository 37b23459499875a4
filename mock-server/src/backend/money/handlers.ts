// The money area's calls; each module of this folder holds one part of it.
import type { HandlerMap } from '../core/handler.ts'
import { bankCardHandlers } from './bank-cards.ts'
import { couponHandlers } from './coupons.ts'
import { depositHandlers } from './deposits.ts'
import { exchangeHandlers } from './exchange.ts'
import { fundRecordHandlers } from './fund-records.ts'
import { loanHandlers } from './loans.ts'
import { usdtAddressHandlers } from './usdt-addresses.ts'
import { withdrawalHandlers } from './withdrawals.ts'

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
