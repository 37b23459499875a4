// What a screen shows instead of itself when it fails to draw (the router's error
// component): a plain message, a retry and a way home, never a blank page or a stack.
// Loaded when a screen first fails (LazyScreenError.tsx, which has a stand-in for when this
// cannot load either).
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { PlainButton } from '../components/PlainButton.tsx'
import { BackHeader } from './BackHeader.tsx'
import { useGo } from './navigation.ts'
import { ScreenRetry } from './ScreenRetry.tsx'

export function ScreenError({ error, reset }: ErrorComponentProps) {
  // `startup`: its words must show when nothing else could load.
  const { t } = useTranslation('startup')
  const go = useGo()
  useEffect(() => {
    // For developers; the user sees the message below.
    console.error(error)
  }, [error])
  return (
    <main>
      <BackHeader title={t('screenError.title')} />
      <ScreenRetry reset={reset}>
        <PlainButton block onClick={() => go({ to: '/home/index' })}>
          {t('screenError.home')}
        </PlainButton>
      </ScreenRetry>
    </main>
  )
}
