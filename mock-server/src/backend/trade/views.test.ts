// The list of open positions and pending orders is made again only when it may read
// differently: after a change of the world, at the next minute (prices), or when a day
// trade's sell lock ends within a minute. Until then it is the same answer, bytes and all.
import { beforeEach, describe, expect, it } from 'vitest'

import { formatCents } from '#rules/market.ts'

import { type Login, login, post, testBackend, testStart } from '../../test-support.ts'
import type { World } from '../core/world.ts'
import type { Backend } from '../engine/backend.ts'
import { stateOf } from '../market/engine.ts'
import { openRows } from './views.ts'

interface Row {
  id: number
  stock_code: string
  price: string
  lock: string
  sellable: number
}

let backend: Backend
let investor: Login
/** The real time the running world clocks follow (ms after the start). */
let elapsed = 0

const list = async () =>
  (await post(backend, '/trade/userstocklist', { type: 'tw' }, investor.headers)).body.data as Row[]
const at = (time: string) => {
  elapsed = Date.parse(`2026-11-23T${time}+08:00`) - testStart
}

beforeEach(async () => {
  elapsed = 0
  backend = testBackend({ clockMode: 'running', realNow: () => elapsed }).backend
  investor = await login(backend)
})

describe('the open positions list', () => {
  it('answers the same rows while the world and the minute stay the same, and shows a new order at once', async () => {
    const first = await list()
    at('09:30:40')
    expect(await list()).toBe(first)
    const order = await post(
      backend,
      '/trade/buy_stock',
      {
        symbol: '2330',
        zhang: 1,
        ganggan: 1,
        buyzd: 1,
        buy_price: '1620.00',
        gdlx: 2,
        type: 'tw',
        lingu: 1,
        wttj: 'ROD',
      },
      investor.headers,
    )
    expect(order.body.status).toBe(1)
    const after = await list()
    expect(after).not.toBe(first)
    expect(after[0]).toMatchObject({ id: (order.body.data as Row).id, stock_code: '2330' })
  })

  it('keeps the lists of the last eight worlds used only', async () => {
    // The rules themselves (the engine keeps each world's answer as well: engine/read-memo.ts).
    const worlds = await Promise.all(Array.from({ length: 9 }, (_, index) => backend.worlds.get(`world-${index}`)))
    const listIn = (world: World) => openRows(world, 1, world.clock.now())
    const first = listIn(worlds[0]!)
    for (const world of worlds.slice(1)) listIn(world)
    expect(listIn(worlds[0]!)).not.toBe(first)
    const last = listIn(worlds[8]!)
    expect(listIn(worlds[8]!)).toBe(last)
  })

  it('prices every row at the minute it is asked in', async () => {
    await list()
    at('09:47:05')
    const world = await backend.worlds.get('default')
    for (const row of await list())
      expect(row.price, row.stock_code).toBe(
        formatCents(stateOf(world.seed, row.stock_code, world.clock.now())?.price ?? 0),
      )
  })

  it('frees a day trade for sale at the second its lock ends, within the minute', async () => {
    at('09:30:20')
    const bought = await post(
      backend,
      '/trade/buy_stock',
      { symbol: '2317', zhang: 1, ganggan: 1, buyzd: 1, buy_price: '226.00', gdlx: 1, type: 'tw', other_type: 1 },
      investor.headers,
    )
    const id = (bought.body.data as Row).id
    at('09:45:10')
    expect((await list()).find((row) => row.id === id)).toMatchObject({ lock: 'minutes', sellable: 0 })
    at('09:45:20')
    expect((await list()).find((row) => row.id === id)).toMatchObject({ lock: 'none', sellable: 1000 })
  })
})
