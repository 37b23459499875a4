// A part of home that loads after the screen's first paint (HomeSections.tsx): nothing but its
// kept place until the browser is idle, then the part, fetched then. Its code failing to load
// (the connection gone) leaves the rest of home as it is, with a retry in the part's place.
import { Component, lazy, type LazyExoticComponent, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { PlainButton } from '../components/PlainButton.tsx'
import { whenIdle } from '../lib/when-idle.ts'
import type * as Sections from './HomeSections.tsx'

const pick = {
  indices: (module: typeof Sections) => module.HomeIndices,
  holdings: (module: typeof Sections) => module.HomeHoldings,
  rankings: (module: typeof Sections) => module.HomeRankings,
}

export type SectionName = keyof typeof pick

/** A new lazy part: each attempt asks for the code again. */
const lazyPart = (name: SectionName) =>
  lazy(() => import('./HomeSections.tsx').then((module) => ({ default: pick[name](module) })))

/** Shows its fallback once anything below it failed to render (here: its code failed to load). */
class Failure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export function DeferredSection({ name, placeholder }: { name: SectionName; placeholder: string | undefined }) {
  const { t } = useTranslation()
  const [attempt, setAttempt] = useState<{ Part: LazyExoticComponent<() => ReactNode>; count: number }>()
  useEffect(() => whenIdle(() => setAttempt({ Part: lazyPart(name), count: 1 })), [name])
  const place = <div className={placeholder} />
  if (attempt === undefined) return place
  const { Part, count } = attempt
  return (
    <Failure
      key={count}
      fallback={
        <div className={placeholder} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <PlainButton onClick={() => setAttempt({ Part: lazyPart(name), count: count + 1 })}>{t('retry')}</PlainButton>
        </div>
      }
    >
      <Suspense fallback={place}>
        <Part />
      </Suspense>
    </Failure>
  )
}
