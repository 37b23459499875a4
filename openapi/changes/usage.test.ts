// The reads of an app, derived from its TypeScript: a small app written out beside its own
// generated types, so that each way of reading a field is seen (or not) on its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { appUsage, type AppUsage, unionOf } from './usage.ts'

const files: Record<string, string> = {
  'web/tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      allowImportingTsExtensions: true,
      module: 'preserve',
      target: 'ES2024',
    },
    include: ['src'],
  }),
  'openapi/generated/api.ts': `export type components = {
  schemas: {
    Row: {
      shown: string
      decided: 1 | 2
      looked: 'a' | 'b'
      destructured: number
      handed: string
      unread: number
      onlyInTests: number
    }
    Entry: { name: string; value: string; extra: string }
  }
}
`,
  'web/src/rows.ts': `import type { components } from '../../openapi/generated/api.ts'
type Row = components['schemas']['Row']
type Entry = components['schemas']['Entry']
const labels = { a: 'A', b: 'B' }
export const show = (row: Row) => row.shown
export function decide(row: Row): string {
  switch (row.decided) {
    case 1:
      return 'one'
  }
  return labels[row.looked]
}
export const sum = ({ destructured }: Row) => destructured + 1
const own = (entries: ReadonlyArray<{ name: string }>, text: { handed: string }) =>
  entries.map((e) => e.name).join(text.handed)
export const named = (entries: Entry[], row: Row) => own(entries, row)
export const path = '/trade/kline'
`,
  'web/src/rows.test.ts': `import type { components } from '../../openapi/generated/api.ts'
export const inTests = (row: components['schemas']['Row']) => row.onlyInTests
`,
}

let root: string
let usage: AppUsage

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'contract-usage-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  usage = appUsage(root, new Set(['/trade/kline', '/trade/search']))
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("the app's reads", () => {
  it('finds property accesses, lookups, switches and destructuring, with where they are', () => {
    expect(usage.reads['components/schemas/Row/shown']).toEqual({ sites: ['web/src/rows.ts:5'], switched: false })
    expect(usage.reads['components/schemas/Row/decided']?.switched).toBe(true)
    expect(usage.reads['components/schemas/Row/looked']?.switched).toBe(true)
    expect(usage.reads['components/schemas/Row/destructured']?.switched).toBe(false)
  })

  it("follows a value into a type the app declares itself (a parameter's), field by field", () => {
    expect(usage.reads['components/schemas/Entry/name']).toBeDefined()
    expect(usage.reads['components/schemas/Row/handed']).toBeDefined()
    expect(usage.reads['components/schemas/Entry/extra']).toBeUndefined()
  })

  it('counts neither fields nobody reads nor reads in tests', () => {
    expect(usage.reads['components/schemas/Row/unread']).toBeUndefined()
    expect(usage.reads['components/schemas/Row/onlyInTests']).toBeUndefined()
  })

  it('lists the contract paths the app names', () => {
    expect(usage.calls).toEqual(['/trade/kline'])
  })

  it('joins the reads of two apps', () => {
    const joined = unionOf(usage, {
      reads: { 'components/schemas/Row/unread': { sites: ['x.ts:1'], switched: true } },
      calls: ['/trade/search'],
    })
    expect(joined.reads['components/schemas/Row/unread']?.switched).toBe(true)
    expect(joined.reads['components/schemas/Row/shown']).toBeDefined()
    expect(joined.calls).toEqual(['/trade/kline', '/trade/search'])
  })
})
