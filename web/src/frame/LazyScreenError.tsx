// The router's error component (app/router.ts): the error screen (ScreenError.tsx, with its
// back header) loads when a screen first fails; no first screen needs it, so it is not part
// of every first load. When it cannot load either (the connection is gone, the usual reason a
// screen's own code failed), a plain stand-in shows the same message and retry, and stays
// for the rest of the visit.
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../components/PlainButton.tsx'

/** The error screen without its chunk: its message and retry, nothing else. */
export function ScreenErrorOffline({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('startup')
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  return (
    <main>
      <div role="alert" style={{ padding: '0.6rem 0.4rem', textAlign: 'center' }}>
        <p>{t('screenError.hint')}</p>
      </div>
      <div style={{ padding: '0 0.4rem' }}>
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
      </div>
    </main>
  )
}

const Screen = lazy(() =>
  import('./ScreenError.tsx').then(
    (module) => ({ default: module.ScreenError }),
    () => ({ default: ScreenErrorOffline }),
  ),
)

export function LazyScreenError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  )
}
