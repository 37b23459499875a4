// The record types of a world and the @msw/data collections that hold them. Records are
// the mock's own model (minor units, hashes); handlers map them to the contract's shapes.
import { Collection } from '@msw/data'
import { z } from 'zod'

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

export type UserRecord = z.infer<typeof userSchema>
export type SessionRecord = z.infer<typeof sessionSchema>

export function createCollections() {
  return {
    users: new Collection({ schema: userSchema }),
    sessions: new Collection({ schema: sessionSchema }),
    settings: new Collection({ schema: settingSchema }),
    agents: new Collection({ schema: agentSchema }),
  }
}

export type Collections = ReturnType<typeof createCollections>
