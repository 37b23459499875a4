// `npm run check:history -- --clients N --ops M --seed S`: the history check at full size
// (16 clients, 100,000 calls by default) against a mock in this process. Prints the figures,
// writes them to docs/reliability/history.md and each anomaly with the history around it to
// the report folder (history-report/); exits 0 without anomalies, 1 with any, 2 on bad options.
import { commandLine, FiguresPage, generatedPages } from '../../../../scripts/figures-page.ts'
import { OptionError, parseOptions, usage } from './options.ts'
import { kindRows, ruleRows, summaryRows, writeAnomalies } from './report.ts'
import { runHistory } from './run.ts'

let options: ReturnType<typeof parseOptions>
try {
  options = parseOptions(process.argv.slice(2))
} catch (error) {
  if (!(error instanceof OptionError)) throw error
  console.error(`check:history: ${error.message}\n\n${usage}`)
  process.exit(2)
}
if (options === 'help') {
  console.log(usage)
  process.exit(0)
}

const { clients, ops, seed, reportDir } = options
const page = new FiguresPage({
  title: 'History check: the latest full run',
  script: 'check:history',
  source: 'mock-server/src/reliability/history/cli.ts',
  command: commandLine('check:history', ['--clients', String(clients), '--ops', String(ops), '--seed', String(seed)]),
  about:
    'Concurrent clients, several to an account, make a seeded random mix of valid calls of every area ' +
    'that moves money, orders or holdings (with reviews, clock moves and resubmissions) against a mock ' +
    'server in process; the recorded history is then judged only from what the answers said, ' +
    "in the spirit of Jepsen's bank and list-append checkers. See [reliability](../reliability.md#history-check).",
})
console.log(`history check: ${clients} clients, ${ops} calls, seed ${seed}`)
const run = await runHistory(options, undefined, (calls, ms) =>
  console.log(`  ${calls} calls, ${(ms / 1000).toFixed(0)} s`),
)
const files = writeAnomalies(run, reportDir)

page.heading('Summary')
page.table(['What', 'Figure'], summaryRows(run, options))
page.heading('Calls by kind')
page.table(['Kind', 'Calls', 'Carried out', 'Refused'], kindRows(run.operations))
page.heading('Anomalies by rule')
page.table(['Rule', 'What it finds', 'Anomalies'], ruleRows(run))
if (run.anomalies.length > 0) {
  page.heading('Anomalies (the first 20)')
  for (const found of run.anomalies.slice(0, 20)) page.note(`- ${found.rule} (${found.account}): ${found.message}`)
  console.log(`\n${files.length} anomalies written to ${reportDir}/`)
}
page.write(generatedPages['check:history'])
process.exit(run.anomalies.length === 0 ? 0 : 1)
