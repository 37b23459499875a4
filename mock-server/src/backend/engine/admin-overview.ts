// The steering API's overview calls, for the control panel and operators: the contract's
// operations (which are stubs) and the worlds in memory.
import appDocument from '#openapi/generated/openapi.json' with { type: 'json' }

import { toTaipeiIso } from '../core/time.ts'
import { ok, type Route, type Schemas } from './admin-support.ts'
import { operations } from './contract.ts'
import { stubKinds } from './stubs.ts'

const summaries = appDocument.paths as Record<string, { post?: { summary?: string } }>

const operationList: Schemas['OperationInfo'][] = [...operations.values()].map((operation) => ({
  path: operation.path,
  area: operation.area,
  summary: summaries[operation.path]?.post?.summary ?? '',
  secured: operation.secured,
  restriction: operation.account.restriction,
  errors: [...operation.errors],
  stub: stubKinds.get(operation.path) ?? null,
}))

/** The operations answered from the contract, for /__mock/stats. */
export const stubList: Schemas['ServerStats']['stubs'] = [...stubKinds].map(([path, kind]) => ({ path, kind }))

export const overviewRoutes: Record<string, Route> = {
  'GET /operations': async () => ok(operationList),

  'GET /worlds': async (worlds) =>
    ok(
      (await worlds.all()).map((world): Schemas['WorldSummary'] => ({
        session: world.session,
        seed: world.seed,
        now: toTaipeiIso(world.clock.now()),
        clockMode: world.clock.mode,
        requestCount: world.requests.size,
      })),
    ),
}
