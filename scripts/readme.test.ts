// The README documents the demo accounts, and docs/mock-server.md the mock's settings; these
// tests keep them in step with the code that defines them.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { demoAccounts, demoAgents, demoPassword } from '../mock-server/src/backend/core/seed-data.ts'
import { defaults } from '../mock-server/src/fastify/config.ts'

const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8')
const mockServerPage = readFileSync(resolve(import.meta.dirname, '../docs/mock-server.md'), 'utf8')
const verificationWords = { 0: 'not verified', 1: 'verified', 2: 'rejected', 3: 'under review' } as const
const money = (units: number) => units.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

describe('README', () => {
  it.each(demoAccounts.map((demo) => [demo.account, demo] as const))(
    'lists demo account %s as seeded',
    (account, demo) => {
      const row = readme.split('\n').find((line) => line.startsWith(`| ${account} |`))
      expect(row, `README has no row for ${account}`).toBeDefined()
      const cells = row!.split('|').map((cell) => cell.trim())
      expect(cells[2]).toBe(demo.realname || '—')
      expect(cells[3]).toBe(verificationWords[demo.verification])
      expect(cells[4]).toBe(money(demo.twd))
      expect(cells[5]).toBe(demo.purpose)
    },
  )

  it('lists no demo account that does not exist', () => {
    const listed = [...readme.matchAll(/^\| (09\d{8}) \|/gm)].map((match) => match[1])
    expect(listed.sort()).toEqual(demoAccounts.map((demo) => demo.account).sort())
  })

  it('gives the demo password and the agent invitation code', () => {
    expect(readme).toContain(`\`${demoPassword}\``)
    expect(readme).toContain(`\`${demoAgents[0].code}\``)
  })

  it('gives the mock server defaults (docs/mock-server.md)', () => {
    expect(mockServerPage).toContain(`| \`MOCK_PORT\` | ${defaults.port} |`)
    expect(mockServerPage).toContain(`| \`MOCK_SEED\` | ${defaults.seed} |`)
    expect(mockServerPage).toContain(`| \`MOCK_START\` | ${defaults.start} |`)
    expect(mockServerPage).toContain(`| \`MOCK_CLOCK\` | ${defaults.clockMode} |`)
  })

  it('names npm test as the command that runs every test', () => {
    expect(readme).toMatch(/^npm test\s/m)
  })
})
