// `npm run contract:changes -- --base <git ref | file> [--json]`: every change of the working
// tree's contract against the base, per call and field, and whom it breaks (classify.ts),
// judged against the fields the app reads: the app of the base (what is installed on phones),
// the app of the working tree, and the reads a release snapshot recorded. Exits 1 when a
// change breaks the app or the upstream, 0 otherwise, 2 on bad input.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { classify, isBreaking } from './classify.ts'
import { BadInput, loadBase, type LoadedContract, loadWorkingTree } from './load.ts'
import { report, reportJson } from './table.ts'
import { type AppUsage, cachedAppUsage, unionOf } from './usage.ts'

const root = resolve(import.meta.dirname, '../..')

const usageText = `usage: npm run contract:changes -- --base <git ref | file> [--json]
  --base   a git ref (main, HEAD~20, a tag) or a file: a bundled contract
           (openapi/releases/<version>.json) or an openapi.yaml
  --json   the same as JSON`

async function main(): Promise<number> {
  let values: { base?: string; json?: boolean; help?: boolean }
  try {
    values = parseArgs({
      options: { base: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }).values
  } catch (error) {
    console.error(`contract:changes: ${(error as Error).message}\n${usageText}`)
    return 2
  }
  if (values.help === true) {
    console.log(usageText)
    return 0
  }
  if (values.base === undefined || values.base === '') {
    console.error(`contract:changes: --base is required\n${usageText}`)
    return 2
  }
  let base: LoadedContract | undefined
  let head: LoadedContract | undefined
  try {
    base = await loadBase(root, values.base)
    head = await loadWorkingTree(root)
    const usages: AppUsage[] = []
    const notes: string[] = []
    if (base.usage !== undefined) {
      usages.push(base.usage)
      notes.push(`recorded with ${base.state.version}`)
    }
    if (base.appRoot !== undefined) {
      try {
        usages.push(cachedAppUsage(base.appRoot, new Set(base.state.operations.map((operation) => operation.path))))
        notes.push(`the app of ${base.state.label}`)
      } catch (error) {
        notes.push(`(the app of ${base.state.label} could not be read: ${(error as Error).message.split('\n')[0]})`)
      }
    }
    const paths = new Set([...base.state.operations, ...head.state.operations].map((operation) => operation.path))
    usages.push(cachedAppUsage(root, paths))
    notes.push('the app of the working tree')
    const changes = classify(base.state, head.state, unionOf(...usages))
    const note = notes.join(', ')
    console.log(
      values.json === true
        ? reportJson(base.state, head.state, changes, note)
        : report(base.state, head.state, changes, note),
    )
    return changes.some(isBreaking) ? 1 : 0
  } catch (error) {
    if (error instanceof BadInput) {
      console.error(`contract:changes: ${error.message}`)
      return 2
    }
    throw error
  } finally {
    base?.dispose()
    head?.dispose()
  }
}

process.exitCode = await main()
