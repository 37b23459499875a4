// The app's Traditional Chinese follows the glossary (docs/glossary.md): no word of its
// "Not in zh-TW" column in a zh-TW locale text, in a text of the app's own code, or in a text
// of the mock's data that the app shows (notices, the broker's texts, names, record titles).
// The error catalogue (openapi/errors.yaml) is the upstream's text and stays as it is.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { repositoryRoot } from './figures-page.ts'

const fromRoot = (path: string) => relative(repositoryRoot, path).split(sep).join('/')

/** The words of the glossary's "Not in zh-TW" column. */
export function mainlandTerms(glossary: string): string[] {
  const rows = glossary.split('\n').filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
  const header = rows[0]?.split('|').map((cell) => cell.trim()) ?? []
  const column = header.indexOf('Not in zh-TW')
  if (column < 0) throw new Error('the glossary has no "Not in zh-TW" column')
  return rows.slice(1).flatMap((row) =>
    (row.split('|')[column] ?? '')
      .split(/[,、]/)
      .map((term) => term.trim())
      .filter((term) => term !== ''),
  )
}

/** The texts of a TypeScript file: its string and template literals (not its comments). */
export function literalTexts(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const texts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      texts.push(node.text)
    else if (ts.isJsxText(node)) texts.push(node.text)
    node.forEachChild(visit)
  }
  visit(file)
  return texts
}

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : files(path, keep)
    return keep(path) ? [path] : []
  })
}

function jsonTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(jsonTexts)
  return []
}

const hasHan = (text: string) => /\p{Script=Han}/u.test(text)
/** Simplified Chinese texts (zh-CN's own code paths, if any) are not zh-TW's. */
const source = (path: string) =>
  /\.(ts|tsx)$/.test(path) && !/\.(test|spec)\.tsx?$/.test(path) && !path.endsWith('.gen.ts')

/** Every Traditional Chinese text the app can show, with where it comes from. */
function uiTexts(): Array<{ where: string; text: string }> {
  const locales = files(resolve(repositoryRoot, 'web/src/i18n/locales/zh-TW'), (path) => path.endsWith('.json'))
  const code = [
    ...files(resolve(repositoryRoot, 'web/src'), (path) => source(path) && !path.includes(`${sep}locales${sep}`)),
    ...files(resolve(repositoryRoot, 'mock-server/src/backend'), source),
    ...files(resolve(repositoryRoot, 'rules'), source),
  ]
  return [
    ...locales.flatMap((path) =>
      jsonTexts(JSON.parse(readFileSync(path, 'utf8'))).map((text) => ({ where: fromRoot(path), text })),
    ),
    ...code.flatMap((path) =>
      literalTexts(readFileSync(path, 'utf8'), path)
        .filter(hasHan)
        .map((text) => ({ where: fromRoot(path), text })),
    ),
  ]
}

describe('the glossary', () => {
  const terms = mainlandTerms(readFileSync(resolve(repositoryRoot, 'docs/glossary.md'), 'utf8'))

  it('lists the mainland words that Taiwan brokers do not write', () => {
    expect(terms).toEqual(
      expect.arrayContaining([
        '充值',
        '提現',
        '銀行卡',
        '撤單',
        '板塊',
        '大宗交易',
        '實名認證',
        '已實名',
        '身份',
        '持倉',
      ]),
    )
  })

  it('finds a listed word in a text, and not in a comment', () => {
    const texts = literalTexts("// 充值 in a comment\nconst label = '充值金額'\nconst node = <p>提現</p>\n")
    expect(texts).toEqual(['充值金額', '提現'])
  })

  // Parses every source file of the app, the mock and the rules: seconds on a busy machine.
  it('no Traditional Chinese text of the app or of the mock’s data uses a listed word', { timeout: 60_000 }, () => {
    const texts = uiTexts()
    // The locale files alone hold hundreds of texts: a scan of nothing would pass.
    expect(texts.length).toBeGreaterThan(500)
    const found = texts.flatMap(({ where, text }) =>
      terms.filter((term) => text.includes(term)).map((term) => `${where}: ${term} in "${text.slice(0, 60)}"`),
    )
    expect(found).toEqual([])
  })
})
