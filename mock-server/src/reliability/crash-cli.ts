// `npm run test:crash [runs] [seed]`: the SIGKILL check of MOCK_DATA_FILE at full size
// (100 runs by default), one line per run, exit code 1 when any run found a problem.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crashRuns } from './crash.ts'

const runs = Number(process.argv[2] ?? 100)
const seed = Number(process.argv[3] ?? Date.now() % 2 ** 31)
const dir = await mkdtemp(join(tmpdir(), 'mock-crash-'))
console.log(`SIGKILL during writes: ${runs} runs, seed ${seed}, data file ${join(dir, 'worlds.json')}`)
const started = performance.now()
const results = await crashRuns(runs, join(dir, 'worlds.json'), seed, (run) =>
  console.log(
    `run ${String(run.run).padStart(3)}: killed after ${String(run.killedAfterMs).padStart(3)} ms, ${String(run.callsAnswered).padStart(4)} calls answered, ` +
      `${run.worldsLoaded} world(s) loaded, ${run.problems.length === 0 ? 'ok' : run.problems.join('; ')}`,
  ),
)
const failed = results.filter((run) => run.problems.length > 0)
console.log(`${runs - failed.length}/${runs} runs ok in ${((performance.now() - started) / 1000).toFixed(1)} s`)
await rm(dir, { recursive: true, force: true })
process.exit(failed.length === 0 ? 0 : 1)
