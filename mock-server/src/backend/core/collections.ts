// The record types of a world and the @msw/data collections that hold them. Records are
// the mock's own model (minor units, hashes); handlers map them to the contract's shapes.
import { Collection } from '@msw/data'
import { z } from 'zod'
import * as account from '../account/records.ts'
import * as favourites from '../favorites/records.ts'
import { balanceNames, ledgerKinds } from './ledger-kinds.ts'
import { dayTradingApplicationSchema, orderSchema, positionSchema, tradingPermissionSchema } from '../trade/records.ts'
import * as money from '../money/records.ts'
import * as newShares from '../new-shares/records.ts'
import { uploadSchema } from './uploads.ts'

const minor = z.number().int()

export const userSchema = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  passwordSalt: z.string(),
  passwordHash: z.string(),
  realname: z.string(),
  idCard: z.string(),
  frontcard: z.string(),
  backcard: z.string(),
  /** is_true on the wire: 0 not verified, 1 verified, 2 rejected, 3 under review. */
  verification: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  fundPasswordSalt: z.string(),
  fundPasswordHash: z.string().nullable(),
  /** Recent wrong fund passwords (instants) and until when the fund password is locked (fund-password.ts). */
  fundPasswordGuard: z.object({ failures: z.array(z.number().int()), lockedUntil: z.number().int() }),
  /** Every balance in minor units; `frozenTwd` is TWD held for pending requests and orders. */
  balances: z.object({ twd: minor, usd: minor, usdt: minor, frozenTwd: minor }),
  creditScore: z.number().int().min(0).max(100),
  inviteCode: z.string(),
  invitedBy: z.string(),
  restrictions: z.object({
    frozen: z.boolean(),
    loginForbidden: z.boolean(),
    tradingForbidden: z.boolean(),
    withdrawalForbidden: z.boolean(),
  }),
  createdAt: z.number().int(),
})

export const sessionSchema = z.object({
  token: z.string(),
  userId: z.number().int(),
  account: z.string(),
  createdAt: z.number().int(),
})

export const settingSchema = z.object({
  name: z.string(),
  value: z.string(),
})

/** Invitation codes of agents (members' own codes live on their user records). */
export const agentSchema = z.object({
  code: z.string(),
  name: z.string(),
})

/**
 * One movement of one balance (see ledger.ts). Every change of a user's `balances` has
 * exactly one entry per balance it moves, so each balance equals the sum of its entries.
 */
export const ledgerEntrySchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  balance: z.enum(balanceNames),
  /** Signed, in minor units; never 0. */
  amount: minor,
  /** The balance after this entry. */
  balanceAfter: minor,
  kind: z.enum(ledgerKinds),
  /** What caused it, as `<record kind>:<id>` (e.g. `order:12`), shared by the entries of one posting. */
  ref: z.string(),
  at: z.number().int(),
})

export type UserRecord = z.infer<typeof userSchema>
export type SessionRecord = z.infer<typeof sessionSchema>
export type LedgerEntryRecord = z.infer<typeof ledgerEntrySchema>

// Each area keeps its record schemas in its own module and adds its collections here, in
// its own section, so that areas grow without touching each other's lines.
export function createCollections() {
  return {
    // --- foundation: users, sessions, site settings, the ledger
    users: new Collection({ schema: userSchema }),
    sessions: new Collection({ schema: sessionSchema }),
    settings: new Collection({ schema: settingSchema }),
    agents: new Collection({ schema: agentSchema }),
    ledger: new Collection({ schema: ledgerEntrySchema }),
    uploads: new Collection({ schema: uploadSchema }),
    // --- markets and trading (issue 3)
    orders: new Collection({ schema: orderSchema }),
    positions: new Collection({ schema: positionSchema }),
    dayTradingApplications: new Collection({ schema: dayTradingApplicationSchema }),
    tradingPermissions: new Collection({ schema: tradingPermissionSchema }),
    // --- favourites, search, news (issue 4)
    watchlist: new Collection({ schema: favourites.watchlistEntrySchema }),
    news: new Collection({ schema: favourites.newsItemSchema }),
    // --- money (issue 5)
    rechargeChannels: new Collection({ schema: money.rechargeChannelSchema }),
    deposits: new Collection({ schema: money.depositSchema }),
    withdrawals: new Collection({ schema: money.withdrawalSchema }),
    bankCards: new Collection({ schema: money.bankCardSchema }),
    usdtAddresses: new Collection({ schema: money.usdtAddressSchema }),
    exchanges: new Collection({ schema: money.exchangeSchema }),
    loans: new Collection({ schema: money.loanSchema }),
    repayments: new Collection({ schema: money.repaymentSchema }),
    coupons: new Collection({ schema: money.couponSchema }),
    // --- account (issue 6)
    identitySubmissions: new Collection({ schema: account.identitySubmissionSchema }),
    loginPasswordGuards: new Collection({ schema: account.loginPasswordGuardSchema }),
    notices: new Collection({ schema: account.noticeSchema }),
    noticeReads: new Collection({ schema: account.noticeReadSchema }),
    texts: new Collection({ schema: account.serverTextSchema }),
    signins: new Collection({ schema: account.signinSchema }),
    signinClaims: new Collection({ schema: account.signinClaimSchema }),
    lotteryChances: new Collection({ schema: account.lotteryChanceSchema }),
    lotteryDraws: new Collection({ schema: account.lotteryDrawSchema }),
    // --- new shares, block trades, copy trading (issue 7)
    offerings: new Collection({ schema: newShares.offeringSchema }),
    subscriptions: new Collection({ schema: newShares.subscriptionSchema }),
    blockOffers: new Collection({ schema: newShares.blockOfferSchema }),
    blockPurchases: new Collection({ schema: newShares.blockPurchaseSchema }),
    copyProducts: new Collection({ schema: newShares.copyProductSchema }),
    copySubscriptions: new Collection({ schema: newShares.copySubscriptionSchema }),
  }
}

export type Collections = ReturnType<typeof createCollections>
