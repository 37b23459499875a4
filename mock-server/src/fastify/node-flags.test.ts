import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { mockCommand } from './node-flags.ts'

const scripts = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts

describe('the mock server is started with its Node flags and allocator settings', () => {
  it('by npm run mock:server', () => {
    expect(scripts['mock:server']).toBe(mockCommand)
  })

  it.each(['mock', 'e2e:server'])('by npm run %s, through mock:server once its builds are fresh', (name) => {
    expect(scripts[name]).toMatch(/^node scripts\/build-if-stale\.ts( --panel)? && npm run --silent mock:server --$/)
  })

  it('with the control panel built first by npm run mock', () => {
    expect(scripts.mock).toContain('build-if-stale.ts --panel')
  })
})
