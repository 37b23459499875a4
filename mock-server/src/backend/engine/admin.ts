// The steering API under /__mock (openapi/admin.yaml): reset and reseed worlds, move
// their clocks, force catalogue errors and faults, and read what they received.
import sjson from 'secure-json-parse'
import type { components } from '#openapi/generated/admin.ts'
import { catalogue, isErrorId } from '#openapi/generated/errors.ts'
import { describeValidationError, operations, schemaValidator } from './contract.ts'
import { post } from '../core/ledger.ts'
import { stateDigest } from './state-digest.ts'
import { toDecimalString, toMinor } from '../core/minor-units.ts'
import { ReviewRefusal } from '../core/reviews.ts'
import { reviewKinds } from './areas-registry.ts'
import { settle } from './settle.ts'
import { jsonReply, type IncomingCall, type Reply } from '../core/call.ts'
import { parseInstant, toTaipeiIso } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { marginEnabled, setMarginEnabled } from '../trade/credit.ts'
import { defaultSession, sessionNamePattern, type WorldRegistry } from './worlds.ts'

type Schemas = components['schemas']

class AdminError extends Error {}

const ok = (data: unknown): Reply => jsonReply(200, { status: 1, msg: '', data })
const refuse = (httpStatus: number, msg: string): Reply => jsonReply(httpStatus, { status: 0, msg, data: null })

export async function describeWorld(world: World): Promise<Schemas['World']> {
  return {
    session: world.session,
    seed: world.seed,
    now: toTaipeiIso(world.clock.now()),
    clockMode: world.clock.mode,
    forcedErrors: world.scenarios.forcedErrors.map(({ path, id, remaining }) => ({ path, id, remaining })),
    faults: world.scenarios.faults.map(({ path, kind, remaining }) => ({ path, kind, remaining })),
    requestCount: world.requests.size,
    stateDigest: await stateDigest(world),
  }
}

function readBody<T>(call: IncomingCall, schema: keyof Schemas): T {
  let value: unknown
  try {
    value = call.body.trim() === '' ? undefined : sjson.parse(call.body, undefined, { protoAction: 'error', constructorAction: 'error' })
  } catch {
    throw new AdminError('the body is not valid JSON')
  }
  if (value === undefined) throw new AdminError('a JSON body is required')
  const validate = schemaValidator('admin', 'components', 'schemas', schema)
  if (!validate(value)) throw new AdminError(describeValidationError(validate.errors))
  return value as T
}

function checkPath(path: string, allowEveryPath: boolean): void {
  if (allowEveryPath && path === '*') return
  if (!operations.has(path)) throw new AdminError(`'${path}' is not a contract path (e.g. /user/login)`)
}

function instant(text: string): number {
  const value = parseInstant(text)
  if (value === undefined) throw new AdminError(`'${text}' is not an ISO 8601 instant with an offset`)
  return value
}

type Route = (worlds: WorldRegistry, session: string, call: IncomingCall) => Promise<Reply>

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

  'POST /errors': async (worlds, session, call) => {
    const body = readBody<Schemas['ForcedErrorRequest']>(call, 'ForcedErrorRequest')
    checkPath(body.path, false)
    if (!isErrorId(body.id)) throw new AdminError(`'${body.id}' is not a catalogue id (see openapi/errors.yaml)`)
    const known: readonly string[] = catalogue[body.id].params
    const unknown = Object.keys(body.params ?? {}).filter((name) => !known.includes(name))
    if (unknown.length > 0) throw new AdminError(`'${body.id}' has no parameter ${unknown.join(', ')}`)
    const world = await worlds.get(session)
    addScenario(() =>
      world.scenarios.addForcedError({ path: body.path, id: body.id as never, params: body.params ?? {}, remaining: body.times ?? 1 }),
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

  'GET /requests': async (worlds, session, call) => {
    const path = new URLSearchParams(call.query ?? '').get('path') ?? undefined
    const world = await worlds.get(session)
    return ok(world.requests.list(path).map((record) => ({ ...record, at: toTaipeiIso(record.at) })))
  },

  'DELETE /requests': async (worlds, session) => {
    const world = await worlds.get(session)
    world.requests.clear()
    return ok(await describeWorld(world))
  },

  'GET /reviews': async (worlds, session) => {
    const world = await worlds.get(session)
    return ok(await world.exclusive(async () => {
      await settle(world, world.clock.now())
      return listReviews(world)
    }))
  },

  'POST /reviews': async (worlds, session, call) => {
    const body = readBody<Schemas['ReviewDecision']>(call, 'ReviewDecision')
    const kind = reviewKinds[body.kind]
    if (kind === undefined) {
      const known = Object.keys(reviewKinds)
      throw new AdminError(`'${body.kind}' is not a kind of review (${known.length === 0 ? 'none yet' : known.join(', ')})`)
    }
    const world = await worlds.get(session)
    return ok(await world.exclusive(async () => {
      const now = world.clock.now()
      await settle(world, now)
      try {
        await kind.decide(world, body.id, body.decision, now)
      } catch (error) {
        if (error instanceof ReviewRefusal) throw new AdminError(error.message)
        throw error
      }
      return listReviews(world)
    }))
  },

  'POST /accounts': async (worlds, session, call) => {
    const body = readBody<Schemas['AccountChange']>(call, 'AccountChange')
    const world = await worlds.get(session)
    return ok(await world.exclusive(() => changeAccount(world, body)))
  },
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
    if (user.balances[balance] + amount < 0) throw new AdminError(`${balance} would go below 0 (it holds ${toDecimalString(user.balances[balance])})`)
    await post(world, { user, ref: `admin:${world.ids.next('adjustment')}`, at: now, movements: [{ balance, amount, kind: 'adjustment' }] })
  }
  const updated = await world.db.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      if (change.restrictions !== undefined) Object.assign(draft.restrictions, change.restrictions)
      if (change.verification !== undefined) draft.verification = change.verification
      if (change.creditScore !== undefined) draft.creditScore = change.creditScore
    },
  })
  if (change.marginTrading !== undefined) await setMarginEnabled(world, user.id, change.marginTrading)
  const state = updated ?? user
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

function addScenario(add: () => void): void {
  try {
    add()
  } catch (error) {
    throw new AdminError(error instanceof Error ? error.message : String(error))
  }
}

/** Answers one call under /__mock. */
export async function dispatchAdminCall(worlds: WorldRegistry, call: IncomingCall): Promise<Reply> {
  const route = routes[`${call.method} ${call.path}`]
  if (route === undefined) return refuse(404, `no admin call ${call.method} ${call.path} (see openapi/admin.yaml)`)
  const session = call.headers['x-mock-session'] ?? defaultSession
  if (!sessionNamePattern.test(session)) return refuse(400, 'x-mock-session must be 1-64 letters, digits, ".", "_" or "-"')
  try {
    const reply = await route(worlds, session, call)
    if (call.method !== 'GET') worlds.touch(session)
    return reply
  } catch (error) {
    if (error instanceof AdminError) return refuse(400, error.message)
    throw error
  }
}
