// The intraday line (分時): the day's closes as a line over a shaded area, over the whole
// session's time, around the previous close (intraday-path.ts), drawn on a canvas of our own.
// The order box and the index screens open on it, so they show their chart without the chart
// library (klinecharts), which loads only when K-lines are chosen (MarketChart.tsx).
// As MarketChart, it draws in a layout effect: React runs those only while the element is
// attached and shown (a cached page hidden and shown again draws anew), and it draws again
// whenever its box changes size (a box that starts at zero size is drawn once it has one).
import { useLayoutEffect, useRef } from 'react'

import { sessionTimes } from '#rules/market.ts'

import { intradayPath, sessionX, timedCloses } from './intraday-path.ts'
import styles from './MarketChart.module.css'
import type { ChartCandle } from './MarketChart.tsx'
import { signedPercent } from './quote-format.ts'

const lineColor = '#1677ff'
const areaColor = 'rgba(22, 119, 255, 0.12)'
const gridColor = '#f0f0f0'
/** The previous close's line: darker than the grid, as it is the line the day is read against. */
const referenceColor = '#c9cdd4'
const labelColor = '#646a73'
/** Room above the top and below the bottom line, in CSS px, for their labels. */
const margin = 16
/** The row of times under the box. */
const timeRow = 14
/** The times written under the line: the session's open, its middle and its close. */
const shownTimes = [
  { minute: sessionTimes.open, align: 'left' },
  { minute: (sessionTimes.open + sessionTimes.close) / 2, align: 'center' },
  { minute: sessionTimes.close, align: 'right' },
] as const
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

export interface IntradayLineProps {
  candles: readonly ChartCandle[]
  /** The close of the day before the session shown ("1800.00"): the middle line. */
  previousClose: string
  label: string
}

export function IntradayLine({ candles, previousClose, label }: IntradayLineProps) {
  const box = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)

  useLayoutEffect(() => {
    const element = box.current
    const surface = canvas.current
    if (element === null || surface === null) return
    const closes = timedCloses(candles)
    const reference = Number(previousClose)
    const draw = () => {
      // The text colours of up and down (global.css), read where they are defined.
      const style = getComputedStyle(element)
      const tones = {
        up: style.getPropertyValue('--color-up').trim() || '#d6202a',
        down: style.getPropertyValue('--color-down').trim() || '#097f4a',
      }
      const drawn = drawLine(surface, element.clientWidth, element.clientHeight, closes, reference, tones)
      element.dataset.ready = String(drawn)
    }
    // Drawn when the box is laid out, as the browser does anyway before the next paint, and
    // again when it changes size. Measuring it here, in React's commit, made the browser lay
    // the whole new screen out inside the commit (the order box's longest task at load).
    // (jsdom has no ResizeObserver: drawn at once.)
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(draw)
    if (observer === undefined) draw()
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      element.dataset.ready = 'false'
    }
  }, [candles, previousClose])

  return (
    <div ref={box} className={styles.chart} role="img" aria-label={label} data-ready="false">
      <canvas ref={canvas} className={styles.canvas} />
    </div>
  )
}

/** Draws the line to fill `width` x `height` CSS px; false when there was nothing to draw or no room. */
function drawLine(
  surface: HTMLCanvasElement,
  width: number,
  height: number,
  closes: ReturnType<typeof timedCloses>,
  previousClose: number,
  tones: { up: string; down: string },
): boolean {
  const boxHeight = height - timeRow
  const path = intradayPath(closes, previousClose, width, boxHeight, margin)
  const context = path === undefined ? null : surface.getContext('2d')
  if (path === undefined || context === null) return false
  const scale = globalThis.devicePixelRatio || 1
  surface.width = Math.round(width * scale)
  surface.height = Math.round(height * scale)
  context.scale(scale, scale)
  context.clearRect(0, 0, width, height)

  const line = (x1: number, y1: number, x2: number, y2: number) => {
    context.beginPath()
    context.moveTo(x1, y1)
    context.lineTo(x2, y2)
    context.stroke()
  }
  const bottomY = boxHeight - margin
  context.strokeStyle = gridColor
  context.lineWidth = 1
  for (const y of [margin, bottomY]) line(0, Math.round(y) + 0.5, width, Math.round(y) + 0.5)
  const middleX = Math.round(sessionX(shownTimes[1].minute, width)) + 0.5
  line(middleX, margin, middleX, bottomY)
  context.strokeStyle = referenceColor
  context.setLineDash([4, 3])
  line(0, Math.round(path.middle) + 0.5, width, Math.round(path.middle) + 0.5)
  context.setLineDash([])

  const { points } = path
  context.beginPath()
  points.forEach(({ x, y }, index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)))
  context.strokeStyle = lineColor
  context.lineWidth = 1.5
  context.lineJoin = 'round'
  context.stroke()
  context.lineTo(points.at(-1)!.x, bottomY)
  context.lineTo(points[0]!.x, bottomY)
  context.closePath()
  context.fillStyle = areaColor
  context.fill()

  // Prices on the left, the change from the previous close on the right: up in red above
  // the middle line, down in green below it.
  const percent = (price: number) =>
    signedPercent((((price - path.previousClose) / path.previousClose) * 100).toFixed(2))
  context.font = '10px sans-serif'
  const label = (text: string, x: number, y: number, align: CanvasTextAlign, baseline: CanvasTextBaseline) => {
    context.textAlign = align
    context.textBaseline = baseline
    context.fillText(text, x, y)
  }
  context.fillStyle = tones.up
  label(path.top.toFixed(2), 4, margin - 2, 'left', 'bottom')
  label(percent(path.top), width - 4, margin - 2, 'right', 'bottom')
  context.fillStyle = tones.down
  label(path.bottom.toFixed(2), 4, bottomY + 2, 'left', 'top')
  label(percent(path.bottom), width - 4, bottomY + 2, 'right', 'top')
  context.fillStyle = labelColor
  label(path.previousClose.toFixed(2), 4, path.middle - 2, 'left', 'bottom')
  for (const { minute, align } of shownTimes)
    label(
      clock(minute),
      sessionX(minute, width) + (align === 'left' ? 4 : align === 'right' ? -4 : 0),
      height - 1,
      align,
      'bottom',
    )
  return true
}
