// The intraday line (分時): the day's closes as a line over a shaded area, with the day's
// high and low, drawn on a canvas of our own. The order box and the index screens open on
// it, so they show their chart without the chart library (klinecharts),
// which loads only when K-lines are chosen (MarketChart.tsx).
// As MarketChart, it draws in a layout effect: React runs those only while the element is
// attached and shown (a cached page hidden and shown again draws anew), and it draws again
// whenever its box changes size (a box that starts at zero size is drawn once it has one).
import { useLayoutEffect, useRef } from 'react'

import { closesOf, intradayPath } from './intraday-path.ts'
import styles from './MarketChart.module.css'
import type { ChartCandle } from './MarketChart.tsx'

const lineColor = '#1677ff'
const areaColor = 'rgba(22, 119, 255, 0.12)'
const gridColor = '#f0f0f0'
const labelColor = '#646a73'
/** Room above the highest and below the lowest close, in CSS px, for their labels. */
const margin = 16

export function IntradayLine({ candles, label }: { candles: readonly ChartCandle[]; label: string }) {
  const box = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)

  useLayoutEffect(() => {
    const element = box.current
    const surface = canvas.current
    if (element === null || surface === null) return
    const closes = closesOf(candles)
    const draw = () => {
      element.dataset.ready = String(drawLine(surface, element.clientWidth, element.clientHeight, closes))
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
  }, [candles])

  return (
    <div ref={box} className={styles.chart} role="img" aria-label={label} data-ready="false">
      <canvas ref={canvas} className={styles.canvas} />
    </div>
  )
}

/** Draws the line to fill `width` x `height` CSS px; false when there was nothing to draw or no room. */
function drawLine(surface: HTMLCanvasElement, width: number, height: number, closes: readonly number[]): boolean {
  const path = intradayPath(closes, width, height, margin)
  const context = path === undefined ? null : surface.getContext('2d')
  if (path === undefined || context === null) return false
  const scale = globalThis.devicePixelRatio || 1
  surface.width = Math.round(width * scale)
  surface.height = Math.round(height * scale)
  context.scale(scale, scale)
  context.clearRect(0, 0, width, height)

  context.strokeStyle = gridColor
  context.lineWidth = 1
  for (const y of [margin, height / 2, height - margin]) {
    context.beginPath()
    context.moveTo(0, Math.round(y) + 0.5)
    context.lineTo(width, Math.round(y) + 0.5)
    context.stroke()
  }

  const { points } = path
  context.beginPath()
  points.forEach(({ x, y }, index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)))
  context.strokeStyle = lineColor
  context.lineWidth = 1.5
  context.lineJoin = 'round'
  context.stroke()
  context.lineTo(points.at(-1)!.x, height)
  context.lineTo(points[0]!.x, height)
  context.closePath()
  context.fillStyle = areaColor
  context.fill()

  context.fillStyle = labelColor
  context.font = '10px sans-serif'
  context.textBaseline = 'bottom'
  context.fillText(path.high.toFixed(2), 4, margin - 2)
  context.textBaseline = 'top'
  context.fillText(path.low.toFixed(2), 4, height - margin + 2)
  return true
}
