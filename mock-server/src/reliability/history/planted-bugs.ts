// Bugs planted in a test build of the mock, to show that the history check finds each: a
// wrapper around the backend the check's own test passes to the run (run.ts, `wrap`). The
// server never builds one, and no request can turn one on.
//   - stale-read: every third read of the same call answers what the first one did;
//   - idempotency-off: the Idempotency-Key header is dropped, so a resubmission runs again;
//   - leaked-hold: a cancelled buy's hold is taken again after the cancel released it;
//   - lost-settlement: each move of the clock loses a pending settlement before it is paid.
import type { IncomingCall, Reply } from '../../backend/core/call.ts'
import { post } from '../../backend/core/ledger.ts'
import type { Backend } from '../../backend/engine/backend.ts'
import { operations } from '../../backend/engine/contract.ts'
import { defaultSession } from '../../backend/engine/worlds.ts'
import type { BackendWrapper } from './target.ts'

export type PlantedBug = 'stale-read' | 'idempotency-off' | 'leaked-hold' | 'lost-settlement'

const worldOf = (backend: Backend, call: IncomingCall) =>
  backend.worlds.get(call.headers['x-mock-session'] ?? defaultSession)
const succeeded = (reply: Reply) => reply.kind === 'json' && (reply.body as { status?: number }).status === 1

const staleRead: BackendWrapper = (backend) => {
  const first = new Map<string, Reply>()
  const asked = new Map<string, number>()
  return {
    ...backend,
    async handleApi(call) {
      if (operations.get(call.path)?.mutates !== false) return backend.handleApi(call)
      const key = `${call.path}\n${call.headers.token ?? ''}\n${call.body}`
      const count = (asked.get(key) ?? 0) + 1
      asked.set(key, count)
      const kept = first.get(key)
      if (kept !== undefined && kept.kind === 'json' && count % 3 === 0)
        return { ...kept, headers: { ...kept.headers } }
      const reply = await backend.handleApi(call)
      if (kept === undefined && succeeded(reply)) first.set(key, reply)
      return reply
    },
  }
}

const idempotencyOff: BackendWrapper = (backend) => ({
  ...backend,
  handleApi: (call) =>
    backend.handleApi({
      ...call,
      headers: Object.fromEntries(Object.entries(call.headers).filter(([name]) => name !== 'idempotency-key')),
    }),
})

const leakedHold: BackendWrapper = (backend) => ({
  ...backend,
  async handleApi(call) {
    if (call.path !== '/trade/cancel_stock') return backend.handleApi(call)
    const world = await worldOf(backend, call)
    const id = (JSON.parse(call.body) as { id: number }).id
    const order = world.db.orders.findFirst((q) => q.where({ id }))
    const reply = await backend.handleApi(call)
    const user = order && world.db.users.findFirst((q) => q.where({ id: order.userId }))
    if (succeeded(reply) && order !== undefined && user !== undefined && order.hold > 0)
      await world
        .exclusive(() =>
          post(world, {
            user,
            ref: `order:${id}`,
            at: world.clock.now(),
            movements: [
              { balance: 'twd', amount: -order.hold, kind: 'order_hold' },
              { balance: 'frozenTwd', amount: order.hold, kind: 'order_hold' },
            ],
          }),
        )
        .catch(() => undefined)
    return reply
  },
})

const lostSettlement: BackendWrapper = (backend) => ({
  ...backend,
  async handleAdmin(call) {
    if (call.path === '/clock') {
      const world = await worldOf(backend, call)
      await world.exclusive(async () => {
        world.db.settlements.delete((q) => q.where({ status: 'pending', side: 'pay' }))
      })
    }
    return backend.handleAdmin(call)
  },
})

export const plantedBugs: Readonly<Record<PlantedBug, BackendWrapper>> = {
  'stale-read': staleRead,
  'idempotency-off': idempotencyOff,
  'leaked-hold': leakedHold,
  'lost-settlement': lostSettlement,
}
