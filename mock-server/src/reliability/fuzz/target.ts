// The fuzz run's target: a mock server in this process (frozen clock, fixed seed) with
// Prism's validation proxy in front of it. Shared by the CI-sized test and `npm run fuzz`.
import { createBackend } from '../../backend/engine/backend.ts'
import { buildServer } from '../../fastify/server.ts'
import { type PrismProxy, startPrismProxy } from './prism-proxy.ts'
import type { FuzzTarget } from './run.ts'

export const fuzzSeed = 20261123

export interface RunningFuzzTarget {
  target: FuzzTarget
  prism: PrismProxy
  /** Problems the backend reported (broken invariants, unexpected throws). */
  problems: string[]
  stop(): Promise<void>
}

export async function startFuzzTarget(): Promise<RunningFuzzTarget> {
  const problems: string[] = []
  const backend = createBackend({
    seed: fuzzSeed,
    start: Date.parse('2026-11-23T09:30:00+08:00'),
    clockMode: 'frozen',
    realNow: () => 0,
    reportProblem: (problem) => problems.push(problem),
  })
  const app = await buildServer({ backend })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  const base = `http://127.0.0.1:${address.port}`
  const prism = await startPrismProxy(`${base}/api/vue`).catch(async (error: unknown) => {
    await app.close()
    throw error
  })
  return {
    target: { apiBase: `${base}/api/vue`, adminBase: `${base}/__mock`, validatingProxyBase: prism.baseUrl },
    prism,
    problems,
    async stop() {
      await prism.stop()
      await app.close()
    },
  }
}
