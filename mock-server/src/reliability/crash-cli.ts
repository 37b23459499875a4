// `npm run test:crash [runs] [seed]`: the SIGKILL check of MOCK_DATA_FILE at full size
// (100 runs by default), one line per run, exit code 1 when any run found a problem; the
// summary goes to docs/reliability/crash.md.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { commandLine, FiguresPage, generatedPages } from '../../../scripts/figures-page.ts'
import { crashRuns } from './crash.ts'

const runs = Number(process.argv[2] ?? 100)
const seed = Number(process.argv[3] ?? Date.now() % 2 ** 31)
const page = new FiguresPage({
  title: 'SIGKILL during writes: the latest full run',
  script: 'test:crash',
  source: 'mock-server/src/reliability/crash-cli.ts',
  // The seed is drawn from the clock when not given: the command names it, so the run can be repeated.
  command: commandLine('test:crash', [String(runs), String(seed)]),
  about:
    'A mock server with a data file (MOCK_DATA_FILE) takes a stream of calls that change state ' +
    'in several worlds and is killed with SIGKILL at a random moment; ' +
    'the data file must then load, and every world in it must keep its invariants (each ledger ' +
    'agrees with its balances). See [reliability](../reliability.md).',
})
const dir = await mkdtemp(join(tmpdir(), 'mock-crash-'))
console.log(`SIGKILL during writes: ${runs} runs, seed ${seed}, data file ${join(dir, 'worlds.json')}`)
const started = performance.now()
const results = await crashRuns(runs, join(dir, 'worlds.json'), seed, (run) =>
  console.log(
    `run ${String(run.run).padStart(3)}: killed after ${String(run.killedAfterMs).padStart(3)} ` +
      `ms, ${String(run.callsAnswered).padStart(4)} calls answered, ` +
      `${run.worldsLoaded} world(s) loaded, ${run.problems.length === 0 ? 'ok' : run.problems.join('; ')}`,
  ),
)
const seconds = (performance.now() - started) / 1000
const failed = results.filter((run) => run.problems.length > 0)
const range = (values: readonly number[]) =>
  values.length === 0 ? '—' : `${Math.min(...values)}-${Math.max(...values)}`
page.heading('Summary')
page.table(
  ['What', 'Figure'],
  [
    ['runs', String(runs)],
    ['runs whose data file loaded with every invariant kept', `${runs - failed.length}/${runs}`],
    ['time', `${seconds.toFixed(1)} s`],
    ['killed after the first write (ms)', range(results.map((run) => run.killedAfterMs))],
    ['calls answered before the kill', range(results.map((run) => run.callsAnswered))],
    ['worlds loaded from the file', range(results.map((run) => run.worldsLoaded))],
    ['result', failed.length === 0 ? 'passed' : 'FAILED'],
  ],
)
if (failed.length > 0) {
  page.heading('Failed runs')
  page.table(
    ['Run', 'Killed after ms', 'Calls answered', 'Problems'],
    failed.map((run) => [
      String(run.run),
      String(run.killedAfterMs),
      String(run.callsAnswered),
      run.problems.join('; '),
    ]),
  )
}
await rm(dir, { recursive: true, force: true })
page.write(generatedPages['test:crash'])
process.exit(failed.length === 0 ? 0 : 1)
