// Fuzzing from the contract at a size that fits CI (the full run: `npm run fuzz`).
import { afterAll, beforeAll, expect, it } from 'vitest'

import { runFuzz } from './run.ts'
import { fuzzSeed, type RunningFuzzTarget, startFuzzTarget } from './target.ts'

let running: RunningFuzzTarget

beforeAll(async () => {
  running = await startFuzzTarget()
}, 90_000)

afterAll(async () => {
  await running?.stop()
})

it('answers valid and hostile requests as the contract says (Prism checks the valid), changing nothing', async () => {
  const count = Number(process.env.FUZZ_REQUESTS || 1500)
  const report = await runFuzz(running.target, count, fuzzSeed)
  console.log(
    `fuzz: ${report.requests} requests (${report.invalid} invalid, ${report.viaProxy} through ` +
      `Prism) in ${(report.ms / 1000).toFixed(1)} s; HTTP ` +
      `${JSON.stringify(report.byHttpStatus)}; kinds ${JSON.stringify(report.byKind)}`,
  )
  expect(report.failures.slice(0, 10)).toEqual([])
  expect(running.prism.responseViolations().slice(0, 10), 'answers Prism found off the contract').toEqual([])
  expect(running.prism.forwarded(), 'valid calls Prism forwarded').toBe(report.viaProxy)
  expect(running.problems).toEqual([])
  expect(report.requests).toBe(count)
  expect(report.invalid).toBeGreaterThan(count / 2)
}, 300_000)

it('draws the same requests from the same seed, and every hostile kind', async () => {
  const { fuzzRequests, hostileKinds } = await import('./requests.ts')
  expect(fuzzRequests(200, 7)).toEqual(fuzzRequests(200, 7))
  const kinds = new Set(fuzzRequests(600, 7).map((request) => request.kind))
  for (const kind of hostileKinds) expect(kinds.has(kind), kind).toBe(true)
})
