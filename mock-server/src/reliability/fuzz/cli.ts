// `npm run fuzz [requests] [seed]`: the full fuzz run (10,000 requests by default) against a
// mock with Prism in front; prints the figures and exits 1 on any failure.
import { jsonOperations } from './requests.ts'
import { runFuzz } from './run.ts'
import { fuzzSeed, startFuzzTarget } from './target.ts'

const jsonOperationCount = () => jsonOperations().length
const count = Number(process.argv[2] ?? 10_000)
const seed = Number(process.argv[3] ?? fuzzSeed)
const running = await startFuzzTarget()
const report = await runFuzz(running.target, count, seed)
await running.stop()
const violations = running.prism.responseViolations()
console.log(`fuzz: ${report.requests} requests over ${report.operations} operations (of ${jsonOperationCount()}), seed ${seed}, in ${(report.ms / 1000).toFixed(1)} s`)
console.log(`  invalid: ${report.invalid}; through Prism: ${report.viaProxy} (forwarded ${running.prism.forwarded()})`)
console.log(`  HTTP: ${JSON.stringify(report.byHttpStatus)}`)
console.log(`  kinds: ${JSON.stringify(report.byKind)}`)
console.log(`  failures: ${report.failures.length}; Prism response violations: ${violations.length}; backend problems: ${running.problems.length}`)
for (const failure of report.failures.slice(0, 20)) console.log(`  - ${failure.request.kind} ${failure.request.path}: ${failure.problem}`)
for (const violation of violations.slice(0, 20)) console.log(`  - Prism: ${violation}`)
for (const problem of running.problems.slice(0, 20)) console.log(`  - backend: ${problem}`)
const ok = report.failures.length === 0 && violations.length === 0 && running.problems.length === 0 && running.prism.forwarded() === report.viaProxy
process.exit(ok ? 0 : 1)
