// Helpers for the money area's unit tests (never imported by the server): a backend on a
// frozen clock with an account logged in, its calls, its clock and its balances.
import { expect } from 'vitest'

import type { ApiPath, RequestBody } from '#openapi/operations.ts'

import {
  admin,
  demo,
  type Envelope,
  login,
  post,
  sampleFiles,
  snapshot,
  testBackend,
  upload,
} from '../../test-support.ts'
import { ledgerProblems } from '../core/ledger.ts'
import { toDecimalString } from '../core/minor-units.ts'
import type { World } from '../core/world.ts'
import type { Backend } from '../engine/backend.ts'
import { settle } from '../engine/settle.ts'

export const hour = 60 * 60 * 1000

export interface MoneyWorld {
  world: World
  problems: string[]
  headers: Record<string, string>
  /** A contract call as this account; returns the envelope and the catalogue id of a failure. */
  call<P extends ApiPath>(
    path: P,
    body: RequestBody<P>,
    extraHeaders?: Record<string, string>,
  ): Promise<Envelope & { errorId: string | undefined }>
  /** The call's data, failing the test when the call fails. */
  data<P extends ApiPath>(path: P, body: RequestBody<P>): Promise<unknown>
  /** Moves the world clock (ISO instant with offset, e.g. 2026-11-23T21:00:00+08:00). */
  setClock(instant: string): Promise<void>
  advance(ms: number): Promise<void>
  decide(kind: 'deposit' | 'withdrawal', id: number, decision: 'approve' | 'reject'): Promise<Envelope>
  /** What waits for review (after the clock has decided what it decides), oldest first. */
  pendingReviews(): Promise<{ kind: string; id: number }[]>
  setAccount(change: Record<string, unknown>): Promise<void>
  /** A steering call (`POST /__mock/rates` ...) on this world: its envelope. */
  steer(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope>
  /** The account's balances as the contract's decimal strings. */
  balances(): { twd: string; usd: string; usdt: string; frozenTwd: string }
  /** Uploads a PNG as this account and returns its stored path. */
  uploadProof(): Promise<string>
  snapshot(): string
  /** The ledger agrees with the balances and the mock reported no problem. */
  expectConsistent(): void
  /** Another account logged in to the same world. */
  as(account: string): Promise<MoneyWorld>
}

export async function moneyWorld(account: string = demo.investor): Promise<MoneyWorld> {
  const { backend, problems } = testBackend()
  return accountIn(backend, problems, account)
}

async function accountIn(backend: Backend, problems: string[], account: string): Promise<MoneyWorld> {
  const session = await login(backend, account)
  const world = await backend.worlds.get('default')
  const call = async <P extends ApiPath>(path: P, body: RequestBody<P>, extraHeaders: Record<string, string> = {}) => {
    const reply = await post(backend, path, body, { ...session.headers, ...extraHeaders })
    return { ...reply.body, errorId: reply.headers['x-mock-error-id'] }
  }
  return {
    world,
    problems,
    headers: session.headers,
    call,
    async data(path, body) {
      const reply = await call(path, body)
      expect(reply, `${path} ${JSON.stringify(body)}`).toMatchObject({ status: 1 })
      return reply.data
    },
    async setClock(instant) {
      expect((await admin(backend, 'POST', '/clock', { set: instant })).body.status).toBe(1)
      // What the passage of time does (other areas' orders expiring...) happens now, so a
      // snapshot taken next shows only what the following call changes.
      await world.exclusive(() => settle(world, world.clock.now()))
    },
    async advance(ms) {
      expect((await admin(backend, 'POST', '/clock', { advanceMs: ms })).body.status).toBe(1)
      await world.exclusive(() => settle(world, world.clock.now()))
    },
    async decide(kind, id, decision) {
      return (await admin(backend, 'POST', '/reviews', { kind, id, decision })).body
    },
    async pendingReviews() {
      const reply = await admin(backend, 'GET', '/reviews')
      expect(reply.body.status).toBe(1)
      return reply.body.data as { kind: string; id: number }[]
    },
    async setAccount(change) {
      const reply = await admin(backend, 'POST', '/accounts', { account, ...change })
      expect(reply.body.status, reply.body.msg).toBe(1)
    },
    async steer(method, path, body) {
      return (await admin(backend, method, path, body)).body
    },
    balances() {
      const user = world.db.users.findFirst((q) => q.where({ account }))
      if (user === undefined) throw new Error(`no ${account}`)
      const { twd, usd, usdt, frozenTwd } = user.balances
      return {
        twd: toDecimalString(twd),
        usd: toDecimalString(usd),
        usdt: toDecimalString(usdt),
        frozenTwd: toDecimalString(frozenTwd),
      }
    },
    async uploadProof() {
      const reply = await upload(backend, { file: sampleFiles.png }, session.headers)
      expect(reply.body.status).toBe(1)
      return reply.body.data as string
    },
    snapshot: () => snapshot(world),
    expectConsistent() {
      expect(ledgerProblems(world)).toEqual([])
      expect(problems).toEqual([])
    },
    as: (other) => accountIn(backend, problems, other),
  }
}
