// The recent searches of /favorite/search, kept on the device (newest first, 10 at most,
// each once). Bad stored data is ignored, never a crash.
export const recentSearchesKey = 'recentSearches'
export const maxRecentSearches = 10

export function readRecentSearches(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(recentSearchesKey) ?? '[]')
    return Array.isArray(stored)
      ? stored
          .filter((each): each is string => typeof each === 'string' && each.trim() !== '')
          .slice(0, maxRecentSearches)
      : []
  } catch {
    return []
  }
}

/** Puts `text` first (once) and returns the new list. */
export function rememberSearch(text: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string[] {
  const trimmed = text.trim()
  if (trimmed === '') return readRecentSearches(storage)
  const next = [trimmed, ...readRecentSearches(storage).filter((each) => each !== trimmed)].slice(0, maxRecentSearches)
  storage.setItem(recentSearchesKey, JSON.stringify(next))
  return next
}

export function clearRecentSearches(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(recentSearchesKey)
}
