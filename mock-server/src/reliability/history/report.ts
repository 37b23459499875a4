// What a run of the history check leaves: its figures (calls by kind and by outcome,
// anomalies by rule, time) as table rows for the terminal and the docs page, and each
// anomaly in a file of its own with the calls that witness it and the history around them
// (the account's calls just before and after, in invocation order).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { anomalyRules } from './anomaly.ts'
import type { Operation } from './history.ts'
import type { HistoryRun } from './run.ts'

/** Calls of the account on either side of an anomaly's first witness. */
const around = 15

export function summaryRows(run: HistoryRun, options: { clients: number; ops: number; seed: number }): string[][] {
  const seconds = run.ms / 1000
  return [
    ['clients', String(options.clients)],
    ['accounts', String(run.accounts.length)],
    ['seed', String(options.seed)],
    [
      'calls',
      `${run.operations.length} (clients ${run.clientCalls}, ` +
        `set-up and final reads ${run.operations.length - run.clientCalls})`,
    ],
    ['carried out (status 1)', String(run.operations.filter((op) => op.status === 1).length)],
    ['resubmitted with an Idempotency-Key', String(run.operations.filter((op) => op.replayed).length)],
    ['time', `${seconds.toFixed(1)} s (${Math.round(run.operations.length / seconds)} calls/s)`],
    ['anomalies', String(run.anomalies.length)],
    ['result', run.anomalies.length === 0 ? 'passed' : 'FAILED'],
  ]
}

/** Calls by kind: how many, how many carried out, how many refused by a rule. */
export function kindRows(operations: readonly Operation[]): string[][] {
  const byKind = new Map<string, { calls: number; done: number }>()
  for (const op of operations) {
    const kind = byKind.get(op.kind) ?? { calls: 0, done: 0 }
    kind.calls += 1
    if (op.status === 1) kind.done += 1
    byKind.set(op.kind, kind)
  }
  return [...byKind]
    .sort(([, a], [, b]) => b.calls - a.calls)
    .map(([kind, { calls, done }]) => [kind, String(calls), String(done), String(calls - done)])
}

/** Every rule with how many anomalies broke it. */
export function ruleRows(run: HistoryRun): string[][] {
  return Object.entries(anomalyRules).map(([rule, meaning]) => [
    rule,
    meaning,
    String(run.anomalies.filter((found) => found.rule === rule).length),
  ])
}

/** Writes each anomaly to `dir` (emptied first) with the history around it; returns the files. */
export function writeAnomalies(run: HistoryRun, dir: string): string[] {
  rmSync(dir, { recursive: true, force: true })
  if (run.anomalies.length === 0) return []
  mkdirSync(dir, { recursive: true })
  return run.anomalies.map((found, number) => {
    const witnesses = found.ops.map((index) => run.operations[index]!)
    const first = witnesses[0]
    const ofAccount = run.operations.filter((op) => found.account === '' || op.account === found.account)
    const at = first === undefined ? -1 : ofAccount.indexOf(first)
    const file = join(dir, `${String(number + 1).padStart(4, '0')}-${found.rule}.json`)
    writeFileSync(
      file,
      JSON.stringify(
        {
          ...found,
          meaning: anomalyRules[found.rule],
          witnesses,
          history: at === -1 ? [] : ofAccount.slice(Math.max(0, at - around), at + around + 1),
        },
        null,
        1,
      ),
    )
    return file
  })
}
