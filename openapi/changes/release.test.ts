// The release check of `npm test`: the contract against its last release. A change that breaks
// the app or the upstream needs a new major version; the check is shown to refuse one planted
// without it.
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import document from '#openapi/generated/openapi.json' with { type: 'json' }

import type { ContractState } from './classify.ts'
import { operationFacts } from './fields.ts'
import { catalogueRecord, checkAgainstRelease, compareVersions, parseVersion, releases } from './release.ts'

const root = resolve(import.meta.dirname, '../..')
const { catalogue, translated } = catalogueRecord(root)

const stateOf = (doc: unknown, version: string): ContractState => ({
  label: 'working tree',
  version,
  operations: operationFacts(doc),
  catalogue: new Map(Object.entries(catalogue)),
  translated: new Set(translated),
})

const last = releases(root).at(-1)

describe('the contract against its last release', () => {
  it('has a release, and a semantic version', () => {
    expect(last).toBeDefined()
    expect(parseVersion(document.info.version), `info.version ${document.info.version}`).toBeDefined()
  })

  it('breaks nothing without a new major version', () => {
    if (last === undefined) return
    const check = checkAgainstRelease(stateOf(document, document.info.version), last)
    expect(check.problems, check.problems.join('\n')).toEqual([])
  })
})

describe('the release check', () => {
  if (last === undefined) return
  // A field the released app reads, removed from a copy of the released contract.
  const [chain] = Object.keys(last.record.usage.reads).filter((key) => key.startsWith('components/schemas/'))
  const [, , schemaName, property] = (chain as string).split('/') as [string, string, string, string]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const broken = structuredClone(last.document) as { components: { schemas: Record<string, any> } }
  const schema = broken.components.schemas[schemaName]
  delete schema.properties[property]
  schema.required = (schema.required ?? []).filter((name: string) => name !== property)
  const { major, minor } = last.version

  it('refuses a breaking change that keeps the major version', () => {
    const check = checkAgainstRelease(stateOf(broken, `${major}.${minor + 1}.0`), last)
    expect(check.problems.join('\n')).toContain(`keeps major version ${major}`)
    expect(check.problems.join('\n')).toContain(property)
  })

  it('takes it with a new major version', () => {
    expect(checkAgainstRelease(stateOf(broken, `${major + 1}.0.0`), last).problems).toEqual([])
  })

  it('takes a compatible change without one, and refuses a version below the release or not semantic', () => {
    expect(checkAgainstRelease(stateOf(last.document, last.version.text), last).problems).toEqual([])
    expect(checkAgainstRelease(stateOf(last.document, '0.0.1'), last).problems[0]).toContain('below the last release')
    expect(checkAgainstRelease(stateOf(last.document, 'v2'), last).problems[0]).toContain('not a semantic version')
  })

  it('orders versions as semantic versioning does', () => {
    const versions = ['1.10.0', '1.2.0', '2.0.0-rc.1', '2.0.0', '1.2.10'].map((text) => parseVersion(text)!)
    expect(versions.sort(compareVersions).map((version) => version.text)).toEqual([
      '1.2.0',
      '1.2.10',
      '1.10.0',
      '2.0.0-rc.1',
      '2.0.0',
    ])
  })
})
