// The foundation of a new world: site settings, agents and the demo accounts with their
// opening balances (through the ledger). The demo accounts are fixed; the areas seed
// their own records after this (engine/build-world.ts).
import type { UserRecord } from './collections.ts'
import { type Movement, post } from './ledger.ts'
import { fromUnits } from './minor-units.ts'
import { hashPassword } from './passwords.ts'
import { demoAccounts, demoAgents, demoFundPassword, demoPassword, siteSettings } from './seed-data.ts'
import type { World } from './world.ts'

/** When the demo accounts were opened: 90 days before the world starts. */
const accountAgeMs = 90 * 24 * 60 * 60 * 1000

/** A seeded account's user, for an area's seed; a missing one is a broken seed. */
export function seededUser(world: World, account: string): UserRecord {
  const user = world.db.users.findFirst((q) => q.where({ account }))
  if (user === undefined) throw new Error(`seed: no demo user ${account}`)
  return user
}

export async function seedFoundation(world: World, now: number): Promise<void> {
  const { db } = world
  for (const setting of siteSettings) await db.settings.create({ ...setting })
  for (const agent of demoAgents) await db.agents.create({ ...agent })
  const openedAt = now - accountAgeMs
  for (const demo of demoAccounts) {
    // Fixed salts per demo account let every world share one hash computation.
    const passwordSalt = `demo-login-${demo.account}`
    const fundPasswordSalt = `demo-fund-${demo.account}`
    const user = await db.users.create({
      id: world.ids.next('user'),
      account: demo.account,
      passwordSalt,
      passwordHash: await hashPassword(demoPassword, passwordSalt),
      realname: demo.realname,
      idCard: demo.idCard,
      frontcard: demo.verification === 0 ? '' : `/storage/idcard/${demo.account}-front.jpg`,
      backcard: demo.verification === 0 ? '' : `/storage/idcard/${demo.account}-back.jpg`,
      verification: demo.verification,
      fundPasswordSalt,
      fundPasswordHash: demo.fundPassword ? await hashPassword(demoFundPassword, fundPasswordSalt) : null,
      fundPasswordGuard: { failures: [], lockedUntil: 0 },
      balances: { twd: 0, usd: 0, usdt: 0, frozenTwd: 0, settlingTwd: 0 },
      creditScore: demo.creditScore,
      inviteCode: demo.inviteCode,
      invitedBy: demoAgents[0].code,
      restrictions: {
        frozen: false,
        loginForbidden: false,
        tradingForbidden: false,
        withdrawalForbidden: false,
        ...demo.restrictions,
      },
      createdAt: openedAt,
    })
    // Opening balances go through the ledger like every other movement.
    const movements: Movement[] = [
      { balance: 'twd', amount: fromUnits(demo.twd), kind: 'opening' },
      { balance: 'usd', amount: fromUnits(demo.usd), kind: 'opening' },
      { balance: 'usdt', amount: fromUnits(demo.usdt), kind: 'opening' },
    ]
    await post(world, { user, movements, ref: `user:${user.id}`, at: openedAt })
  }
}
