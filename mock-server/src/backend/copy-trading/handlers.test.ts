// Copy trading through the backend core: products follow their strategies on the world's
// market, subscriptions are worth what the strategy made since they started, and the
// payout at the end of the lock is that, exactly, through the ledger (less after a loss).
import { describe, expect, it } from 'vitest'

import { admin, demo, login, post, settledSnapshot, snapshot, testBackend } from '../../test-support.ts'
import { ledgerProblems } from '../core/ledger.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { formatUnitValue, recentCloses, settleCopyTrading } from './products.ts'
import { valueAt, worth } from './strategy.ts'

interface Product {
  id: number
  name: string
  state: number
  listed: number
  end: string
  dprofit: string
  strategy: string
  symbols: string[]
  nav: string
  recent: Array<{ date: string; nav: string }>
  recent_return: string
}

interface Subscription {
  id: number
  name: string
  dprofit: string
  money: string
  profit: string
  value: string
  profit_rate: string
  start_nav: string
  nav: string
  state: number
  end_time: string
}

async function setUp(seed?: number) {
  const { backend, problems } = testBackend(seed === undefined ? {} : { seed })
  const session = await login(backend, demo.investor)
  const call = async (path: string, body: unknown) => (await post(backend, path, body, session.headers)).body
  const world = await backend.worlds.get('default')
  const balance = async () => ((await call('/user/getUserinfo', {})).data as { money: string }).money
  const clock = (set: string) => admin(backend, 'POST', '/clock', { set })
  const products = async () => (await call('/trade/productlist', {})).data as Product[]
  const mine = async () => (await call('/trade/userproductlist', {})).data as Subscription[]
  const strategyOf = (id: number) => world.db.copyProducts.findFirst((q) => q.where({ id }))!.strategy
  return { backend, problems, call, world, balance, clock, products, mine, strategyOf }
}

describe('copy-trading products', () => {
  it('lists products with their strategy; a delisted one or one past its deadline takes nothing', async () => {
    const { call, world, products, problems } = await setUp()
    // 高息收益策略 is delisted with its deadline in December: closed and not listed; 短線波段 is
    // listed and closed: past its deadline.
    expect(
      (await products()).map((row) => [row.name, row.state, row.listed, row.strategy, row.end.slice(0, 10)]),
    ).toEqual([
      ['穩健成長一號', 1, 1, 'basket', '2026-12-13'],
      ['科技趨勢精選', 1, 1, 'momentum', '2026-12-03'],
      ['高息收益策略', 0, 0, 'basket', '2026-12-23'],
      ['短線波段', 0, 1, 'reversal', '2026-11-22'],
    ])
    const before = snapshot(world)
    expect((await call('/trade/buy_product', { id: 3, money: '50000' })).msg).toBe('產品已下架或已過跟單截止時間')
    expect((await call('/trade/buy_product', { id: 4, money: '50000' })).msg).toBe('產品已下架或已過跟單截止時間')
    expect((await call('/trade/buy_product', { id: 1, money: '0' })).msg).toBe('請輸入跟單金額')
    expect((await call('/trade/buy_product', { id: 1, money: '9999.99' })).msg).toBe('低於最低跟單金額')
    expect((await call('/trade/buy_product', { id: 1, money: '99000000' })).msg).toBe('餘額不足')
    expect(snapshot(world)).toBe(before)
    expect(problems).toEqual([])
  })

  it('shows each strategy’s unit value and last 20 closes, with the return and daily rate over them', async () => {
    const { products, world, strategyOf } = await setUp()
    for (const product of await products()) {
      expect(product.nav).toBe(formatUnitValue(valueAt(world.seed, strategyOf(product.id), world.clock.now())))
      expect(product.recent).toHaveLength(recentCloses)
      // The closes before Monday 2026-11-23 09:30: the last is Friday's, the anchor day (1.0000).
      expect(product.recent.at(-1)).toEqual({ date: '2026-11-20', nav: '1.0000' })
      // Twenty trading days back, past the holiday of Monday 2026-10-26 (the TWSE calendar).
      expect(product.recent[0]?.date).toBe('2026-10-23')
      expect(product.recent_return).toMatch(/^-?\d+\.\d{2}$/)
    }
    // The momentum basket's list is its universe; a basket's, its holdings.
    expect((await products())[0]?.symbols).toEqual(['2412', '2882', '2891', '1216', '2912', '3045'])
  })

  it("moves with the market: the products' values change as the clock moves, and differ with the seed", async () => {
    const { products, clock } = await setUp()
    const first = (await products()).map((row) => row.nav)
    await clock('2026-11-25T11:00:00+08:00')
    const later = (await products()).map((row) => row.nav)
    expect(later).not.toEqual(first)
    const other = await setUp(7)
    expect((await other.products()).map((row) => row.nav)).not.toEqual(first)
    // The same seed and instant: the same values.
    const again = await setUp()
    expect((await again.products()).map((row) => row.nav)).toEqual(first)
  })
})

