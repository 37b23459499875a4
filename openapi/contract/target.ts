// Where the contract calls go: the upstream named by CONTRACT_BASE_URL, or the mock
// started in-process on a free port, in a world of its own.
import { randomUUID } from 'node:crypto'

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

export interface InProcessMock {
  /** The server's root, e.g. http://127.0.0.1:41234 (the API is under /api/vue). */
  origin: string
  /** What the mock reported about its own answers. */
  problems: readonly string[]
  close(): Promise<void>
}

/** The mock server, started in this process on a free port with a frozen clock. */
export async function startMock(): Promise<InProcessMock> {
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
  return { origin: `http://127.0.0.1:${address.port}`, problems, close: () => app.close() }
}

/** An upstream at `baseUrl` (nothing to start or stop). */
export function upstreamTarget(baseUrl: string): Target {
  return { baseUrl, isMock: false, headers: {}, problems: [], close: async () => {} }
}

export async function openTarget(baseUrl: string | undefined): Promise<Target> {
  if (baseUrl !== undefined) return upstreamTarget(baseUrl)
  const mock = await startMock()
  return {
    baseUrl: `${mock.origin}/api/vue`,
    isMock: true,
    headers: { 'x-mock-session': `contract-${randomUUID()}` },
    problems: mock.problems,
    close: mock.close,
  }
}
