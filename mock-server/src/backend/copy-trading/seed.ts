// The copy-trading area's part of a new world: four products, each following its trader's
// strategy on the world's market (one delisted, one past its deadline).
import type { World } from '../core/world.ts'
import type { Strategy } from './strategy.ts'

const dayMs = 24 * 60 * 60 * 1000

/** Defensive stocks (telecoms, financials, food and retail), held. */
const steadyGrowth: Strategy = {
  kind: 'basket',
  holdings: [
    { symbol: '2412', weight: 25 },
    { symbol: '2882', weight: 15 },
    { symbol: '2891', weight: 15 },
    { symbol: '1216', weight: 15 },
    { symbol: '2912', weight: 15 },
    { symbol: '3045', weight: 15 },
  ],
}

/** The three technology names that rose most over the last five days, rotated daily. */
const techTrend: Strategy = {
  kind: 'momentum',
  universe: ['2330', '2454', '2317', '2308', '2382', '3231', '6669', '2345', '2379', '3034', '2303', '3711'],
  lookback: 5,
  hold: 3,
}

/** High-dividend ETFs, held. */
const highYield: Strategy = {
  kind: 'basket',
  holdings: [
    { symbol: '0056', weight: 1 },
    { symbol: '00878', weight: 1 },
    { symbol: '00919', weight: 1 },
  ],
}

/** The two volatile names (shipping, memory, servers) that fell most yesterday, bought for a rebound. */
const swing: Strategy = {
  kind: 'reversal',
  universe: ['2603', '2609', '2615', '2344', '2337', '3231', '6669'],
  lookback: 1,
  hold: 2,
}

export async function seedCopyTrading(world: World, now: number): Promise<void> {
  const products = [
    {
      name: '穩健成長一號',
      trader: '王大明',
      minAmount: 1_000_000,
      strategy: steadyGrowth,
      lockDays: 7,
      deadline: now + 20 * dayMs,
      listed: true,
    },
    {
      name: '科技趨勢精選',
      trader: '林美華',
      minAmount: 5_000_000,
      strategy: techTrend,
      lockDays: 15,
      deadline: now + 10 * dayMs,
      listed: true,
    },
    {
      name: '高息收益策略',
      trader: '陳建宏',
      minAmount: 2_000_000,
      strategy: highYield,
      lockDays: 30,
      deadline: now + 30 * dayMs,
      listed: false,
    },
    {
      name: '短線波段',
      trader: '張志豪',
      minAmount: 1_000_000,
      strategy: swing,
      lockDays: 3,
      deadline: now - dayMs,
      listed: true,
    },
  ]
  for (const product of products) await world.db.copyProducts.create({ id: world.ids.next('copyProduct'), ...product })
}