describe('a subscription', () => {
  it('is worth the amount times the strategy’s return since it started, paid out when the lock ends', async () => {
    const { call, clock, balance, world, mine, strategyOf } = await setUp()
    const start = world.clock.now()
    const startValue = valueAt(world.seed, strategyOf(1), start)
    const bought = (await call('/trade/buy_product', { id: 1, money: '100000' })).data as Subscription
    expect(bought).toMatchObject({
      money: '100000.00',
      value: '100000.00',
      profit: '0.00',
      profit_rate: '0.00',
      state: 0,
      end_time: '2026-11-30 09:30:00',
      start_nav: formatUnitValue(startValue),
    })
    expect(await balance()).toBe('900000.00')

    // Three days later it is worth what the basket made since.
    await clock('2026-11-26T10:00:00+08:00')
    const running = (await mine())[0]!
    const valueNow = worth(10_000_000, startValue, valueAt(world.seed, strategyOf(1), world.clock.now()))
    expect(running).toMatchObject({
      state: 0,
      value: toDecimalString(valueNow),
      profit: toDecimalString(valueNow - 10_000_000),
    })
    expect(running.value).not.toBe('100000.00')

    // After the lock: paid out at the unlock instant's value, once, through the ledger.
    await clock('2026-12-05T10:00:00+08:00')
    const unlockedValue = valueAt(world.seed, strategyOf(1), Date.parse('2026-11-30T09:30:00+08:00'))
    const payout = worth(10_000_000, startValue, unlockedValue)
    const ended = (await mine())[0]!
    expect(ended).toMatchObject({
      state: 1,
      value: toDecimalString(payout),
      profit: toDecimalString(payout - 10_000_000),
      nav: formatUnitValue(unlockedValue),
    })
    expect(await balance()).toBe(toDecimalString(90_000_000 + payout))
    const entries = world.db.ledger.all().filter((entry) => entry.ref === `copy:${bought.id}`)
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['copy_subscribe', -10_000_000],
      ['copy_payout', payout],
    ])
    expect(ledgerProblems(world)).toEqual([])
    expect(await settledSnapshot(world)).toBe(snapshot(world))
  })

  it('tells the engine when its next lock ends, so settling waits for it', async () => {
    const { call, clock, world } = await setUp()
    expect(await settleCopyTrading(world, world.clock.now())).toBe(Infinity)
    await call('/trade/buy_product', { id: 1, money: '100000' })
    expect(await settleCopyTrading(world, world.clock.now())).toBe(Date.parse('2026-11-30T09:30:00+08:00'))
    // Paid out once the clock passes it: nothing more to do.
    await clock('2026-12-01T09:00:00+08:00')
    expect(await settleCopyTrading(world, world.clock.now())).toBe(Infinity)
  })

  it('can lose: 穩健成長一號 followed from the world’s start pays back less than was put in', async () => {
    const { call, clock, balance, mine } = await setUp()
    await call('/trade/buy_product', { id: 1, money: '100000' })
    await clock('2026-12-01T09:00:00+08:00')
    const ended = (await mine())[0]!
    expect(ended.state).toBe(1)
    expect(Number(ended.profit)).toBeLessThan(0)
    expect(Number(ended.profit_rate)).toBeLessThan(0)
    expect(Number(await balance())).toBeLessThan(1_000_000)
  })

  it('keeps its value once paid out, however the market moves afterwards', async () => {
    const { call, clock, mine } = await setUp()
    await call('/trade/buy_product', { id: 1, money: '100000' })
    await clock('2026-12-01T09:00:00+08:00')
    const paid = (await mine())[0]!
    await clock('2027-01-15T10:00:00+08:00')
    // Only the product's current daily rate (dprofit) follows the market still.
    expect({ ...(await mine())[0], dprofit: paid.dprofit }).toEqual(paid)
  })
})

describe('strategies over the seeded market', () => {
  it('some products lose over some periods and gain over others', async () => {
    const { world, strategyOf } = await setUp()
    const outcomes = new Set<number>()
    for (const id of [1, 2, 3, 4]) {
      const lock = world.db.copyProducts.findFirst((q) => q.where({ id }))!.lockDays
      for (
        let start = Date.parse('2026-11-23T09:30:00+08:00');
        start < Date.parse('2026-12-31T09:30:00+08:00');
        start += 86_400_000
      ) {
        const result = worth(
          100_000_00,
          valueAt(world.seed, strategyOf(id), start),
          valueAt(world.seed, strategyOf(id), start + lock * 86_400_000),
        )
        outcomes.add(Math.sign(result - 100_000_00))
      }
    }
    expect(outcomes).toContain(-1)
    expect(outcomes).toContain(1)
  })

  it('give the same values for the same seed and instant, whatever was asked before', async () => {
    const { world, strategyOf } = await setUp()
    const at = Date.parse('2026-12-08T11:15:00+08:00')
    const first = [1, 2, 3, 4].map((id) => valueAt(world.seed, strategyOf(id), at))
    for (const id of [1, 2, 3, 4]) valueAt(world.seed, strategyOf(id), Date.parse('2027-03-01T10:00:00+08:00'))
    expect([1, 2, 3, 4].map((id) => valueAt(world.seed, strategyOf(id), at))).toEqual(first)
  })
})

describe('payout arithmetic', () => {
  it.each([
    [10_000_000, 100_000_000, 100_000_000, 10_000_000],
    [10_000_000, 100_000_000, 101_234_567, 10_123_456],
    [10_000_000, 99_630_000, 99_110_000, 9_947_806],
    [1, 100_000_000, 99_999_999, 0],
    // Beyond 2^53 in between: integer arithmetic, no float rounding.
    [999_999_999_999_99, 123_456_789, 234_567_891, 1_899_999_934_389_98],
  ])('%i put in at %i and taken out at %i is %i (rounded down, exactly)', (amount, startValue, value, expected) => {
    expect(worth(amount, startValue, value)).toBe(expected)
  })
})
