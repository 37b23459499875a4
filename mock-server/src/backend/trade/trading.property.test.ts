// Model-based property tests (fast-check): random sequences of buys, sells, cancels,
// day-trading applications and clock moves, through the backend core, keep every
// invariant of the issue - cash never negative and equal to its ledger entries, holdings
// never negative, sellable never above held, every fill recorded once, order states only
// moving forward, and the frozen cash exactly what pending buys hold.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { admin, login, post, testBackend, type Login } from '../../test-support.ts'
import type { Backend } from '../engine/backend.ts'
import { ledgerProblems } from '../core/ledger.ts'
import type { World } from '../core/world.ts'
import { stateOf } from '../market/engine.ts'
import { findInstrument, kindOf } from '../market/instruments.ts'
import type { OrderRecord } from './records.ts'
import { formatCents, stepPrice } from '#rules/market.ts'

interface Real {
  backend: Backend
  investor: Login
  world: World
}

/** What the model remembers: each order's last status, to check that states only move forward. */
interface Model {
  statuses: Map<number, OrderRecord['status']>
}

const forward: Record<OrderRecord['status'], readonly OrderRecord['status'][]> = {
  pending: ['pending', 'filled', 'cancelled', 'expired'],
  filled: ['filled'],
  cancelled: ['cancelled'],
  expired: ['expired'],
}

const symbols = ['2317', '2303', '0050', '2884', '00878', '2330', '2603'] as const

function checkInvariants(model: Model, { world }: Real): void {
  expect(ledgerProblems(world)).toEqual([])
  const user = world.db.users.findFirst((q) => q.where({ account: '0912345678' }))
  expect(user?.balances.twd).toBeGreaterThanOrEqual(0)
  const orders = world.db.orders.findMany((q) => q.where({ userId: user?.id ?? 0 }))
  // The frozen cash is exactly what pending opening orders hold.
  const held = orders.filter((order) => order.status === 'pending' && order.opens).reduce((sum, order) => sum + order.hold, 0)
  expect(user?.balances.frozenTwd).toBe(held)
  for (const order of orders) {
    const previous = model.statuses.get(order.id)
    if (previous !== undefined) expect(forward[previous], `order ${order.id}: ${previous} -> ${order.status}`).toContain(order.status)
    model.statuses.set(order.id, order.status)
    // Every fill is recorded once: one cost or proceeds entry for a filled order, none otherwise.
    const entries = world.db.ledger.findMany((q) => q.where({ ref: `order:${order.id}` })).filter((entry) => entry.kind === 'buy' || entry.kind === 'sell')
    expect(entries.length, `fill entries of order ${order.id} (${order.status})`).toBe(order.status === 'filled' ? 1 : 0)
  }
  for (const position of world.db.positions.all()) {
    expect(position.shares).toBeGreaterThanOrEqual(0)
    expect(position.reserved).toBeGreaterThanOrEqual(0)
    expect(position.reserved).toBeLessThanOrEqual(position.shares)
    const sold = orders.filter((order) => !order.opens && order.positionId === position.id && order.status === 'filled').reduce((sum, order) => sum + order.shares, 0)
    expect(position.shares).toBe(position.openedShares - sold)
    expect(position.status === 'closed').toBe(position.shares === 0)
  }
}

async function rows(real: Real): Promise<Array<{ id: number; status: number; stock_num: number; sellable: number; lingu: number }>> {
  const reply = await post(real.backend, '/trade/userstocklist', { type: 'tw' }, real.investor.headers)
  return reply.body.status === 1 ? (reply.body.data as never) : []
}

type Command = fc.AsyncCommand<Model, Real>

/** A command with a readable name (shown when fast-check shrinks a failing sequence). */
const command = (name: string, run: (model: Model, real: Real) => Promise<void>): Command => ({ check: () => true, run, toString: () => name })

/** `price` moved by `ticks` ticks of its instrument. */
function priceAway(symbol: string, price: number, ticks: number): number {
  const instrument = findInstrument(symbol)
  if (instrument === undefined) throw new Error(symbol)
  let moved = price
  for (let step = 0; step < Math.abs(ticks); step += 1) moved = stepPrice(kindOf(instrument), moved, ticks > 0 ? 1 : -1)
  return moved
}

