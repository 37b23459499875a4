// The money area's records (minor units, instants in ms). Handlers map them to the
// contract's shapes; the collections are created in collections.ts (money section).
import { Collection } from '../core/collection.ts'
import { z } from 'zod'

const id = z.number().int().positive()
const minor = z.number().int()
const instant = z.number().int()
const currency = z.enum(['TWD', 'USD', 'USDT'])
/** 0 pending (待審核), 1 approved (已通過), 2 rejected (已拒絕). */
const reviewState = z.union([z.literal(0), z.literal(1), z.literal(2)])

/** A deposit channel of the broker (bank account or USDT address). */
export const rechargeChannelSchema = z.object({
  id,
  name: z.string(),
  type: z.enum(['bank', 'usdt']),
  bankName: z.string(),
  bankCode: z.string(),
  bankNum: z.string(),
  realname: z.string(),
  bankAddress: z.string(),
  network: z.string(),
  address: z.string(),
  open: z.boolean(),
  /** Hash of the channel password (通道密碼), null when the channel has none. */
  passwordHash: z.string().nullable(),
  passwordSalt: z.string(),
  sortOrder: z.number().int(),
})

export const depositSchema = z.object({
  id,
  userId: id,
  orderNumber: z.string(),
  /** TWD credited when approved. */
  money: minor,
  channelId: id,
  channelName: z.string(),
  channelType: z.enum(['bank', 'usdt']),
  /** What the user transfers, in payCurrency. */
  payMoney: minor,
  payCurrency: currency,
  payImg: z.string(),
  status: reviewState,
  createdAt: instant,
  reviewedAt: instant.nullable(),
})

export const withdrawalSchema = z.object({
  id,
  userId: id,
  orderNumber: z.string(),
  /** TWD held at the request and paid out (or returned) at the review. */
  money: minor,
  type: z.enum(['bank', 'usdt']),
  /** The card or address at the time of the request (kept when it is unbound later). */
  targetId: id,
  targetName: z.string(),
  targetAccount: z.string(),
  /** USDT paid for a USDT cash-out, at the rate of the request; 0 for a bank cash-out. */
  usdtMoney: minor,
  status: reviewState,
  createdAt: instant,
  reviewedAt: instant.nullable(),
})

export const bankCardSchema = z.object({
  id,
  userId: id,
  bankNum: z.string(),
  bankName: z.string(),
  bankCode: z.string(),
  bankAddress: z.string(),
  realname: z.string(),
  createdAt: instant,
})

export const usdtAddressSchema = z.object({
  id,
  userId: id,
  network: z.enum(['TRC20', 'ERC20']),
  address: z.string(),
  remark: z.string(),
  createdAt: instant,
})

export const exchangeSchema = z.object({
  id,
  userId: id,
  orderNumber: z.string(),
  from: currency,
  to: currency,
  money: minor,
  toMoney: minor,
  at: instant,
})

export const loanSchema = z.object({
  id,
  userId: id,
  orderNumber: z.string(),
  money: minor,
  repaid: minor,
  /** 0 in progress (還款中), 1 finished (已結清). */
  status: z.union([z.literal(0), z.literal(1)]),
  createdAt: instant,
  finishedAt: instant.nullable(),
})

/** One repayment, which may settle several loans (oldest first). */
export const repaymentSchema = z.object({
  id,
  userId: id,
  orderNumber: z.string(),
  money: minor,
  at: instant,
})

export const couponSchema = z.object({
  id,
  userId: id,
  name: z.string(),
  money: minor,
  remark: z.string(),
  expiresAt: instant,
  usedAt: instant.nullable(),
  /** Given when it is used (the ledger entry's order number). */
  orderNumber: z.string(),
})

export type RechargeChannelRecord = z.infer<typeof rechargeChannelSchema>
export type DepositRecord = z.infer<typeof depositSchema>
export type WithdrawalRecord = z.infer<typeof withdrawalSchema>
export type BankCardRecord = z.infer<typeof bankCardSchema>
export type UsdtAddressRecord = z.infer<typeof usdtAddressSchema>
export type ExchangeRecord = z.infer<typeof exchangeSchema>
export type LoanRecord = z.infer<typeof loanSchema>
export type RepaymentRecord = z.infer<typeof repaymentSchema>
export type CouponRecord = z.infer<typeof couponSchema>

/** The money area's collections, created in every world. */
export function moneyCollections() {
  return {
    rechargeChannels: new Collection({ schema: rechargeChannelSchema }),
    deposits: new Collection({ schema: depositSchema }),
    withdrawals: new Collection({ schema: withdrawalSchema }),
    bankCards: new Collection({ schema: bankCardSchema }),
    usdtAddresses: new Collection({ schema: usdtAddressSchema }),
    exchanges: new Collection({ schema: exchangeSchema }),
    loans: new Collection({ schema: loanSchema }),
    repayments: new Collection({ schema: repaymentSchema }),
    coupons: new Collection({ schema: couponSchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof moneyCollections> {}
}
