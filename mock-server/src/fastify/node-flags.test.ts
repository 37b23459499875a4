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
  it.each(['mock', 'e2e:server'])('by npm run %s', (name) => {
    expect(scripts[name]).toContain(mockCommand)
  })
})
