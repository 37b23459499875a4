// The favorites area's part of a new world: the demo investor's watchlist.
import type { World } from '../core/world.ts'
import { defaultGroupId } from './records.ts'

/** The demo investor's watchlist, top first. */
export const demoWatchlist = ['2330', '2317', '2454', '0050', '2882'] as const

const demoInvestor = '0912345678'

export async function seedFavorites(world: World, now: number): Promise<void> {
  const investor = world.db.users.findFirst((q) => q.where({ account: demoInvestor }))
  if (investor !== undefined) {
    for (const [index, symbol] of demoWatchlist.entries()) {
      await world.db.watchlist.create({
        userId: investor.id,
        groupId: defaultGroupId,
        symbol,
        position: index + 1,
        addedAt: now - (demoWatchlist.length - index) * 24 * 60 * 60 * 1000,
      })
    }
  }
}
