// A full-screen preview of one picture: pinch or the buttons zoom between 1/3 and 3, a
// double tap (under 250 ms) toggles between the fitted size and 2x, a tap on the
// background or 關閉 closes it.
import { type PointerEvent, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'

import styles from './ImageZoom.module.css'
import { clampZoom, isDoubleTap, pinchedZoom, toggledZoom } from './zoom.ts'

export function ImageZoom({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const { t } = useTranslation('news')
  const [zoom, setZoom] = useState(1)
  const lastTap = useRef<number | undefined>(undefined)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const pinch = useRef<{ distance: number; zoom: number } | undefined>(undefined)

  const distance = () => {
    const [a, b] = [...pointers.current.values()]
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
  }
  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom }
  }
  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pinch.current) setZoom(pinchedZoom(pinch.current.zoom, pinch.current.distance, distance()))
  }
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId)
    if (pointers.current.size < 2) pinch.current = undefined
  }
  const onTap = () => {
    const now = performance.now()
    if (isDoubleTap(lastTap.current, now)) {
      setZoom((current) => toggledZoom(current))
      lastTap.current = undefined
    } else {
      lastTap.current = now
    }
  }

  return createPortal(
    <div className={styles.backdrop} role="dialog" aria-modal="true" aria-label={t('zoom.label')} onClick={onClose}>
      <div className={styles.stage} onClick={(event) => event.stopPropagation()}>
        <img
          src={src}
          alt={alt}
          className={styles.image}
          style={{ transform: `scale(${zoom})` }}
          data-zoom={zoom.toFixed(2)}
          onClick={onTap}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          draggable={false}
        />
      </div>
      <div className={styles.controls} onClick={(event) => event.stopPropagation()}>
        <button type="button" onClick={() => setZoom((current) => clampZoom(current / 1.5))}>
          {t('zoom.out')}
        </button>
        <output aria-label={t('zoom.level')}>{Math.round(zoom * 100)}%</output>
        <button type="button" onClick={() => setZoom((current) => clampZoom(current * 1.5))}>
          {t('zoom.in')}
        </button>
        <button type="button" onClick={onClose}>
          {t('zoom.close')}
        </button>
      </div>
    </div>,
    document.body,
  )
}
