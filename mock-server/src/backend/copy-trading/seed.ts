// The copy-trading area's part of a new world: four products (one unlisted, one past its deadline).
import type { World } from '../core/world.ts'

const dayMs = 24 * 60 * 60 * 1000

export async function seedCopyTrading(world: World, now: number): Promise<void> {
  const products = [
    { name: '穩健成長一號', trader: '王大明', minAmount: 1_000_000, dailyBasisPoints: 35, lockDays: 7, deadline: now + 20 * dayMs, listed: true },
    { name: '科技趨勢精選', trader: '林美華', minAmount: 5_000_000, dailyBasisPoints: 60, lockDays: 15, deadline: now + 10 * dayMs, listed: true },
    { name: '高息收益策略', trader: '陳建宏', minAmount: 2_000_000, dailyBasisPoints: 25, lockDays: 30, deadline: now + 30 * dayMs, listed: false },
    { name: '短線波段', trader: '張志豪', minAmount: 1_000_000, dailyBasisPoints: 80, lockDays: 3, deadline: now - dayMs, listed: true },
  ]
  for (const product of products) await world.db.copyProducts.create({ id: world.ids.next('copyProduct'), ...product })
}
