// Model-based property tests (fast-check): random sequences of buys (cash, margin
// purchases, short sales; some larger than the book's depth), sells, cancels and clock
// moves, through the backend core, keep every invariant of the issue - cash never negative
// and equal to its ledger entries, holdings never negative, sellable never above held,
// every fill recorded once and settled once (T+2), order states only moving forward, and
// the frozen and settling cash exactly what pending orders hold and unsettled buys will pay.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatCents, stepPrice } from '#rules/market.ts'

import { admin, type Login, login, post, testBackend } from '../../test-support.ts'
import { ledgerProblems } from '../core/ledger.ts'
import type { World } from '../core/world.ts'
import type { Backend } from '../engine/backend.ts'
import { bookAt, stateOf } from '../market/engine.ts'
import { findInstrument, kindOf } from '../market/instruments.ts'
import type { OrderRecord } from './records.ts'

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
  pending: ['pending', 'filled', 'cancelled', 'expired', 'refused'],
  filled: ['filled'],
  cancelled: ['cancelled'],
  expired: ['expired'],
  refused: ['refused'],
}

const symbols = ['2317', '2303', '0050', '2884', '00878', '2330', '2603', '5483', '00940'] as const

/** The ledger kinds that move a fill's principal (its cost or its proceeds) when it settles. */
const principalKinds = new Set(['buy', 'sell', 'short_deposit', 'short_return'])

function checkInvariants(model: Model, { world }: Real): void {
  expect(ledgerProblems(world)).toEqual([])
  const user = world.db.users.findFirst((q) => q.where({ account: '0912345678' }))
  expect(user?.balances.twd).toBeGreaterThanOrEqual(0)
  const orders = world.db.orders.findMany((q) => q.where({ userId: user?.id ?? 0 }))
  const settlements = world.db.settlements.findMany((q) => q.where({ userId: user?.id ?? 0 }))
  // The frozen cash is exactly what pending opening orders hold, the settling cash what unsettled buys will pay.
  const held = orders
    .filter((order) => order.status === 'pending' && order.opens)
    .reduce((sum, order) => sum + order.hold, 0)
  const toPay = settlements
    .filter((each) => each.status === 'pending' && each.side === 'pay')
    .reduce((sum, each) => sum + each.amount, 0)
  expect(user?.balances.frozenTwd).toBe(held)
  expect(user?.balances.settlingTwd).toBe(toPay)
  // Nothing due is left unsettled once a call has brought the world up to its clock.
  expect(settlements.filter((each) => each.status === 'pending' && each.dueAt <= world.clock.now())).toEqual([])
  for (const order of orders) {
    const previous = model.statuses.get(order.id)
    if (previous !== undefined)
      expect(forward[previous], `order ${order.id}: ${previous} -> ${order.status}`).toContain(order.status)
    model.statuses.set(order.id, order.status)
    expect(order.filledShares).toBeLessThanOrEqual(order.shares)
    expect(order.status === 'filled').toBe(order.filledShares === order.shares)
    if (order.status !== 'pending') expect(order.hold).toBe(0)
    // Every fill is recorded once: its settlements carry exactly the shares filled, and each
    // settled one has posted its principal to the ledger once.
    const own = settlements.filter((each) => each.orderId === order.id)
    expect(
      own.reduce((sum, each) => sum + each.shares, 0),
      `settled shares of order ${order.id}`,
    ).toBe(order.filledShares)
    const principals = world.db.ledger
      .findMany((q) => q.where({ ref: `order:${order.id}` }))
      .filter((entry) => principalKinds.has(entry.kind))
    const settledWithPrincipal = own.filter(
      (each) => each.status === 'settled' && each.movements.some((movement) => principalKinds.has(movement.kind)),
    )
    expect(principals.length, `principal entries of order ${order.id}`).toBe(settledWithPrincipal.length)
  }
  for (const position of world.db.positions.all()) {
    expect(position.shares).toBeGreaterThanOrEqual(0)
    expect(position.reserved).toBeGreaterThanOrEqual(0)
    expect(position.reserved).toBeLessThanOrEqual(position.shares)
    for (const amount of [position.openValue, position.margin, position.loan, position.buyCommission, position.openTax])
      expect(amount).toBeGreaterThanOrEqual(0)
    expect(position.loan).toBeLessThanOrEqual(position.openValue)
    const opening = orders.find((order) => order.id === position.id)
    const sold = world.db.closings
      .findMany((q) => q.where({ positionId: position.id }))
      .reduce((sum, closing) => sum + closing.shares, 0)
    expect(position.shares).toBe((opening?.filledShares ?? position.openedShares) - sold)
    expect(position.status === 'closed').toBe(position.shares === 0)
  }
}

async function rows(
  real: Real,
): Promise<Array<{ id: number; status: number; stock_num: number; sellable: number; lingu: number }>> {
  const reply = await post(real.backend, '/trade/userstocklist', { type: 'tw' }, real.investor.headers)
  return reply.body.status === 1 ? (reply.body.data as never) : []
}

type Command = fc.AsyncCommand<Model, Real>

