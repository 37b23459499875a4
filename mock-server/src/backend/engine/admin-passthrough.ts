// The steering calls of passthrough, recording and replay (openapi/admin.yaml, tag
// passthrough), each on the world of its x-mock-session header.
import { AdminError, checked, ok, readBody, readJsonLines, type Route, type Schemas } from './admin-support.ts'
import { operations } from './contract.ts'
import { isGlob, relayOf } from './passthrough.ts'
import type { RecordedExchange } from './recording.ts'

/** The exchanges of a replay body: JSON `{exchanges}`, or a recording file as is (JSON Lines). */
function exchangesOf(call: Parameters<Route>[2]): RecordedExchange[] {
  const lines = /^application\/x-ndjson\s*(;|$)/i.test(call.headers['content-type'] ?? '')
  const exchanges = lines ? readJsonLines(call) : readBody<Schemas['ReplayRequest']>(call, 'ReplayRequest').exchanges
  return exchanges.map((exchange, index) => {
    try {
      const checkedExchange = checked<RecordedExchange>(exchange, 'RecordedExchange')
      if (!operations.has(checkedExchange.path))
        throw new AdminError(`'${checkedExchange.path}' is not a contract path`)
      return checkedExchange
    } catch (error) {
      if (error instanceof AdminError) throw new AdminError(`exchange ${index + 1}: ${error.message}`)
      throw error
    }
  })
}

export const passthroughRoutes: Record<string, Route> = {
  'GET /passthrough': async (worlds, session) => ok(relayOf(worlds).describe(await worlds.get(session))),

  'POST /passthrough': async (worlds, session, call) => {
    const body = readBody<Schemas['PassthroughChange']>(call, 'PassthroughChange')
    const relay = relayOf(worlds)
    const wrong = body.paths?.find((glob) => !isGlob(glob))
    if (wrong !== undefined) throw new AdminError(`'${wrong}' is not a path glob such as /trade/* or /common/config`)
    if ((body.paths ?? []).length > 0 && relay.upstream === undefined) {
      throw new AdminError('this server has no upstream to pass calls to: start it with MOCK_UPSTREAM')
    }
    const world = await worlds.get(session)
    relay.configure(world, body)
    return ok(relay.describe(world))
  },

  'GET /recording': async (worlds, session) => ok(relayOf(worlds).recorded(await worlds.get(session))),

  'DELETE /recording': async (worlds, session) => {
    const world = await worlds.get(session)
    relayOf(worlds).forgetRecorded(world)
    return ok(relayOf(worlds).describe(world))
  },

  'POST /replay': async (worlds, session, call) => {
    const exchanges = exchangesOf(call)
    const world = await worlds.get(session)
    relayOf(worlds).replay(world, exchanges)
    return ok(relayOf(worlds).describe(world))
  },

  'DELETE /replay': async (worlds, session) => {
    const world = await worlds.get(session)
    relayOf(worlds).replay(world, undefined)
    return ok(relayOf(worlds).describe(world))
  },
}
