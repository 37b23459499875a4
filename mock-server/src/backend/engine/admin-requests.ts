// The steering API's verification calls: find and count the requests a world received by
// path, status, catalogue id and body fields (GET /__mock/requests and /requests/count).
import type { IncomingCall } from '../core/call.ts'
import type { RequestQuery } from '../core/request-log.ts'
import { toTaipeiIso } from '../core/time.ts'
import { AdminError, ok, type Route } from './admin-support.ts'

function integerParameter(params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name)
  if (text === null) return undefined
  if (!/^-?\d{1,4}$/.test(text)) throw new AdminError(`${name} must be an integer, not '${text}'`)
  return Number(text)
}

const bodyField = /^body\[([^\]]+)\]$/
const known = new Set(['path', 'status', 'httpStatus', 'errorId'])

/** The query of GET /requests and /requests/count; an unknown parameter is refused, not ignored. */
export function requestQuery(call: IncomingCall): RequestQuery {
  const params = new URLSearchParams(call.query ?? '')
  const body: Record<string, string> = {}
  for (const [name, value] of params) {
    const field = bodyField.exec(name)?.[1]
    if (field !== undefined) body[field] = value
    else if (!known.has(name))
      throw new AdminError(`unknown query parameter '${name}' (path, status, httpStatus, errorId, body[<field>])`)
  }
  return {
    path: params.get('path') ?? undefined,
    status: integerParameter(params, 'status'),
    httpStatus: integerParameter(params, 'httpStatus'),
    errorId: params.get('errorId') ?? undefined,
    body,
  }
}

export const requestRoutes: Record<string, Route> = {
  'GET /requests': async (worlds, session, call) => {
    const query = requestQuery(call)
    const world = await worlds.get(session)
    return ok(world.requests.find(query).map((record) => ({ ...record, at: toTaipeiIso(record.at) })))
  },

  'GET /requests/count': async (worlds, session, call) => {
    const query = requestQuery(call)
    const world = await worlds.get(session)
    return ok(world.requests.count(query))
  },
}
