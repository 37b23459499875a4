// `npm run catalogue:report [-- --json]`: for every entry of the error catalogue, the rule of
// the mock that raises it (file and function) or none, the operations that list it, whether
// it can be forced, its text in each language, and each browser test that asserts it with the
// route it runs on. Computed from the code and the tests themselves: the mock's sources (the
// calls that raise an id), the contract (x-errors), the locales, and the screen cases of
// web/e2e/catalogue/ (each `<area>.cases.ts`, run by its `<area>.spec.ts`). `--check` exits 1
// when a spec or upstream entry has no test on a screen where it happens.
import { readdirSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'

import ts from 'typescript'

import { catalogue, type ErrorId } from '#openapi/generated/errors.ts'
import document from '#openapi/generated/openapi.json' with { type: 'json' }

import {
  type CatalogueLanguage,
  catalogueLanguages,
  catalogueText,
  languagesScreen,
} from '../web/e2e/catalogue/languages.ts'
import type { ScreenCase } from '../web/e2e/catalogue/screen-case.ts'

const root = resolve(import.meta.dirname, '..')
const backend = resolve(root, 'mock-server/src/backend')
const casesDir = resolve(root, 'web/e2e/catalogue')

/** The functions that answer with a catalogue id given as their first argument. */
const raisers = new Set(['raise', 'fail', 'catalogueReply', 'CatalogueError'])

export interface ReportEntry {
  id: ErrorId
  source: string
  /** `file:function` of each place of the mock that raises it; empty when none does. */
  rule: string[]
  /** The contract operations that list it in x-errors, or `*` when any call may answer it. */
  operations: string[]
  /** Whether the steering API can force it on a call that may answer it. */
  forced: boolean
  /** The languages a browser test asserted it in. */
  languages: CatalogueLanguage[]
  /** Its text in each language (undefined where the app has no translation). */
  texts: Partial<Record<CatalogueLanguage, string>>
  /** Each browser test that asserts it, with the route it runs on. */
  screens: Array<{ route: string; spec: string }>
  /** The screen tests on a screen where it happens (not the one screen that shows every entry). */
  screenCases: number
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => resolve(entry.parentPath, entry.name))
}

/** The name of the function (or handler) a node sits in, outermost first: `'/user/login'.run`. */
function enclosingName(node: ts.Node): string {
  const names: string[] = []
  for (let at = node.parent; at !== undefined; at = at.parent) {
    if (ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) {
      if (at.name !== undefined) names.unshift(at.name.getText())
    } else if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent)) {
      names.unshift(at.parent.name.getText())
    } else if (
      ts.isPropertyAssignment(at) &&
      (ts.isArrowFunction(at.initializer) ||
        ts.isFunctionExpression(at.initializer) ||
        ts.isObjectLiteralExpression(at.initializer))
    ) {
      names.unshift(at.name.getText())
    } else if (ts.isClassDeclaration(at) && at.name !== undefined) {
      names.unshift(at.name.getText())
    }
  }
  return names.join('.') || '(module)'
}

