// The activities area's part of a new world: the demo investor's recent sign-ins and
// lottery chances. Nothing here moves money.
import { seededUser } from '../core/seed.ts'
import { calendarDay } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { addLotteryChances } from './lottery.ts'

const dayMs = 24 * 60 * 60 * 1000

/** The demo investor (0912345678): signed in on the 6 days before the world starts. */
export const seededSignins = { account: '0912345678', days: 6 } as const
/** Lottery chances the demo investor starts with. */
export const seededLotteryChances = { account: '0912345678', chances: 3 } as const

export async function seedActivities(world: World, now: number): Promise<void> {
  const investor = seededUser(world, seededSignins.account)
  for (let daysAgo = seededSignins.days; daysAgo >= 1; daysAgo--) {
    const at = now - daysAgo * dayMs
    await world.db.signins.create({ id: world.ids.next('signin'), userId: investor.id, day: calendarDay(at), at })
  }
  await addLotteryChances(world, seededUser(world, seededLotteryChances.account).id, seededLotteryChances.chances)
}
