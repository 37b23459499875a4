// The changes as a Markdown table (printed by contract:changes, and on the page of releases)
// and as JSON.
import type { Change, ContractState } from './classify.ts'

const order = (change: Change) =>
  change.breaks.length === 2 ? 0 : change.breaks.includes('app') ? 1 : change.breaks.includes('upstream') ? 2 : 3

/** Breaking changes first (both, the app, the upstream), then the compatible ones; by area, call, field. */
export function sorted(changes: Change[]): Change[] {
  return [...changes].sort(
    (a, b) =>
      order(a) - order(b) ||
      a.area.localeCompare(b.area) ||
      a.operation.localeCompare(b.operation) ||
      a.side.localeCompare(b.side) ||
      a.field.localeCompare(b.field) ||
      a.rule.localeCompare(b.rule),
  )
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

export const breaksText = (change: Change) =>
  change.breaks.length === 0 ? 'compatible' : `**breaks ${change.breaks.join(' and ')}**`

export interface Counts {
  total: number
  app: number
  upstream: number
  compatible: number
}

export function countsOf(changes: Change[]): Counts {
  return {
    total: changes.length,
    app: changes.filter((change) => change.breaks.includes('app')).length,
    upstream: changes.filter((change) => change.breaks.includes('upstream')).length,
    compatible: changes.filter((change) => change.breaks.length === 0).length,
  }
}

export const countsText = (counts: Counts) =>
  `${counts.total} change(s): ${counts.app} break the app, ${counts.upstream} break the ` +
  `upstream, ${counts.compatible} compatible`

/** The table of changes, one row per change. */
export function changesTable(changes: Change[]): string {
  if (changes.length === 0) return 'No changes.'
  const where = (change: Change) =>
    change.side === 'catalogue'
      ? 'catalogue'
      : change.side === 'call'
        ? change.operation
        : `${change.operation} ${change.side}`
  return [
    '| Verdict | Call | Field | Rule | What changed |',
    '|---|---|---|---|---|',
    ...sorted(changes).map(
      (change) =>
        `| ${breaksText(change)} | ${cell(where(change))} | ` +
        `${cell(change.field === '' ? '—' : `\`${change.field}\``)} | ${change.rule} | ` +
        `${cell(change.words)} |`,
    ),
  ].join('\n')
}

export function report(base: ContractState, head: ContractState, changes: Change[], usageNote: string): string {
  return [
    `Contract ${head.version} (${head.label}) against ${base.version} (${base.label}): ` +
      `${countsText(countsOf(changes))}.`,
    `Fields the app reads: ${usageNote}.`,
    '',
    changesTable(changes),
  ].join('\n')
}

export function reportJson(base: ContractState, head: ContractState, changes: Change[], usageNote: string): string {
  return JSON.stringify(
    {
      base: { label: base.label, version: base.version },
      head: { label: head.label, version: head.version },
      usage: usageNote,
      counts: countsOf(changes),
      changes: sorted(changes),
    },
    null,
    2,
  )
}
