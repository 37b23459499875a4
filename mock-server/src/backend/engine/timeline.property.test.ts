// One timeline per world, as a property: in random worlds (seeds and start instants over
// six weeks around Christmas and the new year, holidays of the TWSE calendar included), a
// random mix of deposits, cash-outs and their reviews, orders of several kinds, sells,
// cancels, loans and repayments, exchanges, new-share subscriptions and copy trading, with
// moves of the clock from a minute to days (across weekends and holidays), leaves every list
// the contract calls newest first in time order, and the ledger's times never go down in
// the order its entries were written.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { nextTradingDay } from '#rules/calendar.ts'
import { formatCents, stepPrice, taipeiDay, taipeiInstant } from '#rules/market.ts'

import { admin, type Login, login, post, sampleFiles, testBackend, upload } from '../../test-support.ts'
import { toTaipeiIso } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { stateOf } from '../market/engine.ts'
import { findInstrument, kindOf } from '../market/instruments.ts'
import type { Backend } from './backend.ts'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

interface Real {
  backend: Backend
  investor: Login
  world: World
}

type Row = Record<string, unknown>

/**
 * An instant as the contract writes it (ISO 8601 with the offset, or the upstream's Taipei
 * `YYYY-MM-DD HH:mm:ss`) in ms.
 */
function instantOf(text: unknown): number {
  if (typeof text === 'number') return text * 1000
  if (typeof text !== 'string') throw new Error(`not a time: ${String(text)}`)
  return Date.parse(text.includes('T') ? text : `${text.replace(' ', 'T')}+08:00`)
}

/** Every page of a paged list (10 a page; a shorter page is the last). */
async function allPages(real: Real, path: string, body: Row): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; ; page++) {
    const reply = await post(real.backend, path, { ...body, page }, real.investor.headers)
    expect(reply.body.status, `${path} page ${page}: ${reply.body.msg}`).toBe(1)
    const data = reply.body.data as Row[]
    rows.push(...data)
    if (data.length < 10) return rows
  }
}

async function list(real: Real, path: string, body: Row = {}): Promise<Row[]> {
  const reply = await post(real.backend, path, body, real.investor.headers)
  expect(reply.body.status, `${path}: ${reply.body.msg}`).toBe(1)
  return reply.body.data as Row[]
}

/**
 * Every list the contract calls newest first, each with the time it is ordered by (a row's
 * own field; for the history's cancelled and expired orders, which show no end, the order's
 * end as the world keeps it).
 */
function newestFirstLists(real: Real): Array<[string, () => Promise<Row[]>, (row: Row) => number]> {
  const created = (row: Row) => instantOf(row.create_time)
  const endedAt = (row: Row) =>
    row.status === 2
      ? instantOf(row.sell_time)
      : (real.world.db.orders.findFirst((q) => q.where({ id: row.id as number }))?.endedAt ?? 0)
  return [
    ['/user/capitalloglist', () => allPages(real, '/user/capitalloglist', {}), created],
    ['/user/chongzhilist', () => allPages(real, '/user/chongzhilist', {}), created],
    ['/user/withdrawallist', () => allPages(real, '/user/withdrawallist', {}), created],
    ['/user/loanlist', () => allPages(real, '/user/loanlist', {}), created],
    ['/user/xyflog', () => allPages(real, '/user/xyflog', {}), created],
    ['/user/notice type 1', () => allPages(real, '/user/notice', { type: 1 }), created],
    ['/user/notice type 2', () => allPages(real, '/user/notice', { type: 2 }), created],
    ['/user/choujianglist', () => allPages(real, '/user/choujianglist', {}), created],
    ['/common/newss', () => allPages(real, '/common/newss', {}), created],
    ['/trade/usernewstocklist', () => list(real, '/trade/usernewstocklist'), created],
    ['/trade/ustockslist', () => list(real, '/trade/ustockslist'), created],
    ['/trade/userproductlist', () => list(real, '/trade/userproductlist'), (row) => instantOf(row.start_time)],
    ['/trade/urnjylist', () => list(real, '/trade/urnjylist'), created],
    ['/trade/rnjyorders', () => allPages(real, '/trade/rnjyorders', {}), (row) => instantOf(row.order_time)],
    ['/trade/placinglist 1', () => list(real, '/trade/placinglist', { buy_type: 1 }), (row) => instantOf(row.start)],
    ['/trade/placinglist 2', () => list(real, '/trade/placinglist', { buy_type: 2 }), (row) => instantOf(row.start)],
    [
      '/trade/userstocklist',
      () => list(real, '/trade/userstocklist', { type: 'tw' }),
      (row) => instantOf(row.status === 1 ? row.buy_time : row.order_time),
    ],
    ['/trade/userstocklists', () => allPages(real, '/trade/userstocklists', { type: 'tw' }), endedAt],
  ]
}

