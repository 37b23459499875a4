// The mock the history check drives: the Fastify server in this process, on a free port of
// the loopback, over a backend with a frozen clock (only the clients' clock moves change it)
// and without the per-client rate limits (the check judges what calls do, not how often a
// client may make them). A test may wrap the backend (planted-bugs.ts); the run never does.
import { type Backend, createBackend } from '../../backend/engine/backend.ts'
import { buildServer } from '../../fastify/server.ts'

/** A Monday in continuous trading, as the mock's default start. */
export const historyStart = Date.parse('2026-11-23T09:05:00+08:00')

export interface HistoryTarget {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string
  backend: Backend
  /** What the backend reported of itself (answers off the contract, throws). */
  problems: string[]
  stop(): Promise<void>
}

export type BackendWrapper = (backend: Backend) => Backend

export async function startHistoryTarget(seed: number, wrap?: BackendWrapper): Promise<HistoryTarget> {
  const problems: string[] = []
  const backend = createBackend({
    seed,
    start: historyStart,
    clockMode: 'frozen',
    realNow: () => 0,
    rateLimits: false,
    reportProblem: (problem) => problems.push(problem),
  })
  const app = await buildServer({ backend: wrap === undefined ? backend : wrap(backend) })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('history check: the mock is not listening')
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    backend,
    problems,
    stop: () => app.close(),
  }
}
