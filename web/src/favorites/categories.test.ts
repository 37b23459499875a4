import { describe, expect, it } from 'vitest'

import { categoryOf } from './categories.ts'

describe('categoryOf', () => {
  it('reads a board or a plate id, and falls back to the listed board', () => {
    expect(categoryOf('otc')).toEqual({ kind: 'board', board: 'otc' })
    expect(categoryOf('I05')).toEqual({ kind: 'plate', id: 'I05' })
    expect(categoryOf('<script>')).toEqual({ kind: 'board', board: 'listed' })
    expect(categoryOf(5)).toEqual({ kind: 'board', board: 'listed' })
  })
})
