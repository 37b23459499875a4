// The frame's special targets (docs/product.md#the-frame): 'kefu' opens the support link, 'exit'
// ends the session and goes to the login screen after 1 s.
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { api, sessions } from '../api/index.ts'
import { exitRedirectMs } from '../app/constants.ts'
import { useSiteConfig } from '../site/use-site-config.ts'
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
  const router = useRouter()
  return useCallback(() => {
    // Revoke the token on the server; the headers are taken before the session is cleared.
    void api.submit('/user/logout', {}, { quiet: true }).catch(() => {})
    sessions.clearSession()
    setTimeout(() => {
      // The cache is emptied once the screens that read it are gone: cleared while they are
      // still mounted (a cached home polling its lists), they would fetch again without a
      // session, and that 401's redirect would end the next login.
      void router
        .navigate({ to: '/login/login' })
        .catch(() => {})
        .finally(() => queryClient.clear())
    }, exitRedirectMs)
  }, [router, queryClient])
}
