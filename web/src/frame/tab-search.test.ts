import { describe, expect, it } from 'vitest'

import { tabSearch } from './tab-search.ts'

describe('tabSearch', () => {
  const search = tabSearch(['0', '1', 'records'] as const)

  it.each<[string, Record<string, unknown>, object]>([
    ['a known tab', { tab: 'records' }, { tab: 'records' }],
    ['a typed number', { tab: 1 }, { tab: '1' }],
    ['an unknown tab', { tab: 'x' }, {}],
    ['no tab', {}, {}],
    ['something else', { tab: { records: true } }, {}],
  ])('reads %s', (_, given, expected) => {
    expect(search(given)).toEqual(expected)
  })
})
