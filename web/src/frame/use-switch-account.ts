import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

import { api, sessions } from '../api/index.ts'
import { useGo } from './navigation.ts'

/** Ends this session at once and opens the re-login screen. */
export function useSwitchAccount(): () => void {
  const queryClient = useQueryClient()
  const go = useGo()
  return useCallback(() => {
    void api.submit('/user/logout', {}, { quiet: true }).catch(() => {})
    sessions.clearSession()
    queryClient.clear()
    go({ to: '/login/reLogin' })
  }, [go, queryClient])
}
