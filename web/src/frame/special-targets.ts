// The frame's special targets (spec section 2): 'kefu' opens the support link, 'exit'
// ends the session and goes to the login screen after 1 s.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { api, sessions } from '../api/index.ts'
import { exitRedirectMs } from '../app/constants.ts'
import { useSiteConfig } from '../app/site-config.ts'
import { useGo } from './navigation.ts'
import { openSupportLink } from './support-link.ts'
import { showToast } from './toast.ts'

export function useSupportLink(): () => void {
  const { t } = useTranslation()
  const config = useSiteConfig()
  return useCallback(() => {
    if (!openSupportLink(config?.kefu)) showToast(t('kefu.unavailable'))
  }, [config?.kefu, t])
}

export function useExit(): () => void {
  const queryClient = useQueryClient()
  const go = useGo()
  return useCallback(() => {
    // Revoke the token on the server; the headers are taken before the session is cleared.
    void api.submit('/user/logout', {}, { quiet: true }).catch(() => {})
    sessions.clearSession()
    setTimeout(() => {
      queryClient.clear()
      go({ to: '/login/login' })
    }, exitRedirectMs)
  }, [go, queryClient])
}
