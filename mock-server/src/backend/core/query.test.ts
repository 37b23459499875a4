// Queries: condition objects and predicates, narrowed by where.
import { describe, expect, it } from 'vitest'

import { Query } from './query.ts'

interface Row {
  id: number
  status: string
  note?: string | undefined
  limits: { low: number; high: number }
  tags: string[]
}

const row = (id: number, status: string, extra: Partial<Row> = {}): Row => ({
  id,
  status,
  limits: { low: 1, high: 9 },
  tags: ['a'],
  ...extra,
})

describe('Query', () => {
  it('matches fields equal to a value, or passing a function, all of them', () => {
    const query = new Query<Row>().where({ status: 'pending', id: (id) => id > 1 })
    expect(
      [row(1, 'pending'), row(2, 'pending'), row(3, 'filled')]
        .filter((record) => query.test(record))
        .map((record) => record.id),
    ).toEqual([2])
  })

  it('never matches a field the record lacks, and compares nested objects and arrays field by field', () => {
    expect(new Query<Row>().where({ note: undefined }).test(row(1, 'x'))).toBe(false)
    expect(new Query<Row>().where({ limits: { high: 9 } }).test(row(1, 'x'))).toBe(true)
    expect(new Query<Row>().where({ limits: { high: 8 } }).test(row(1, 'x'))).toBe(false)
    expect(new Query<Row>().where({ tags: (tag) => tag === 'a' }).test(row(1, 'x', { tags: ['a', 'a'] }))).toBe(true)
    expect(new Query<Row>().where({ tags: (tag) => tag === 'a' }).test(row(1, 'x', { tags: ['a', 'b'] }))).toBe(false)
  })

  it('takes predicates, narrows with each where, and matches nothing without a condition', () => {
    const query = new Query<Row>().where((record) => record.id > 1).where({ status: 'pending' })
    expect(query.test(row(2, 'pending'))).toBe(true)
    expect(query.test(row(1, 'pending'))).toBe(false)
    expect(query.test(row(2, 'filled'))).toBe(false)
    expect(new Query<Row>().test(row(1, 'x'))).toBe(false)
  })
})
