import { describe, expect, it } from 'vitest'

import { groupNameProblem, maxGroupName, sameGroupName } from './watchlist-groups.ts'

describe('watchlist group names', () => {
  it.each([
    ['半導體', undefined],
    ['  AI  ', undefined],
    ['一二三四五六七八九十', undefined],
    ['ABCDEFGHIJ', undefined],
    ['😀😀😀😀😀😀😀😀😀😀', undefined],
    ['', 'length'],
    ['   ', 'length'],
    ['一二三四五六七八九十一', 'length'],
    ['tab\there', 'control'],
    ['bell\u0007', 'control'],
    ['c1\u0085x', 'control'],
  ] as const)('%j: %s', (name, problem) => {
    expect(groupNameProblem(name)).toBe(problem)
  })

  it(`counts characters, not UTF-16 units (${maxGroupName} emoji fit)`, () => {
    expect('😀'.repeat(maxGroupName).length).toBe(2 * maxGroupName)
    expect(groupNameProblem('😀'.repeat(maxGroupName))).toBeUndefined()
    expect(groupNameProblem('😀'.repeat(maxGroupName + 1))).toBe('length')
  })

  it('clash when equal once trimmed, letters compared without case', () => {
    expect(sameGroupName('Tech', ' tech')).toBe(true)
    expect(sameGroupName('科技', '科技 ')).toBe(true)
    expect(sameGroupName('科技', '科技股')).toBe(false)
  })
})
