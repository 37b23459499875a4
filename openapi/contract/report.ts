// What a contract run found, per operation, and the table every run ends with: printed, and
// written as Markdown and JSON under contract-report/.
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'

export const outcomes = ['succeeded', 'refused-as-expected', 'refused', 'failed', 'skipped'] as const
export type Outcome = (typeof outcomes)[number]

export interface OperationResult {
  /** `POST /user/login` */
  operation: string
  upstream: 'known' | 'designed'
  mutates: boolean
  outcome: Outcome
  httpStatus?: number
  /** The envelope's status and message. */
  status?: number
  msg?: string
  /** The catalogue entry the refusal's message is (absent: the catalogue does not know it). */
  catalogueId?: string
  /** What a refusal was measured against: `success`, or the catalogue id(s) the contract expects. */
  expected?: string
  /** Why the example was not sent. */
  reason?: string
  /** Breaks of the contract (in the example's answer or in a check without a valid session). */
  problems: string[]
  drift: {
    /** Fields of the answers that the contract does not know. */
    unknownFields: string[]
    /** Refusal messages that the catalogue does not know (the app could not translate them). */
    unknownMessages: string[]
    /** Against an upstream: breaks of the contract in answer fields the app never reads. */
    unreadBreaks: string[]
  }
}

export interface ContractReport {
  target: string
  against: 'mock' | 'upstream'
  /** CONTRACT_STRICT=1: drift fails the run. */
  strict: boolean
  startedAt: string
  durationMs: number
  /** Problems of the run as a whole (no session). */
  problems: string[]
  totals: Record<Outcome, number> & { drift: number }
  passed: boolean
  operations: OperationResult[]
}

export const hasDrift = (result: OperationResult) =>
  result.drift.unknownFields.length + result.drift.unknownMessages.length + result.drift.unreadBreaks.length > 0

/** Whether an operation's result fails the run. */
export const fails = (result: OperationResult, strict: boolean) =>
  result.outcome === 'failed' || result.outcome === 'refused' || (strict && hasDrift(result))

export function summarise(base: Omit<ContractReport, 'totals' | 'passed'>): ContractReport {
  const totals = Object.fromEntries(outcomes.map((outcome) => [outcome, 0])) as ContractReport['totals']
  totals.drift = 0
  for (const result of base.operations) {
    totals[result.outcome] += 1
    if (hasDrift(result)) totals.drift += 1
  }
  const passed = base.problems.length === 0 && !base.operations.some((result) => fails(result, base.strict))
  return { ...base, totals, passed }
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

function resultText(result: OperationResult): string {
  switch (result.outcome) {
    case 'refused-as-expected':
      return `refused as expected (${result.catalogueId})`
    case 'refused':
      return '**REFUSED**'
    case 'failed':
      return '**FAILED**'
    default:
      return result.outcome
  }
}

function detailText(result: OperationResult): string {
  const refusal =
    result.msg === undefined || result.status === 1
      ? ''
      : `${result.msg} (${result.catalogueId ?? 'not in the catalogue'})`
  const parts = [
    result.reason ?? '',
    result.outcome === 'refused'
      ? `${refusal}; expected ${result.expected}`
      : result.outcome === 'refused-as-expected'
        ? ''
        : refusal,
    ...result.problems,
  ]
  return parts.filter((part) => part !== '').join('; ')
}

function driftText(result: OperationResult): string {
  const fields = result.drift.unknownFields.map((field) => `unknown field ${field}`)
  const messages = result.drift.unknownMessages.map((message) => `message not in the catalogue: ${message}`)
  const unread = result.drift.unreadBreaks.map((problem) => `in a field the app never reads: ${problem}`)
  return [...fields, ...messages, ...unread].join('; ')
}

export function toMarkdown(report: ContractReport): string {
  const { totals } = report
  const lines = [
    `# Contract run against ${report.against === 'mock' ? 'the mock' : 'an upstream'}: ${report.target}`,
    '',
    `${report.startedAt}, ${(report.durationMs / 1000).toFixed(1)} ` +
      `s${report.strict ? ', strict (drift fails)' : ''}. ` +
      `**${report.passed ? 'PASSED' : 'FAILED'}**: ${totals.succeeded} succeeded, ` +
      `${totals['refused-as-expected']} refused as expected, ` +
      `${totals.refused} refused, ${totals.failed} failed, ${totals.skipped} skipped; drift in ` +
      `${totals.drift} operation(s).`,
    '',
    ...report.problems.map((problem) => `- ${problem}`),
    ...(report.problems.length > 0 ? [''] : []),
    '| Operation | Upstream | Result | Detail | Drift |',
    '|---|---|---|---|---|',
    ...report.operations.map(
      (result) =>
        `| ${result.operation} | ${result.upstream} | ${resultText(result)} | ` +
        `${cell(detailText(result))} | ${cell(driftText(result))} |`,
    ),
    '',
  ]
  return lines.join('\n')
}

/** Writes `report.md` and `report.json` into `directory`; answers the two paths. */
export async function writeReport(report: ContractReport, directory: string, name = 'report'): Promise<string[]> {
  await mkdir(directory, { recursive: true })
  const files = [resolve(directory, `${name}.md`), resolve(directory, `${name}.json`)]
  await writeFile(files[0] as string, toMarkdown(report))
  await writeFile(files[1] as string, `${JSON.stringify(report, null, 2)}\n`)
  return files
}
