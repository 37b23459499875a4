import { describe, expect, it } from 'vitest'

import { moveBy, moveToTop, withoutSelected } from './watchlist-edit.ts'

const list = ['A', 'B', 'C', 'D']

describe('editing the watchlist', () => {
  it('moves a code to the top', () => {
    expect(moveToTop(list, 'C')).toEqual(['C', 'A', 'B', 'D'])
    expect(moveToTop(list, 'Z')).toEqual(list)
  })

  it('moves a code one place, never past an end', () => {
    expect(moveBy(list, 'B', -1)).toEqual(['B', 'A', 'C', 'D'])
    expect(moveBy(list, 'B', 1)).toEqual(['A', 'C', 'B', 'D'])
    expect(moveBy(list, 'A', -1)).toEqual(list)
    expect(moveBy(list, 'D', 1)).toEqual(list)
  })

  it('removes the selected codes', () => {
    expect(withoutSelected(list, new Set(['A', 'C']))).toEqual(['B', 'D'])
  })
})
