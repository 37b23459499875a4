// Fills a new world's collections from its seed. The demo accounts are fixed; anything
// that varies by seed draws from the world's Random, so the same seed gives the same world.
import type { Collections } from './collections.ts'
import { fromUnits } from './money.ts'
import { hashPassword } from './passwords.ts'
import type { Random } from './random.ts'
import { demoAccounts, demoAgents, demoFundPassword, demoPassword, siteSettings } from './seed-data.ts'

export async function seedWorld(db: Collections, _random: Random, now: number): Promise<void> {
  for (const setting of siteSettings) await db.settings.create({ ...setting })
  for (const agent of demoAgents) await db.agents.create({ ...agent })
  let id = 1
  for (const demo of demoAccounts) {
    // Fixed salts per demo account let every world share one hash computation.
    const passwordSalt = `demo-login-${demo.account}`
    const fundPasswordSalt = `demo-fund-${demo.account}`
    await db.users.create({
      id: id++,
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
      balances: { twd: fromUnits(demo.twd), usd: fromUnits(demo.usd), usdt: fromUnits(demo.usdt), frozenTwd: 0 },
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
      createdAt: now - 90 * 24 * 60 * 60 * 1000,
    })
  }
}
