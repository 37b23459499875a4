// The search validation of a screen whose tab is kept in the address (`?tab=records`;
// use-tab.ts switches it). A route's search validation is part of the entry: it lives in
// a module of its own, apart from the screens' hooks.
export function tabSearch<Tab extends string>(tabs: readonly Tab[]) {
  return (search: Record<string, unknown>): { tab?: Tab } => {
    // A typed address (?tab=1) reads as a number; the app's own links carry strings.
    const tab = typeof search.tab === 'number' ? String(search.tab) : search.tab
    const isTab = (value: unknown): value is Tab => tabs.some((known) => known === value)
    return isTab(tab) ? { tab } : {}
  }
}
