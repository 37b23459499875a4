// The block-trades area's part of a new world: four offers (one with a password, one closed).
import type { World } from '../core/world.ts'

export async function seedBlockTrades(world: World): Promise<void> {
  const blockOffers = [
    { symbol: '2882', discountPerMille: 960, minShares: 1_000, dailyLimit: 2, password: '', open: true },
    { symbol: '2330', discountPerMille: 970, minShares: 2_000, dailyLimit: 1, password: '', open: true },
    { symbol: '2317', discountPerMille: 950, minShares: 10_000, dailyLimit: 1, password: '8888', open: true },
    { symbol: '3008', discountPerMille: 940, minShares: 1_000, dailyLimit: 1, password: '', open: false },
  ]
  for (const offer of blockOffers) await world.db.blockOffers.create({ id: world.ids.next('blockOffer'), ...offer })
}