async function checkTimeline(real: Real, after: string): Promise<void> {
  for (const [name, read, timeOf] of newestFirstLists(real)) {
    const times = (await read()).map(timeOf)
    const outOfOrder = times.findIndex((time, index) => index > 0 && time > times[index - 1]!)
    expect(outOfOrder, `${name} after ${after}: row ${outOfOrder} is newer than the row above it`).toBe(-1)
  }
  // The fund records list the ledger by id, newest first: ids and times both go down.
  const records = await allPages(real, '/user/capitalloglist', {})
  expect(records.map((row) => row.id)).toEqual(records.map((row) => row.id).sort((a, b) => Number(b) - Number(a)))
  // The ledger of every user, to the millisecond, in the order it was written.
  const ledger = [...real.world.db.ledger.all()].sort((a, b) => a.id - b.id)
  const back = ledger.findIndex((entry, index) => index > 0 && entry.at < ledger[index - 1]!.at)
  expect(
    back,
    `after ${after}: ledger entry ${ledger[back]?.id} ` +
      `(${ledger[back]?.kind} at ${toTaipeiIso(ledger[back]?.at ?? 0)}) ` +
      `was written after one at ${toTaipeiIso(ledger[back - 1]?.at ?? 0)}`,
  ).toBe(-1)
}

type Action = { name: string; run: (real: Real) => Promise<void>; toString: () => string }

const action = (name: string, run: (real: Real) => Promise<void>): Action => ({ name, run, toString: () => name })

const symbols = ['2317', '2303', '0050', '2884', '00878', '2603', '2330'] as const

/** A limit `ticks` ticks from the last price, on a tick. */
function limitPrice(real: Real, symbol: string, ticks: number): string {
  const state = stateOf(real.world.seed, symbol, real.world.clock.now())
  const instrument = findInstrument(symbol)
  if (state === undefined || instrument === undefined) throw new Error(symbol)
  let price = state.price
  for (let step = 0; step < Math.abs(ticks); step++) price = stepPrice(kindOf(instrument), price, ticks > 0 ? 1 : -1)
  return formatCents(price)
}

const call = (real: Real, path: string, body: Row) => post(real.backend, path, body, real.investor.headers)

const actions: fc.Arbitrary<Action>[] = [
  fc.integer({ min: 1, max: 200 }).map((thousands) =>
    action(`deposit ${thousands}k`, async (real) => {
      const proof = await upload(real.backend, { file: sampleFiles.png }, real.investor.headers)
      await call(real, '/user/chongzhi', { money: String(thousands * 1000), id: 1, pay_img: proof.body.data })
    }),
  ),
  fc.integer({ min: 1, max: 100 }).map((thousands) =>
    action(`cash-out ${thousands}k`, async (real) => {
      await call(real, '/user/withdrawal', { money: String(thousands * 1000), bankid: 1, passwords: '123456' })
    }),
  ),
  fc.tuple(fc.constantFrom('approve', 'reject'), fc.nat(5)).map(([decision, pick]) =>
    action(`${decision} review #${pick}`, async (real) => {
      const pending = (await admin(real.backend, 'GET', '/reviews')).body.data as { kind: string; id: number }[]
      const review = pending.filter((item) => item.kind === 'deposit' || item.kind === 'withdrawal')[pick]
      if (review !== undefined) await admin(real.backend, 'POST', '/reviews', { ...review, decision })
    }),
  ),
  fc
    .record({
      symbol: fc.constantFrom(...symbols),
      kind: fc.constantFrom('market', 'limit', 'odd', 'ioc', 'fok', 'margin'),
      ticks: fc.integer({ min: -3, max: 3 }),
      lots: fc.integer({ min: 1, max: 3 }),
    })
    .map(({ symbol, kind, ticks, lots }) =>
      action(`${kind} buy ${lots} ${symbol} ${ticks} ticks`, async (real) => {
        await call(real, '/trade/buy_stock', {
          symbol,
          zhang: kind === 'odd' ? lots * 100 : lots,
          ganggan: 1,
          buyzd: 1,
          rzrq: kind === 'margin' ? 1 : 0,
          buy_price: limitPrice(real, symbol, kind === 'market' ? 0 : ticks),
          gdlx: kind === 'market' ? 1 : 2,
          type: 'tw',
          lingu: kind === 'odd' ? 1 : 0,
          wttj: kind === 'ioc' ? 'IOC' : kind === 'fok' ? 'FOK' : 'ROD',
        })
      }),
    ),
  fc.nat(10).map((pick) =>
    action(`sell holding #${pick}`, async (real) => {
      const holdings = (await list(real, '/trade/userstocklist', { type: 'tw' })).filter(
        (row) => row.status === 1 && (row.sellable as number) > 0,
      )
      const holding = holdings[pick % Math.max(1, holdings.length)]
      if (holding !== undefined) await call(real, '/trade/sell_stock', { id: holding.id })
    }),
  ),
  fc.nat(10).map((pick) =>
    action(`cancel order #${pick}`, async (real) => {
      const pending = (await list(real, '/trade/userstocklist', { type: 'tw' })).filter((row) => row.status === 3)
      const order = pending[pick % Math.max(1, pending.length)]
      if (order !== undefined) await call(real, '/trade/cancel_stock', { id: order.id })
    }),
  ),
  fc.tuple(fc.integer({ min: 1, max: 50 }), fc.constantFrom(7, 14, 30)).map(([thousands, term]) =>
    action(`borrow ${thousands}k for ${term} days`, async (real) => {
      await call(real, '/user/to_jq', { money: String(thousands * 1000), term })
    }),
  ),
  fc.integer({ min: 1, max: 30 }).map((thousands) =>
    action(`repay ${thousands}k`, async (real) => {
      await call(real, '/user/to_hq', { money: String(thousands * 1000) })
    }),
  ),
  fc.integer({ min: 100, max: 5000 }).map((money) =>
    action(`exchange ${money} TWD to USD`, async (real) => {
      await call(real, '/user/rotation', { money: String(money), from: 'TWD', to: 'USD' })
    }),
  ),
  fc.constantFrom(1, 2).map((buyType) =>
    action(`subscribe to new shares (${buyType})`, async (real) => {
      const open = (await list(real, '/trade/placinglist', { buy_type: buyType })).find((row) => row.state === 1)
      if (open === undefined) return
      await call(real, '/trade/buy_newstock', {
        symbol: open.code,
        id: open.id,
        zhang: open.min_zhang,
        buy_type: buyType,
        ...(buyType === 2 ? { bid_price: open.bprice } : {}),
      })
    }),
  ),
  fc.nat(5).map((pick) =>
    action(`pay for allotted shares #${pick}`, async (real) => {
      const allotted = (await list(real, '/trade/usernewstocklist')).filter((row) => row.xgstate === 1)
      const subscription = allotted[pick % Math.max(1, allotted.length)]
      if (subscription !== undefined) await call(real, '/trade/paynewstock', { id: subscription.id })
    }),
  ),
  fc.tuple(fc.nat(5), fc.integer({ min: 10, max: 100 })).map(([pick, thousands]) =>
    action(`follow product #${pick} with ${thousands}k`, async (real) => {
      const open = (await list(real, '/trade/productlist')).filter((row) => row.state === 1)
      const product = open[pick % Math.max(1, open.length)]
      if (product !== undefined)
        await call(real, '/trade/buy_product', { id: product.id, money: String(thousands * 1000) })
    }),
  ),
]

