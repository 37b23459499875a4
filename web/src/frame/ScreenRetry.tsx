// The error screen's message and retry (ScreenError.tsx, and its stand-in in
// LazyScreenError.tsx): the retry clears the failed queries and draws the screen again.
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { PlainButton } from '../components/PlainButton.tsx'

export function ScreenRetry({ reset, children }: { reset: () => void; children?: ReactNode }) {
  // `startup`: its words must show when nothing else could load.
  const { t } = useTranslation('startup')
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  return (
    <>
      <div role="alert" style={{ padding: '0.6rem 0.4rem', textAlign: 'center' }}>
        <p>{t('screenError.hint')}</p>
      </div>
      <div style={{ display: 'grid', gap: '0.2rem', padding: '0 0.4rem' }}>
        <PlainButton
          block
          color="primary"
          onClick={() => {
            queryReset.reset()
            reset()
            void router.invalidate()
          }}
        >
          {t('screenError.retry')}
        </PlainButton>
        {children}
      </div>
    </>
  )
}
