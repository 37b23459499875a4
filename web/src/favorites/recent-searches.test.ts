import { describe, expect, it } from 'vitest'

import {
  clearRecentSearches,
  maxRecentSearches,
  readRecentSearches,
  recentSearchesKey,
  rememberSearch,
} from './recent-searches.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('recent searches', () => {
  it('keeps the newest first, each once, at most ten', () => {
    const storage = memoryStorage()
    for (let n = 1; n <= 12; n++) rememberSearch(`q${n}`, storage)
    rememberSearch(' q5 ', storage)
    const recent = readRecentSearches(storage)
    expect(recent[0]).toBe('q5')
    expect(recent).toHaveLength(maxRecentSearches)
    expect(new Set(recent).size).toBe(recent.length)
    expect(recent).not.toContain('q1')
  })

  it('ignores empty texts and whatever else is stored', () => {
    expect(rememberSearch('   ', memoryStorage())).toEqual([])
    expect(readRecentSearches(memoryStorage({ [recentSearchesKey]: 'not json' }))).toEqual([])
    expect(readRecentSearches(memoryStorage({ [recentSearchesKey]: '{"a":1}' }))).toEqual([])
    expect(readRecentSearches(memoryStorage({ [recentSearchesKey]: '["台積", 5, null, ""]' }))).toEqual(['台積'])
  })

  it('clears', () => {
    const storage = memoryStorage()
    rememberSearch('台積', storage)
    clearRecentSearches(storage)
    expect(readRecentSearches(storage)).toEqual([])
  })
})
