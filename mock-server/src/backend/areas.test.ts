// One name per area through every layer: the contract's tag and file, the backend folder
// and the area object agree, and what the areas declare together is what the contract says.
import { existsSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import document from '#openapi/generated/openapi.json' with { type: 'json' }

import { areas } from './areas.ts'
import { foundationLedgerKinds } from './core/ledger-kinds.ts'
import { operations } from './engine/contract.ts'

const root = new URL('../../../', import.meta.url)
const names = areas.map((area) => area.name)

describe('the areas', () => {
  it('are the contract tags, each with its contract file and backend folder', () => {
    expect(new Set(names).size).toBe(names.length)
    expect(document.tags.map((tag) => tag.name).sort()).toEqual([...names].sort())
    for (const name of names) {
      expect(existsSync(new URL(`openapi/paths/${name}.yaml`, root)), `openapi/paths/${name}.yaml`).toBe(true)
      expect(
        existsSync(new URL(`mock-server/src/backend/${name}/area.ts`, root)),
        `mock-server/src/backend/${name}/area.ts`,
      ).toBe(true)
    }
  })

  it.each(areas.map((area) => [area.name, area] as const))(
    '%s handles exactly the operations the contract tags with its name',
    (name, area) => {
      const tagged = [...operations.values()]
        .filter((operation) => operation.area === name)
        .map((operation) => operation.path)
      expect(Object.keys(area.handlers).sort()).toEqual(tagged.sort())
    },
  )

  it('declare each ledger kind once, and together the kinds the contract names', () => {
    const declared = [
      ...Object.keys(foundationLedgerKinds),
      ...areas.flatMap((area) => Object.keys(area.ledgerKinds ?? {})),
    ]
    expect(new Set(declared).size).toBe(declared.length)
    const contractKinds = (document as { components: { schemas: { LedgerKind: { enum: string[] } } } }).components
      .schemas.LedgerKind.enum
    expect([...declared].sort()).toEqual([...contractKinds].sort())
  })

  it('declare each review kind once', () => {
    const kinds = areas.flatMap((area) => Object.keys(area.reviewKinds ?? {}))
    expect(new Set(kinds).size).toBe(kinds.length)
    expect(kinds.sort()).toEqual(['dayTrading', 'deposit', 'identity', 'withdrawal'])
  })
})
