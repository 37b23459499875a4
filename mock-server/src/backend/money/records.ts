// The money area's records (minor units, instants in ms). Handlers map them to the
// contract's shapes; the collections are created in collections.ts (money section).
import { z } from 'zod'

import { Collection } from '../core/collection.ts'

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
  /** Its name in English (empty when the broker gave none). */
  nameEn: z.string().default(''),
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
  channelNameEn: z.string().default(''),
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
  /** The principal borrowed. */
  money: minor,
  /** The principal repaid. */
  repaid: minor,
  /**
   * The term chosen at borrowing, in days, and its daily interest in parts per million of the
   * principal outstanding.
   */
  termDays: z.number().int().positive(),
  dailyRatePpm: z.number().int().nonnegative(),
  /** Borrowing instant + term: repaid in full by then, the loan was on time; past it unpaid, it is overdue. */
  dueAt: instant,
  /** Interest accrued so far (one charge per full day since borrowing), and how much of it is paid. */
  interest: minor,
  interestPaid: minor,
  /** Full days charged so far (the settler charges the days the clock has completed since). */
  daysCharged: z.number().int().nonnegative(),
  /** When it passed its due time unpaid (and cost the credit score), null while it has not. */
  overdueAt: instant.nullable(),
  /** 0 in progress (還款中), 1 finished (已結清): principal and interest repaid. */
  status: z.union([z.literal(0), z.literal(1)]),
  createdAt: instant,
  finishedAt: instant.nullable(),
})

/** One repayment, which may settle several loans (oldest first, each its interest before its principal). */
export const repaymentSchema = z.object({
  id,
  userId: id,
  orderNumber: z.string(),
  money: minor,
  /** The parts of `money` that paid interest and principal. */
  interest: minor,
  principal: minor,
  at: instant,
})

const ratePair = z.object({ buy: z.number().int().positive(), sell: z.number().int().positive() })

/** What the steering API has set of the money area in this world (one record, id 1). */
export const moneySteeringSchema = z.object({
  id,
  /** Rates fixed by `POST /__mock/rates`; null while the rates follow their walk. */
  pinnedRates: z.object({ USD: ratePair, USDT: ratePair }).nullable(),
  /** The lending channel: open by its hours, or held open or closed by `POST /__mock/loan-channel`. */
  loanChannel: z.enum(['hours', 'open', 'closed']),
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
export type MoneySteeringRecord = z.infer<typeof moneySteeringSchema>

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
    moneySteering: new Collection({ schema: moneySteeringSchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof moneyCollections> {}
}
