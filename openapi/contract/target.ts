// Where the contract calls go: the upstream named by CONTRACT_BASE_URL, or the mock
// started in-process on a free port, in a world of its own.
import { randomUUID } from 'node:crypto'
import type { ContractSettings } from './settings.ts'

export interface Target {
  /** The API root, e.g. http://127.0.0.1:41234/api/vue, without a trailing slash. */
  baseUrl: string
  /** True when the calls go to the in-process mock. */
  isMock: boolean
  /** Headers every call carries (the mock's world header, only for the mock). */
  headers: Readonly<Record<string, string>>
  /** Contract breaks the mock reported about its own answers (always empty for an upstream). */
  problems: readonly string[]
  close(): Promise<void>
}

export async function openTarget(settings: ContractSettings): Promise<Target> {
  if (settings.baseUrl !== undefined) {
    return { baseUrl: settings.baseUrl, isMock: false, headers: {}, problems: [], close: async () => {} }
  }
  // Loaded only when needed: a run against an upstream does not depend on the mock.
  const [{ createBackend }, { defaults }, { buildServer }] = await Promise.all([
    import('#mock/backend/engine/backend.ts'),
    import('#mock/fastify/config.ts'),
    import('#mock/fastify/server.ts'),
  ])
  const problems: string[] = []
  const backend = createBackend({
    seed: defaults.seed,
    start: Date.parse(defaults.start),
    clockMode: 'frozen',
    realNow: () => Date.now(),
    reportProblem: (problem) => problems.push(problem),
  })
  const app = await buildServer({ backend })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('the mock is not listening on a TCP port')
  return {
    baseUrl: `http://127.0.0.1:${address.port}/api/vue`,
    isMock: true,
    headers: { 'x-mock-session': `contract-${randomUUID()}` },
    problems,
    close: () => app.close(),
  }
}
