// Fuzzing from the contract at a size that fits CI (the full run: `npm run fuzz`).
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createBackend } from '../../backend/backend.ts'
import { buildServer } from '../../fastify/server.ts'
import { startPrismProxy, type PrismProxy } from './prism-proxy.ts'
import { runFuzz } from './run.ts'

let app: FastifyInstance
let base = ''
let prism: PrismProxy
const problems: string[] = []

beforeAll(async () => {
  const backend = createBackend({
    seed: 20261123,
    start: Date.parse('2026-11-23T09:30:00+08:00'),
    clockMode: 'frozen',
    realNow: () => 0,
    reportProblem: (problem) => problems.push(problem),
  })
  app = await buildServer({ backend })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  base = `http://127.0.0.1:${address.port}`
  prism = await startPrismProxy(`${base}/api/vue`)
}, 90_000)

afterAll(async () => {
  await prism?.stop()
  await app?.close()
})

it('answers valid and hostile requests from the contract as the contract says (valid ones checked by Prism too), changing nothing on invalid ones', async () => {
  const count = Number(process.env.FUZZ_REQUESTS || 1500)
  const report = await runFuzz({ apiBase: `${base}/api/vue`, adminBase: `${base}/__mock`, validatingProxyBase: prism.baseUrl }, count, 20261123)
  console.log(`fuzz: ${report.requests} requests (${report.invalid} invalid, ${report.viaProxy} through Prism) in ${(report.ms / 1000).toFixed(1)} s; HTTP ${JSON.stringify(report.byHttpStatus)}; kinds ${JSON.stringify(report.byKind)}`)
  expect(report.failures.slice(0, 10)).toEqual([])
  expect(prism.responseViolations().slice(0, 10), 'answers Prism found off the contract').toEqual([])
  expect(prism.forwarded(), 'valid calls Prism forwarded').toBe(report.viaProxy)
  expect(problems).toEqual([])
  expect(report.requests).toBe(count)
  expect(report.invalid).toBeGreaterThan(count / 2)
}, 300_000)

it('draws the same requests from the same seed, and every hostile kind', async () => {
  const { fuzzRequests, hostileKinds } = await import('./requests.ts')
  expect(fuzzRequests(200, 7)).toEqual(fuzzRequests(200, 7))
  const kinds = new Set(fuzzRequests(600, 7).map((request) => request.kind))
  for (const kind of hostileKinds) expect(kinds.has(kind), kind).toBe(true)
})
