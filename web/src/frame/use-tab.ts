// A screen's tab kept in the address (`?tab=records`), so another screen can open it on
// a given tab and going back returns to the same one: switching it in place. Its route reads
// it with tabSearch (tab-search.ts, a module of its own: search validation is part of the
// entry).
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

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
