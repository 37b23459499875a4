// `npm run contract:usage [-- --fields] [-- --json]`: the answer fields of every call that the
// app reads, derived from its TypeScript (usage.ts), with the counts of fields read and never
// read per area; `--fields` lists the fields never read, call by call.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { loadWorkingTree } from './load.ts'
import { usageReport } from './reads.ts'
import { cachedAppUsage } from './usage.ts'

const root = resolve(import.meta.dirname, '../..')
const { values } = parseArgs({ options: { fields: { type: 'boolean' }, json: { type: 'boolean' } } })

const contract = await loadWorkingTree(root)
const { operations } = contract.state
const usage = cachedAppUsage(root, new Set(operations.map((operation) => operation.path)))
const report = usageReport(operations, usage)

if (values.json === true) {
  console.log(JSON.stringify({ ...report, reads: usage.reads }, null, 2))
} else {
  const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)} %`)
  const row = (name: string, count: { operations: number; fields: number; read: number; neverRead: number }) =>
    `| ${name} | ${count.operations} | ${count.fields} | ${count.read} ` +
    `(${percent(count.read, count.fields)}) | ${count.neverRead} |`
  console.log(
    [
      `The app reads ${report.totals.read} of the ${report.totals.fields} answer fields of the ` +
        `contract's ${report.totals.operations} calls; ${report.totals.neverRead} are never read.`,
      '',
      '| Area | Calls | Answer fields | Read | Never read |',
      '|---|---|---|---|---|',
      ...report.areas.map((area) => row(area.area, area)),
      row('**all**', report.totals),
      ...(report.neverCalled.length > 0 ? ['', `Calls the app never makes: ${report.neverCalled.join(', ')}`] : []),
      ...(values.fields === true
        ? [
            '',
            '| Call | Fields never read |',
            '|---|---|',
            ...Object.entries(report.neverRead).map(([path, fields]) => `| ${path} | ${fields.join(', ')} |`),
          ]
        : []),
    ].join('\n'),
  )
}
