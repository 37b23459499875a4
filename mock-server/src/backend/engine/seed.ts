// Fills a new world from its seed. The demo accounts are fixed; anything that varies by
// seed draws from the world's Random, so the same seed gives the same world. Each area
// seeds its own records in its own section, after the foundation's.
import { seedAccountArea } from '../account/seed.ts'
import { seedFavourites } from '../favorites/seed.ts'
import { fromUnits } from '../core/minor-units.ts'
import { post, type Movement } from '../core/ledger.ts'
import { seedMoney } from '../money/seed.ts'
import { seedNewShares } from '../new-shares/seed.ts'
import { hashPassword } from '../core/passwords.ts'
import { seedMarkets } from '../trade/seed.ts'
import { demoAccounts, demoAgents, demoFundPassword, demoPassword, siteSettings } from '../core/seed-data.ts'
import type { World } from '../core/world.ts'

/** When the demo accounts were opened: 90 days before the world starts. */
const accountAgeMs = 90 * 24 * 60 * 60 * 1000

export async function seedWorld(world: World): Promise<void> {
  const now = world.clock.now()
  await seedFoundation(world, now)
  // --- markets and trading (issue 3)
  await seedMarkets(world)
  // --- favourites, search, news (issue 4)
  await seedFavourites(world, now)
  // --- money (issue 5)
  await seedMoney(world, now)
  // --- account (issue 6)
  await seedAccountArea(world, now)
  // --- new shares, block trades, copy trading (issue 7)
  await seedNewShares(world, now)
}

async function seedFoundation(world: World, now: number): Promise<void> {
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
      balances: { twd: 0, usd: 0, usdt: 0, frozenTwd: 0 },
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
