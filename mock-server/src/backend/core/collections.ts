// The foundation's records (users, sessions, site settings, agents, the ledger, uploads)
// and the collections of a world (./collection.ts). Records are the mock's own model
// (minor units, hashes); handlers map them to the contract's shapes.
import { z } from 'zod'

import { Collection } from './collection.ts'
import { balanceNames, type LedgerKind } from './ledger-kinds.ts'
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
  /**
   * Every balance in minor units; `frozenTwd` is TWD held for pending requests and orders,
   * `settlingTwd` what filled purchases will pay when they settle (T+2).
   */
  balances: z.object({ twd: minor, usd: minor, usdt: minor, frozenTwd: minor, settlingTwd: minor }),
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
  /** One of the world's ledger kinds (the ledger checks it when it posts). */
  kind: z.custom<LedgerKind>((value) => typeof value === 'string'),
  /** What caused it, as `<record kind>:<id>` (e.g. `order:12`), shared by the entries of one posting. */
  ref: z.string(),
  at: z.number().int(),
})

export type UserRecord = z.infer<typeof userSchema>
export type SessionRecord = z.infer<typeof sessionSchema>
export type LedgerEntryRecord = z.infer<typeof ledgerEntrySchema>

/** The foundation's collections; each area adds its own (see core/area.ts). */
export function foundationCollections() {
  return {
    users: new Collection({ schema: userSchema }),
    sessions: new Collection({ schema: sessionSchema }),
    settings: new Collection({ schema: settingSchema }),
    agents: new Collection({ schema: agentSchema }),
    ledger: new Collection({ schema: ledgerEntrySchema }),
    uploads: new Collection({ schema: uploadSchema }),
  }
}

/**
 * Every collection of a world, by name. Each area adds its own to this interface where it
 * declares them (`declare module '../core/collections.ts'` in its records module), so the
 * core never imports an area.
 */
export interface Collections extends ReturnType<typeof foundationCollections> {}
