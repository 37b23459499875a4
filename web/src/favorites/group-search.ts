// The watchlist group a screen shows or edits, kept in the address (`?group=3`; the default
// group without it), and the edit screen's tab (`?tab=groups`).
export const editTabs = ['stocks', 'groups'] as const
export type EditTab = (typeof editTabs)[number]

const groupOf = (value: unknown): number | undefined => {
  const group = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value
  return typeof group === 'number' && Number.isSafeInteger(group) && group >= 0 ? group : undefined
}

export function groupSearch(search: Record<string, unknown>): { group?: number } {
  const group = groupOf(search.group)
  return group === undefined ? {} : { group }
}

export function editSearch(search: Record<string, unknown>): { group?: number; tab?: EditTab } {
  const tab = editTabs.find((each) => each === search.tab)
  return { ...groupSearch(search), ...(tab === undefined ? {} : { tab }) }
}
