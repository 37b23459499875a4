// Navigation helpers. A failed or cancelled navigation is ignored (docs/product.md#screens-and-routes), so
// callers never see a rejected promise from a tap.
import { type NavigateOptions, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

export function useGo(): (options: NavigateOptions) => void {
  const navigate = useNavigate()
  return useCallback((options) => void navigate(options).catch(() => {}), [navigate])
}

/** One step back in history; to the home screen when there is nothing to go back to. */
export function useBack(): () => void {
  const router = useRouter()
  return useCallback(() => {
    if (router.history.canGoBack()) router.history.back()
    else void router.navigate({ to: '/home/index' }).catch(() => {})
  }, [router])
}
