// The steering API under /__mock (openapi/admin.yaml): reset and reseed worlds, move
// their clocks, force catalogue errors and faults, read what they received, decide
// reviews, change accounts; the money area's rates and lending channel (admin-money.ts).
import { catalogue, isErrorId } from '#openapi/generated/errors.ts'

import { setCreditScore } from '../account/credit-score.ts'
import type { IncomingCall, Reply } from '../core/call.ts'
import { post } from '../core/ledger.ts'
import { toDecimalString, toMinor } from '../core/minor-units.ts'
import { ReviewRefusal } from '../core/reviews.ts'
import { toTaipeiIso } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { marginEnabled, setMarginEnabled } from '../trade/credit.ts'
import { moneyRoutes } from './admin-money.ts'
import { overviewRoutes, stubList } from './admin-overview.ts'
import { passthroughRoutes } from './admin-passthrough.ts'
import { requestRoutes } from './admin-requests.ts'
import {
  addScenario,
  AdminError,
  checkPath,
  instant,
  ok,
  readBody,
  refuse,
  type Route,
  type Schemas,
} from './admin-support.ts'
import { reviewKinds } from './areas-registry.ts'
import { settle } from './settle.ts'
import { stateDigest } from './state-digest.ts'
import { defaultSession, sessionNamePattern, type WorldRegistry } from './worlds.ts'

export async function describeWorld(world: World): Promise<Schemas['World']> {
  return {
    session: world.session,
    seed: world.seed,
    now: toTaipeiIso(world.clock.now()),
    clockMode: world.clock.mode,
    forcedErrors: world.scenarios.forcedErrors.map(({ path, id, remaining }) => ({ path, id, remaining })),
    faults: world.scenarios.faults.map(({ path, kind, remaining }) => ({ path, kind, remaining })),
    latency: world.latency.profiles.map((profile) => ({ ...profile })),
    capacity: world.capacity.limit,
    requestCount: world.requests.size,
    stateDigest: await stateDigest(world),
  }
}

const routes: Record<string, Route> = {
  'GET /stats': async (worlds) => ok(await serverStats(worlds)),

  'GET /world': async (worlds, session) => ok(await describeWorld(await worlds.get(session))),

  'POST /reset': async (worlds, session, call) => {
    const body = readBody<Schemas['ResetRequest']>(call, 'ResetRequest')
    const start = body.now === undefined ? undefined : instant(body.now)
    return ok(await describeWorld(await worlds.reset(session, { seed: body.seed, start })))
  },

  'POST /clock': async (worlds, session, call) => {
    const body = readBody<Schemas['ClockRequest']>(call, 'ClockRequest')
    const at = body.set === undefined ? undefined : instant(body.set)
    const world = await worlds.get(session)
    if (at !== undefined) world.clock.set(at)
    if (body.advanceMs !== undefined) world.clock.advance(body.advanceMs)
    if (body.mode !== undefined) world.clock.setMode(body.mode)
    return ok(await describeWorld(world))
  },

  'POST /busy': async (worlds, session, call) => {
    const body = readBody<Schemas['CapacityRequest']>(call, 'CapacityRequest')
    const world = await worlds.get(session)
    world.capacity.limit = body.capacity
    return ok(await describeWorld(world))
  },

  'POST /errors': async (worlds, session, call) => {
    const body = readBody<Schemas['ForcedErrorRequest']>(call, 'ForcedErrorRequest')
    checkPath(body.path, false)
    if (!isErrorId(body.id)) throw new AdminError(`'${body.id}' is not a catalogue id (see openapi/errors.yaml)`)
    const known: readonly string[] = catalogue[body.id].params
    const unknown = Object.keys(body.params ?? {}).filter((name) => !known.includes(name))
    if (unknown.length > 0) throw new AdminError(`'${body.id}' has no parameter ${unknown.join(', ')}`)
    const world = await worlds.get(session)
    addScenario(() =>
      world.scenarios.addForcedError({
        path: body.path,
        id: body.id as never,
        params: body.params ?? {},
        remaining: body.times ?? 1,
      }),
    )
    return ok(await describeWorld(world))
  },

  'DELETE /errors': async (worlds, session) => {
    const world = await worlds.get(session)
    world.scenarios.clearForcedErrors()
    return ok(await describeWorld(world))
  },

  'POST /faults': async (worlds, session, call) => {
    const body = readBody<Schemas['FaultRequest']>(call, 'FaultRequest')
    checkPath(body.path, true)
    if (body.kind === 'http' && body.status !== undefined && body.status !== 401 && body.status < 500) {
      throw new AdminError('an http fault answers 401 or a 5xx status')
    }
    const world = await worlds.get(session)
    addScenario(() =>
      world.scenarios.addFault({
        path: body.path,
        kind: body.kind,
        delayMs: body.delayMs,
        status: body.status,
        remaining: body.times ?? 1,
      }),
    )
    return ok(await describeWorld(world))
  },

  'DELETE /faults': async (worlds, session) => {
    const world = await worlds.get(session)
    world.scenarios.clearFaults()
    return ok(await describeWorld(world))
  },

  ...requestRoutes,
  ...overviewRoutes,

  'POST /latency': async (worlds, session, call) => {
    const body = readBody<Schemas['LatencyProfile']>(call, 'LatencyProfile')
    checkPath(body.path, true)
    const world = await worlds.get(session)
    addScenario(() => world.latency.set(body))
    return ok(await describeWorld(world))
  },

  'DELETE /latency': async (worlds, session) => {
    const world = await worlds.get(session)
    world.latency.clear()
    return ok(await describeWorld(world))
  },

  'DELETE /requests': async (worlds, session) => {
    const world = await worlds.get(session)
    world.requests.clear()
    return ok(await describeWorld(world))
  },

  'GET /reviews': async (worlds, session) => {
    const world = await worlds.get(session)
    return ok(
      await world.exclusive(async () => {
        await settle(world, world.clock.now())
        return listReviews(world)
      }),
    )
  },

  'POST /reviews': async (worlds, session, call) => {
    const body = readBody<Schemas['ReviewDecision']>(call, 'ReviewDecision')
    const kind = reviewKinds[body.kind]
    if (kind === undefined) {
      const known = Object.keys(reviewKinds)
      throw new AdminError(
        `'${body.kind}' is not a kind of review (${known.length === 0 ? 'none yet' : known.join(', ')})`,
      )
    }
    const world = await worlds.get(session)
    return ok(
      await world.exclusive(async () => {
        const now = world.clock.now()
        await settle(world, now)
        try {
          await kind.decide(world, body.id, body.decision, now)
        } catch (error) {
          if (error instanceof ReviewRefusal) throw new AdminError(error.message)
          throw error
        }
        return listReviews(world)
      }),
    )
  },

  'POST /accounts': async (worlds, session, call) => {
    const body = readBody<Schemas['AccountChange']>(call, 'AccountChange')
    const world = await worlds.get(session)
    return ok(await world.exclusive(() => changeAccount(world, body)))
  },

  ...passthroughRoutes,
  ...moneyRoutes,
}