/** Moves of the clock: minutes, hours, days, to the next trading day's open, past a weekend. */
const moves: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: 1, max: 90 })
      .map((minutes) => clockMove(`${minutes} min`, (now) => now + minutes * minute)),
  },
  fc.integer({ min: 1, max: 20 }).map((hours) => clockMove(`${hours} h`, (now) => now + hours * hour)),
  fc.integer({ min: 1, max: 12 }).map((days) => clockMove(`${days} days`, (now) => now + days * day)),
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 0, max: 40 })
      .map((minutes) =>
        clockMove(`next trading day 09:${String(minutes).padStart(2, '0')}`, (now) =>
          taipeiInstant(nextTradingDay(taipeiDay(now)), 9, minutes),
        ),
      ),
  },
)

function clockMove(name: string, to: (now: number) => number): Action {
  return action(`clock +${name}`, async (real) => {
    const at = to(real.world.clock.now())
    expect((await admin(real.backend, 'POST', '/clock', { set: toTaipeiIso(at) })).body.status).toBe(1)
    await checkTimeline(real, `the clock moved to ${toTaipeiIso(at)}`)
  })
}

// Worlds made over six weeks around Christmas and the new year (market holidays): mostly on a
// trading day during the session, where orders are taken, sometimes at any hour.
const firstDay = taipeiDay(Date.parse('2026-11-16T12:00:00+08:00'))
const start = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 45 }), fc.integer({ min: 0, max: 260 }))
      .map(([days, minutes]) => taipeiInstant(nextTradingDay(firstDay + days - 1), 9, minutes)),
  },
  {
    weight: 1,
    arbitrary: fc.integer({
      min: Date.parse('2026-11-16T00:00:00+08:00'),
      max: Date.parse('2026-12-31T00:00:00+08:00'),
    }),
  },
)
const seed = fc.constantFrom(20261123, 7, 4242)

describe('one timeline per world', () => {
  it('keeps every newest-first list and the ledger in time order', async () => {
    await fc.assert(
      fc.asyncProperty(
        seed,
        start,
        fc.array(fc.oneof({ weight: 3, arbitrary: fc.oneof(...actions) }, { weight: 1, arbitrary: moves }), {
          minLength: 5,
          maxLength: 30,
        }),
        async (worldSeed, at, program) => {
          const { backend, problems } = testBackend({ seed: worldSeed })
          await admin(backend, 'POST', '/reset', { now: toTaipeiIso(at) })
          const investor = await login(backend)
          await admin(backend, 'POST', '/accounts', {
            account: investor.account,
            marginTrading: true,
            credit: { balance: 'twd', amount: '5000000.00' },
          })
          const real: Real = { backend, investor, world: await backend.worlds.get('default') }
          for (const step of program) await step.run(real)
          await admin(backend, 'POST', '/clock', { set: toTaipeiIso(real.world.clock.now() + 9 * day) })
          await checkTimeline(real, 'a last move of nine days')
          expect(problems).toEqual([])
        },
      ),
      { numRuns: 25, examples: [] },
    )
  }, 240_000)
})
