// The router's error component (app/router.ts): the error screen (ScreenError.tsx, with its
// back header) loads when a screen first fails; no first screen needs it, so it is not part
// of every first load. When it cannot load either (the connection is gone, the usual reason a
// screen's own code failed), a plain stand-in shows the same message and retry, and stays
// for the rest of the visit.
import type { ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

import { ScreenRetry } from './ScreenRetry.tsx'

/** The error screen without its chunk: its message and retry, nothing else. */
export function ScreenErrorOffline({ reset }: ErrorComponentProps) {
  return (
    <main>
      <ScreenRetry reset={reset} />
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