/** Every place of the mock's backend that raises each id. */
export function rulesByEntry(): Map<string, string[]> {
  const rules = new Map<string, string[]>()
  for (const file of sourceFiles(backend)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node): void => {
      if (
        (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        raisers.has(node.expression.text)
      ) {
        const [first] = node.arguments ?? []
        if (first !== undefined && ts.isStringLiteral(first) && first.text in catalogue) {
          const place = `${relative(root, file)}:${enclosingName(node)}`
          const known = rules.get(first.text) ?? []
          if (!known.includes(place)) rules.set(first.text, [...known, place])
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return rules
}

/** The operations of the contract that list each id in x-errors. */
function operationsByEntry(): Map<string, string[]> {
  const listed = new Map<string, string[]>()
  for (const [path, item] of Object.entries(document.paths as Record<string, { post?: { 'x-errors'?: string[] } }>)) {
    for (const id of item.post?.['x-errors'] ?? []) listed.set(id, [...(listed.get(id) ?? []), path])
  }
  return listed
}

/** The screen cases of web/e2e/catalogue, each with the spec file that runs it. */
export async function screenCases(): Promise<Array<ScreenCase & { spec: string }>> {
  const cases: Array<ScreenCase & { spec: string }> = []
  for (const name of readdirSync(casesDir)
    .filter((file) => file.endsWith('.cases.ts'))
    .sort()) {
    const module = (await import(resolve(casesDir, name))) as Record<string, unknown>
    const spec = relative(root, resolve(casesDir, name.replace(/\.cases\.ts$/, '.spec.ts')))
    for (const exported of Object.values(module)) {
      if (Array.isArray(exported)) cases.push(...(exported as ScreenCase[]).map((item) => ({ ...item, spec })))
    }
  }
  return cases
}

export async function buildReport(): Promise<ReportEntry[]> {
  const rules = rulesByEntry()
  const listed = operationsByEntry()
  const cases = await screenCases()
  const languagesSpec = relative(root, resolve(casesDir, 'languages.spec.ts'))
  return (Object.keys(catalogue) as ErrorId[]).map((id) => {
    const entry = catalogue[id]
    // The engine's own answers (a malformed request, a world over its capacity, an ended
    // session) can come to any call.
    const anyCall = entry.source === 'transport' || id === 'system_busy' || entry.http === 401
    const operations = anyCall ? ['*'] : (listed.get(id) ?? [])
    const own = cases.filter((item) => item.id === id)
    const texts = Object.fromEntries(catalogueLanguages.map((language) => [language, catalogueText(id, language)]))
    return {
      id,
      source: entry.source,
      rule: rules.get(id) ?? [],
      operations,
      forced: operations.length > 0,
      languages: [...catalogueLanguages],
      texts,
      screens: [
        ...own.map((item) => ({ route: item.route, spec: item.spec })),
        { route: languagesScreen, spec: languagesSpec },
      ],
      screenCases: own.length,
    }
  })
}

/** The spec and upstream entries that no test shows on a screen where it happens. */
export const uncovered = (report: readonly ReportEntry[]) =>
  report.filter((entry) => (entry.source === 'spec' || entry.source === 'upstream') && entry.screenCases === 0)

function printTable(report: readonly ReportEntry[]): void {
  for (const entry of report) {
    console.log(`\n${entry.id} (${entry.source})`)
    console.log(`  rule:       ${entry.rule.length === 0 ? 'none' : entry.rule.join(', ')}`)
    console.log(`  operations: ${entry.operations.join(', ') || 'none'}`)
    console.log(`  forced:     ${entry.forced ? 'yes' : 'no'}`)
    for (const language of catalogueLanguages)
      console.log(`  ${language.padEnd(10)}  ${entry.texts[language] ?? '(no translation)'}`)
    for (const screen of entry.screens) console.log(`  screen:     ${screen.route}  (${screen.spec})`)
  }
  const withRule = report.filter((entry) => entry.rule.length > 0).length
  const onScreens = report.filter((entry) => entry.screenCases > 0).length
  const required = report.filter((entry) => entry.source === 'spec' || entry.source === 'upstream')
  console.log(
    `\n${report.length} entries: ${withRule} raised by a rule of the mock, ${onScreens} shown on ` +
      `a screen where they happen ` +
      `(${required.length - uncovered(report).length} of the ${required.length} spec and ` +
      `upstream entries), all ${report.length} in ${catalogueLanguages.join(', ')} on ` +
      `${languagesScreen}.`,
  )
}

if (import.meta.main) {
  const report = await buildReport()
  if (process.argv.includes('--json')) {
    const entries = report.map(({ id, source, rule, operations, forced, languages, screens }) => ({
      id,
      source,
      rule: rule.join(', ') || null,
      operations,
      forced,
      languages,
      screens,
    }))
    console.log(JSON.stringify({ entries }, null, 2))
  } else {
    printTable(report)
  }
  const missing = uncovered(report)
  if (process.argv.includes('--check') && missing.length > 0) {
    console.error(`\nNo test on a screen where it happens: ${missing.map((entry) => entry.id).join(', ')}`)
    process.exitCode = 1
  }
}
