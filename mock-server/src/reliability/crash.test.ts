// SIGKILL during writes, a few times (the full 100 runs: `npm run test:crash`).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, expect, it } from 'vitest'

import { crashRuns } from './crash.ts'

const runs = Number(process.env.CRASH_RUNS || 8)
let dir = ''
afterAll(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true })
})

it(`the data file always loads with its invariants after SIGKILL at random points (${runs} runs)`, async () => {
  dir = await mkdtemp(join(tmpdir(), 'mock-crash-'))
  const results = await crashRuns(runs, join(dir, 'worlds.json'), 20261123)
  expect(results.flatMap((result) => result.problems.map((problem) => `run ${result.run}: ${problem}`))).toEqual([])
  // The runs did write: the last file holds the worlds the calls went to.
  expect(results.at(-1)?.worldsLoaded).toBeGreaterThan(0)
  expect(results.reduce((sum, result) => sum + result.callsAnswered, 0)).toBeGreaterThan(runs)
}, 300_000)
