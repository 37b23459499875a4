// `npm test` runs package scripts only, and every check `npm run lint` makes is one of its steps.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { testSteps } from './test-steps.ts'

const scripts = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts

describe('the steps of npm test', () => {
  it.each(testSteps.map((step) => [step.name, step.script] as const))('%s runs the package script %s', (_, script) => {
    expect(scripts[script]).toBeDefined()
  })

  it('include every part of npm run lint', () => {
    const parts = [...scripts.lint!.matchAll(/npm run --silent ([\w:-]+)/g)].map((match) => match[1])
    expect(parts.length).toBeGreaterThan(1)
    expect(testSteps.map((step) => step.script)).toEqual(expect.arrayContaining(parts))
  })
})
