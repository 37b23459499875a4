// What the passage of world time does on its own: orders filling, new shares drawn,
// deposits auto-reviewed... Each area registers one settler in its section. The
// dispatcher runs them all, in this order, before a valid call's handler (inside the
// world's exclusive section), so that state always reflects the world clock when a call
// reads it, however far the clock was moved. A settler must be idempotent for a given
// `now` and never move anything backwards.
import { settleMarket } from '../trade/settle.ts'
import { approveOverdueReviews } from '../money/auto-reviews.ts'
import { settleCopyTrading } from '../copy-trading/products.ts'
import { settleNewShares } from '../new-shares/offerings.ts'
import type { World } from '../core/world.ts'

export type Settler = (world: World, now: number) => Promise<void>

export const settlers: readonly Settler[] = [
  // --- markets and trading (issue 3)
  settleMarket,
  // --- money (issue 5)
  approveOverdueReviews,
  // --- account (issue 6)
  // --- new shares, block trades, copy trading (issue 7)
  settleNewShares,
  settleCopyTrading,
]

/** Brings the world up to `now`. */
export async function settle(world: World, now: number): Promise<void> {
  for (const settler of settlers) await settler(world, now)
}