async function serverStats(worlds: WorldRegistry): Promise<Schemas['ServerStats']> {
  const all = await worlds.all()
  // With --expose-gc (the soak test), measure what is really kept, not garbage not yet collected.
  ;(globalThis as { gc?: () => void }).gc?.()
  const memory = typeof process === 'undefined' ? { rss: 0, heapUsed: 0 } : process.memoryUsage()
  return {
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    worlds: all.length,
    maxWorlds: worlds.defaults.maxWorlds,
    requestLogEntries: all.reduce((sum, world) => sum + world.requests.size, 0),
    idempotencyEntries: all.reduce((sum, world) => sum + world.idempotency.size, 0),
    storedFileBytes: all.reduce((sum, world) => sum + world.files.totalBytes, 0),
    stubs: stubList,
  }
}

function listReviews(world: World): Schemas['ReviewItem'][] {
  return Object.entries(reviewKinds)
    .flatMap(([kind, reviews]) => reviews.pending(world).map((item) => ({ kind, ...item })))
    .sort((a, b) => a.submittedAt - b.submittedAt || a.kind.localeCompare(b.kind) || a.id - b.id)
    .map((item) => ({ ...item, submittedAt: toTaipeiIso(item.submittedAt) }))
}

async function changeAccount(world: World, change: Schemas['AccountChange']): Promise<Schemas['AccountState']> {
  const user = world.db.users.findFirst((q) => q.where({ account: change.account }))
  if (user === undefined) throw new AdminError(`no account ${change.account} in this world`)
  const now = world.clock.now()
  if (change.credit !== undefined) {
    const amount = toMinor(change.credit.amount)
    const balance = change.credit.balance
    if (user.balances[balance] + amount < 0)
      throw new AdminError(`${balance} would go below 0 (it holds ${toDecimalString(user.balances[balance])})`)
    await post(world, {
      user,
      ref: `admin:${world.ids.next('adjustment')}`,
      at: now,
      movements: [{ balance, amount, kind: 'adjustment' }],
    })
  }
  await world.db.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      if (change.restrictions !== undefined) Object.assign(draft.restrictions, change.restrictions)
      if (change.verification !== undefined) draft.verification = change.verification
    },
  })
  // The score's history records the back office's change like every other.
  if (change.creditScore !== undefined) await setCreditScore(world, user, change.creditScore, now)
  if (change.marginTrading !== undefined) await setMarginEnabled(world, user.id, change.marginTrading)
  const state = world.db.users.findFirst((q) => q.where({ id: user.id })) ?? user
  return {
    account: state.account,
    restrictions: { ...state.restrictions },
    verification: state.verification,
    creditScore: state.creditScore,
    marginTrading: marginEnabled(world, user),
    balances: {
      twd: toDecimalString(state.balances.twd),
      usd: toDecimalString(state.balances.usd),
      usdt: toDecimalString(state.balances.usdt),
      frozenTwd: toDecimalString(state.balances.frozenTwd),
    },
  }
}

/** Answers one call under /__mock. */
export async function dispatchAdminCall(worlds: WorldRegistry, call: IncomingCall): Promise<Reply> {
  const route = routes[`${call.method} ${call.path}`]
  if (route === undefined) return refuse(404, `no admin call ${call.method} ${call.path} (see openapi/admin.yaml)`)
  const session = call.headers['x-mock-session'] ?? defaultSession
  if (!sessionNamePattern.test(session))
    return refuse(400, 'x-mock-session must be 1-64 letters, digits, ".", "_" or "-"')
  try {
    const reply = await route(worlds, session, call)
    if (call.method !== 'GET') worlds.touch(session)
    return reply
  } catch (error) {
    if (error instanceof AdminError) return refuse(400, error.message)
    throw error
  }
}
