// A screen's tab kept in the address (`?tab=records`), so another screen can open it on
// a given tab and going back returns to the same one.
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

export function tabSearch<Tab extends string>(tabs: readonly Tab[]) {
  return (search: Record<string, unknown>): { tab?: Tab } => {
    // A typed address (?tab=1) reads as a number; the app's own links carry strings.
    const tab = typeof search.tab === 'number' ? String(search.tab) : search.tab
    const isTab = (value: unknown): value is Tab => tabs.some((known) => known === value)
    return isTab(tab) ? { tab } : {}
  }
}

/** Switches the tab in place (no new history entry). */
export function useSwitchTab<Tab extends string>(): (tab: Tab) => void {
  const navigate = useNavigate()
  return useCallback(
    (tab: Tab) => {
      void navigate({ to: '.', search: { tab } as never, replace: true }).catch(() => {})
    },
    [navigate],
  )
}
