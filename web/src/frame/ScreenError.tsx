// What a screen shows instead of itself when it fails to draw (the router's error
// component): a plain message, a retry and a way home, never a blank page or a stack.
// Loaded when a screen first fails (LazyScreenError.tsx, which has a stand-in for when this
// cannot load either).
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../components/PlainButton.tsx'
import { BackHeader } from './BackHeader.tsx'
import { useGo } from './navigation.ts'

export function ScreenError({ error, reset }: ErrorComponentProps) {
  // `startup`: its words must show when nothing else could load.
  const { t } = useTranslation('startup')
  const router = useRouter()
  const go = useGo()
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => {
    // For developers; the user sees the message below.
    console.error(error)
  }, [error])
  return (
    <main>
      <BackHeader title={t('screenError.title')} />
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
        <PlainButton block onClick={() => go({ to: '/home/index' })}>
          {t('screenError.home')}
        </PlainButton>
      </div>
    </main>
  )
}
