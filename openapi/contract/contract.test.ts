// The contract suite (`npm run test:contract`): every operation of the contract is sent to
// CONTRACT_BASE_URL, or to the mock started in-process, and every answer is checked against
// the contract. The run ends with its report, printed and written to contract-report/
// (docs/contract.md, "Contract tests"); each operation is a test here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listOperations, operationName } from './operations.ts'
import { type ContractReport, fails, hasDrift, toMarkdown, writeReport } from './report.ts'
import { runContract } from './run.ts'
import { readSettings } from './settings.ts'
import { openTarget, type Target } from './target.ts'

// Bad settings (an upstream without credentials) stop the suite here, with the reason.
const settings = readSettings(process.env)
const operations = listOperations()
const reportDir = process.env.CONTRACT_REPORT_DIR || 'contract-report'

let target: Target | undefined
let report: ContractReport

// Starting the mock (a cold import of Fastify and the core) and the run itself can take a
// while on a busy machine.
beforeAll(async () => {
  target = await openTarget(settings.baseUrl)
  report = await runContract({ target, settings })
  const files = await writeReport(report, reportDir)
  console.log(`${toMarkdown(report)}\nWritten to ${files.join(' and ')}`)
}, 180_000)

afterAll(async () => {
  await target?.close()
})

describe('the contract run', () => {
  it('logs in', () => {
    expect(report.problems).toEqual([])
  })

  it('checks every operation against the mock (none skipped)', ({ skip }) => {
    if (report.against !== 'mock')
      skip('against an upstream, designed calls and writes not allowed are skipped; the report lists them')
    expect(
      report.operations
        .filter((result) => result.outcome === 'skipped')
        .map((result) => `${result.operation}: ${result.reason}`),
    ).toEqual([])
  })

  it(`finds no drift${settings.strict ? '' : ' that CONTRACT_STRICT=1 would fail on'}`, ({ skip }) => {
    const drifting = report.operations.filter(hasDrift)
    // Drift against an upstream is reported, not failed, unless strict; the mock must have none.
    if (!settings.strict && report.against !== 'mock')
      skip(`${drifting.length} operation(s) with drift: see the report`)
    expect(drifting.map((result) => ({ operation: result.operation, ...result.drift }))).toEqual([])
  })
})

describe.each(operations.map((operation) => [operationName(operation)] as const))('%s', (name) => {
  it('answers as the contract says', ({ skip }) => {
    const result = report.operations.find((entry) => entry.operation === name)
    if (result === undefined) throw new Error(`${name} is missing from the report`)
    if (result.outcome === 'skipped' && !fails(result, settings.strict)) skip(result.reason)
    expect(fails(result, settings.strict) ? result : undefined, `${name}: ${result.outcome}`).toBeUndefined()
  })
})
