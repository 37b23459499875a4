// Shown for an address the app does not have (yet): an honest message and a way home.
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { BackHeader } from './BackHeader.tsx'
import { EmptyState } from './EmptyState.tsx'
import { useGo } from './navigation.ts'

export function NotOpenYet() {
  const { t } = useTranslation()
  const go = useGo()
  return (
    <main>
      <BackHeader title={t('notFound.title')} />
      <EmptyState hint={t('notFound.hint')} />
      <div style={{ padding: '0 0.4rem' }}>
        <Button block color="primary" onClick={() => go({ to: '/home/index' })}>
          {t('notFound.home')}
        </Button>
      </div>
    </main>
  )
}
