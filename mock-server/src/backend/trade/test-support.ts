// Helpers for the trade area's unit tests (never imported by the server): the demo
// investor in a backend on a frozen clock, with typed calls, the clock, the steering API,
// and the world's records to look at.
import { expect } from 'vitest'

import type { ApiPath, RequestBody, ResponseData } from '#openapi/operations.ts'
import { formatCents } from '#rules/market.ts'

import { admin, demo, login, post, testBackend } from '../../test-support.ts'
import type { UserRecord } from '../core/collections.ts'
import { ledgerProblems } from '../core/ledger.ts'
import type { World } from '../core/world.ts'
import { bookAt, type MarketState, stateOf } from '../market/engine.ts'

export type Row = ResponseData<'/trade/stockdetail'>
export type BuyRequest = RequestBody<'/trade/buy_stock'>

export interface TradeWorld {
  world: World
  /** A contract call as the investor; the envelope. */
  call<P extends ApiPath>(path: P, body: RequestBody<P>): Promise<{ status: number; msg: string; data: unknown }>
  /** The call's data, failing the test when the call fails. */
  data<P extends ApiPath>(path: P, body: RequestBody<P>): Promise<ResponseData<P>>
  /** Moves the world clock (an ISO instant with offset). */
  setClock(instant: string): Promise<void>
  /** The steering API's account change for the investor. */
  setAccount(change: Record<string, unknown>): Promise<void>
  /** The investor's balances in cents. */
  balances(): UserRecord['balances']
  /** The market of a symbol now. */
  market(symbol: string): MarketState
  book(symbol: string): ReturnType<typeof bookAt>
  /** The ledger agrees with the balances. */
  expectConsistent(): void
}

/** A buy of one lot of 鴻海 at the market, changed by `fields`. */
export const buy = (fields: Partial<BuyRequest> = {}): BuyRequest => ({
  symbol: '2317',
  zhang: 1,
  ganggan: 1,
  buyzd: 1,
  buy_price: '226.00',
  gdlx: 1,
  type: 'tw',
  ...fields,
})

/** The demo investor in a new backend, its clock at `now` (the mock's default start otherwise). */
export async function tradeWorld(now?: string): Promise<TradeWorld> {
  const { backend } = testBackend(now === undefined ? {} : { start: Date.parse(now) })
  const session = await login(backend)
  const world = await backend.worlds.get('default')
  const call = async <P extends ApiPath>(path: P, body: RequestBody<P>) =>
    (await post(backend, path, body, session.headers)).body
  const investor = () => world.db.users.findFirst((q) => q.where({ account: demo.investor }))
  const market = (symbol: string) => {
    const state = stateOf(world.seed, symbol, world.clock.now())
    if (state === undefined) throw new Error(`no instrument ${symbol}`)
    return state
  }
  return {
    world,
    call,
    async data(path, body) {
      const reply = await call(path, body)
      expect(reply, `${path} ${JSON.stringify(body)}`).toMatchObject({ status: 1 })
      return reply.data as never
    },
    async setClock(instant) {
      await admin(backend, 'POST', '/clock', { set: instant })
      // Any call brings the world up to its clock.
      await call('/trade/userstocklist', { type: 'tw' })
    },
    async setAccount(change) {
      expect((await admin(backend, 'POST', '/accounts', { account: demo.investor, ...change })).body.status).toBe(1)
    },
    balances() {
      const user = investor()
      if (user === undefined) throw new Error('no investor')
      return user.balances
    },
    market,
    book: (symbol) => bookAt(world.seed, market(symbol), world.clock.now()),
    expectConsistent() {
      expect(ledgerProblems(world)).toEqual([])
    },
  }
}

export const twd = (cents: number) => formatCents(cents)
