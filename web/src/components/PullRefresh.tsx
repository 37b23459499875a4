// Pull down to refresh, with the app's own texts. Our own rather than
// antd-mobile's PullToRefresh, which brings an animation and a gesture library (react-spring
// and use-gesture) to every screen with a list. As antd-mobile's, it
// follows touches only (a phone's finger), starts when the page is scrolled to its top,
// refreshes once pulled past the threshold, says so, and closes after a short pause.
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { pullHeight, type PullStatus } from './pull-refresh.ts'
import styles from './PullRefresh.module.css'

/** The head's height while refreshing, and the pull (after resistance) that makes it refresh, in px. */
const headPx = 40
const thresholdPx = 60
const completeDelayMs = 500

export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation()
  const element = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<PullStatus>('pulling')
  const [height, setHeight] = useState(0)
  const [dragging, setDragging] = useState(false)
  const refresh = useRef(onRefresh)
  useEffect(() => {
    refresh.current = onRefresh
  })

  useEffect(() => {
    const target = element.current
    if (target === null) return
    let startY: number | undefined
    let busy = false
    let pulled = 0
    const close = () => {
      setDragging(false)
      setHeight(0)
      setStatus('pulling')
    }
    const onStart = (event: TouchEvent) => {
      if (busy || event.touches.length !== 1) return
      startY = scrolledToTop(target) ? event.touches[0]!.clientY : undefined
      pulled = 0
    }
    const onMove = (event: TouchEvent) => {
      if (startY === undefined || busy) return
      const moved = event.touches[0]!.clientY - startY
      if (moved <= 0 && pulled === 0) {
        // Scrolling up the page, not pulling: let the browser have it.
        startY = undefined
        return
      }
      if (event.cancelable) event.preventDefault()
      pulled = pullHeight(moved, headPx)
      setDragging(true)
      setHeight(pulled)
      setStatus(pulled > thresholdPx ? 'canRelease' : 'pulling')
    }
    const onEnd = () => {
      if (startY === undefined || busy) return
      startY = undefined
      setDragging(false)
      if (pulled <= thresholdPx) {
        close()
        return
      }
      busy = true
      setHeight(headPx)
      setStatus('refreshing')
      refresh
        .current()
        .then(
          async () => {
            setStatus('complete')
            await new Promise((resolve) => setTimeout(resolve, completeDelayMs))
          },
          () => {},
        )
        .finally(() => {
          busy = false
          close()
        })
    }
    target.addEventListener('touchstart', onStart, { passive: true })
    // Not passive: a pull must stop the page from scrolling (or bouncing) with it.
    target.addEventListener('touchmove', onMove, { passive: false })
    target.addEventListener('touchend', onEnd)
    target.addEventListener('touchcancel', onEnd)
    return () => {
      target.removeEventListener('touchstart', onStart)
      target.removeEventListener('touchmove', onMove)
      target.removeEventListener('touchend', onEnd)
      target.removeEventListener('touchcancel', onEnd)
    }
  }, [])

  const text = {
    pulling: t('pull.pulling'),
    canRelease: t('pull.release'),
    refreshing: t('pull.refreshing'),
    complete: t('pull.done'),
  }[status]
  return (
    <div ref={element} className={styles.pull}>
      <div className={`${styles.head} ${dragging ? '' : styles.settling}`} style={{ height }}>
        {height > 0 ? <div className={styles.text}>{text}</div> : null}
      </div>
      <div>{children}</div>
    </div>
  )
}

/** Whether nothing above `element` (itself or an ancestor, or the page) is scrolled down. */
function scrolledToTop(element: Element): boolean {
  for (let node: Element | null = element; node !== null; node = node.parentElement)
    if (node.scrollTop > 0) return false
  return (document.scrollingElement?.scrollTop ?? 0) <= 0
}