interface BuyChoice {
  symbol: string
  quantity: number
  odd: boolean
  /** Ticks from the last price for a limit order; undefined for a market order. */
  ticks: number | undefined
  condition: 'ROD' | 'IOC' | 'FOK'
  dayTrade: boolean
}

const buyCommand = (choice: BuyChoice) =>
  command(`buy ${JSON.stringify(choice)}`, async (model, real) => {
    const state = stateOf(real.world.seed, choice.symbol, real.world.clock.now())
    if (state === undefined) throw new Error(choice.symbol)
    await post(
      real.backend,
      '/trade/buy_stock',
      {
        symbol: choice.symbol,
        zhang: choice.quantity,
        ganggan: 1,
        buyzd: 1,
        buy_price: formatCents(priceAway(choice.symbol, state.price, choice.ticks ?? 0)),
        gdlx: choice.ticks === undefined ? 1 : 2,
        type: 'tw',
        lingu: choice.odd ? 1 : 0,
        wttj: choice.condition,
        other_type: choice.dayTrade ? 1 : 0,
      },
      real.investor.headers,
    )
    checkInvariants(model, real)
    for (const row of await rows(real)) expect(row.sellable).toBeLessThanOrEqual(row.stock_num)
  })

const sellCommand = (pick: number, part: number | undefined, ticks: number | undefined) =>
  command(`sell #${pick} part ${part} ticks ${ticks}`, async (model, real) => {
    const holdings = (await rows(real)).filter((row) => row.status === 1)
    const holding = holdings[pick % Math.max(1, holdings.length)]
    const body: Record<string, unknown> = { id: holding?.id ?? 999 }
    if (part !== undefined) body.zhang = part
    const position = real.world.db.positions.findFirst((q) => q.where({ id: holding?.id ?? 0 }))
    const state = position === undefined ? undefined : stateOf(real.world.seed, position.symbol, real.world.clock.now())
    if (ticks !== undefined && position !== undefined && state !== undefined) {
      Object.assign(body, { gdlx: 2, sell_price: formatCents(priceAway(position.symbol, state.price, ticks)) })
    }
    await post(real.backend, '/trade/sell_stock', body, real.investor.headers)
    checkInvariants(model, real)
  })

const cancelCommand = (pick: number) =>
  command(`cancel #${pick}`, async (model, real) => {
    const orders = real.world.db.orders.all()
    await post(real.backend, '/trade/cancel_stock', { id: orders[pick % Math.max(1, orders.length)]?.id ?? 1 }, real.investor.headers)
    checkInvariants(model, real)
  })

const waitCommand = (minutes: number) =>
  command(`wait ${minutes} min`, async (model, real) => {
    await admin(real.backend, 'POST', '/clock', { advanceMs: minutes * 60_000 })
    // Any call brings the world up to its clock.
    await rows(real)
    checkInvariants(model, real)
  })

const commands = [
  fc
    .record({
      symbol: fc.constantFrom(...symbols),
      quantity: fc.integer({ min: 1, max: 3 }),
      odd: fc.boolean(),
      ticks: fc.option(fc.integer({ min: -4, max: 4 }), { nil: undefined }),
      condition: fc.constantFrom<BuyChoice['condition']>('ROD', 'ROD', 'IOC', 'FOK'),
      dayTrade: fc.boolean(),
    })
    .map((choice) => buyCommand({ ...choice, quantity: choice.odd ? choice.quantity * 150 : choice.quantity })),
  fc
    .tuple(fc.nat(20), fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }), fc.option(fc.integer({ min: -3, max: 5 }), { nil: undefined }))
    .map(([pick, part, ticks]) => sellCommand(pick, part, ticks)),
  fc.nat(30).map(cancelCommand),
  fc.constantFrom(1, 7, 16, 45, 120, 240, 900, 1440).map(waitCommand),
]

describe('trading invariants over random command sequences', () => {
  it('hold for every sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (sequence) => {
        const { backend } = testBackend()
        const investor = await login(backend)
        const real: Real = { backend, investor, world: await backend.worlds.get('default') }
        const model: Model = { statuses: new Map() }
        checkInvariants(model, real)
        await fc.asyncModelRun(() => ({ model, real }), sequence)
      }),
      { numRuns: 40 },
    )
  }, 120_000)
})
