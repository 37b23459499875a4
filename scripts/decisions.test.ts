// Decision records: each is numbered as its file, carries its date and status under its title,
// and is listed in the index.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const dir = resolve(import.meta.dirname, '../docs/decisions')
const records = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name))
const index = readFileSync(resolve(dir, 'README.md'), 'utf8')

describe.each(records)('%s', (name) => {
  const text = readFileSync(resolve(dir, name), 'utf8')
  const number = name.slice(0, 4)

  it('is titled with its number', () => {
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${number}\\. \\S`))
  })

  it('gives its date and status under the title', () => {
    expect(text.split('\n')[2]).toMatch(/^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|superseded|proposed)\b/)
  })

  it('is listed in the index', () => {
    expect(index).toContain(`](${name})`)
  })
})
