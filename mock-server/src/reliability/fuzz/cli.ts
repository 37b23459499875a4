// `npm run fuzz [requests] [seed]`: the full fuzz run (10,000 requests by default) against a
// mock with Prism in front; prints the figures, writes them to docs/reliability/fuzz.md and
// exits 1 on any failure.
import { commandLine, FiguresPage, generatedPages } from '../../../../scripts/figures-page.ts'
import { jsonOperations } from './requests.ts'
import { runFuzz } from './run.ts'
import { fuzzSeed, startFuzzTarget } from './target.ts'

const jsonOperationCount = () => jsonOperations().length
const count = Number(process.argv[2] ?? 10_000)
const seed = Number(process.argv[3] ?? fuzzSeed)
const page = new FiguresPage({
  title: 'Fuzzing from the contract: the latest full run',
  script: 'fuzz',
  source: 'mock-server/src/reliability/fuzz/cli.ts',
  command: commandLine('fuzz', process.argv.slice(2)),
  about:
    'Valid and hostile requests drawn from the contract (fast-check, from the seed) against a ' +
    'mock server in process with a frozen clock. ' +
    "Valid requests go through Prism's validation proxy, hostile ones straight to the mock. " +
    'Every answer must be an envelope as the contract documents it, ' +
    'never a 5xx, without internals; every invalid request must be refused and leave the world ' +
    'unchanged. See [reliability](../reliability.md).',
})
const running = await startFuzzTarget()
const report = await runFuzz(running.target, count, seed)
await running.stop()
const violations = running.prism.responseViolations()
const ok =
  report.failures.length === 0 &&
  violations.length === 0 &&
  running.problems.length === 0 &&
  running.prism.forwarded() === report.viaProxy

page.heading('Summary')
page.table(
  ['What', 'Figure'],
  [
    ['requests', String(report.requests)],
    ['operations reached', `${report.operations} of ${jsonOperationCount()} JSON operations`],
    ['seed', String(seed)],
    ['time', `${(report.ms / 1000).toFixed(1)} s`],
    ['invalid requests', String(report.invalid)],
    ['valid requests through Prism', `${report.viaProxy} (Prism forwarded ${running.prism.forwarded()})`],
    ['failures', String(report.failures.length)],
    ['answers Prism found off the contract', String(violations.length)],
    ['problems the backend reported', String(running.problems.length)],
    ['result', ok ? 'passed' : 'FAILED'],
  ],
)
page.heading('Answers by HTTP status')
page.table(
  ['HTTP status', 'Answers'],
  Object.entries(report.byHttpStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, answers]) => [status, String(answers)]),
)
page.heading('Requests by kind')
page.table(
  ['Kind', 'Requests'],
  Object.entries(report.byKind)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, requests]) => [kind, String(requests)]),
)
const problems = [
  ...report.failures
    .slice(0, 20)
    .map((failure) => `${failure.request.kind} ${failure.request.path}: ${failure.problem}`),
  ...violations.slice(0, 20).map((violation) => `Prism: ${violation}`),
  ...running.problems.slice(0, 20).map((problem) => `backend: ${problem}`),
]
if (problems.length > 0) {
  page.heading('Problems (the first 20 of each kind)')
  for (const problem of problems) page.note(`- ${problem}`)
}
page.write(generatedPages.fuzz)
process.exit(ok ? 0 : 1)