/** A command with a readable name (shown when fast-check shrinks a failing sequence). */
const command = (name: string, run: (model: Model, real: Real) => Promise<void>): Command => ({
  check: () => true,
  run,
  toString: () => name,
})

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
  /** Cash (0), a margin purchase (1) or a short sale (2). */
  credit: 0 | 1 | 2
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
        buyzd: choice.credit === 2 ? 2 : 1,
        rzrq: choice.credit === 0 ? 0 : 1,
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
    await post(
      real.backend,
      '/trade/cancel_stock',
      { id: orders[pick % Math.max(1, orders.length)]?.id ?? 1 },
      real.investor.headers,
    )
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
      // Now and then more than the book's depth (tens to hundreds of lots at each level).
      quantity: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) },
        { weight: 1, arbitrary: fc.integer({ min: 20, max: 400 }) },
      ),
      odd: fc.boolean(),
      ticks: fc.option(fc.integer({ min: -4, max: 4 }), { nil: undefined }),
      condition: fc.constantFrom<BuyChoice['condition']>('ROD', 'ROD', 'IOC', 'FOK'),
      dayTrade: fc.boolean(),
      credit: fc.constantFrom<BuyChoice['credit']>(0, 0, 1, 2),
    })
    .map((choice) =>
      buyCommand({ ...choice, quantity: choice.odd ? Math.min(999, choice.quantity * 150) : choice.quantity }),
    ),
  fc
    .tuple(
      fc.nat(20),
      fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      fc.option(fc.integer({ min: -3, max: 5 }), { nil: undefined }),
    )
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
        // Credit trading on, and more cash, so that margin purchases, short sales and large orders happen.
        await admin(backend, 'POST', '/accounts', {
          account: investor.account,
          marginTrading: true,
          credit: { balance: 'twd', amount: '20000000.00' },
        })
        const real: Real = { backend, investor, world: await backend.worlds.get('default') }
        const model: Model = { statuses: new Map() }
        checkInvariants(model, real)
        await fc.asyncModelRun(() => ({ model, real }), sequence)
      }),
      { numRuns: 40 },
    )
  }, 120_000)
})

/** A large order placed in continuous trading, against the book as it stands. */
interface LargeOrder {
  symbol: string
  lots: number
  ticks: number | undefined
  condition: 'ROD' | 'IOC' | 'FOK'
  credit: 0 | 1 | 2
  /** Minutes after 09:01 on the start day. */
  minute: number
}

describe('orders larger than the book', () => {
  it('fill what acceptable levels hold (FOK all or none, IOC no rest), keeping every invariant', async () => {
    const order = fc.record({
      symbol: fc.constantFrom('2317', '2303', '5483', '3105', '0050', '2884'),
      lots: fc.integer({ min: 1, max: 600 }),
      ticks: fc.option(fc.integer({ min: -2, max: 6 }), { nil: undefined }),
      condition: fc.constantFrom<LargeOrder['condition']>('ROD', 'IOC', 'FOK'),
      credit: fc.constantFrom<LargeOrder['credit']>(0, 1, 2),
      minute: fc.integer({ min: 0, max: 260 }),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 6 }), async (orders) => {
        const { backend } = testBackend()
        const investor = await login(backend)
        await admin(backend, 'POST', '/accounts', {
          account: investor.account,
          marginTrading: true,
          credit: { balance: 'twd', amount: '200000000.00' },
        })
        const real: Real = { backend, investor, world: await backend.worlds.get('default') }
        const model: Model = { statuses: new Map() }
        const sorted = [...orders].sort((a, b) => a.minute - b.minute)
        for (const choice of sorted) {
          const at = Date.parse('2026-11-23T09:01:30+08:00') + choice.minute * 60_000
          if (at > real.world.clock.now()) await admin(backend, 'POST', '/clock', { set: new Date(at).toISOString() })
          const state = stateOf(real.world.seed, choice.symbol, real.world.clock.now())
          if (state === undefined) throw new Error(choice.symbol)
          const buys = choice.credit !== 2
          const book = bookAt(real.world.seed, state, real.world.clock.now())
          const limit =
            choice.ticks === undefined
              ? null
              : priceAway(choice.symbol, state.price, buys ? choice.ticks : -choice.ticks)
          const depth = (buys ? book.asks : book.bids)
            .filter((level) => limit === null || (buys ? level.price <= limit : level.price >= limit))
            .reduce((sum, level) => sum + level.lots * 1000, 0)
          const reply = await post(
            backend,
            '/trade/buy_stock',
            {
              symbol: choice.symbol,
              zhang: choice.lots,
              ganggan: 1,
              buyzd: buys ? 1 : 2,
              rzrq: choice.credit === 0 ? 0 : 1,
              buy_price: formatCents(limit ?? state.price),
              gdlx: limit === null ? 1 : 2,
              type: 'tw',
              wttj: choice.condition,
            },
            investor.headers,
          )
          if (reply.body.status === 1) {
            const row = reply.body.data as { id: number; status: number; filled_num: number; stock_num: number }
            const shares = choice.lots * 1000
            // On arrival it takes what the acceptable levels hold, no more.
            const expected = choice.condition === 'FOK' && depth < shares ? 0 : Math.min(depth, shares)
            const filled = real.world.db.orders.findFirst((q) => q.where({ id: row.id }))?.filledShares
            expect(filled, JSON.stringify(choice)).toBe(expected)
            if (choice.condition !== 'ROD')
              expect(real.world.db.orders.findFirst((q) => q.where({ id: row.id }))?.status).not.toBe('pending')
          }
          checkInvariants(model, real)
        }
        // Three days on, everything has filled, expired and settled.
        await admin(backend, 'POST', '/clock', { set: '2026-11-26T11:00:00+08:00' })
        await rows(real)
        checkInvariants(model, real)
        expect(real.world.db.settlements.findMany((q) => q.where({ status: 'pending' }))).toEqual([])
      }),
      { numRuns: 25 },
    )
  }, 120_000)
})
