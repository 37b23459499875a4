// antd-mobile's pull-to-refresh with the app's own texts (its defaults are Simplified
// Chinese whatever the language).
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.release')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.done')}
    >
      {children}
    </PullToRefresh>
  )
}
