// The intraday chart (分時): the day's closes over the session's time axis (09:00-13:30),
// centred on the previous close (昨收), drawn as a dashed line across the middle and named,
// with the values at the edges on the left and the change in per cent on the right, and
// the volume of each minute below. The order box and the index screens open on it, so
// they show their chart without the chart library (klinecharts), which loads only when
// K-lines are chosen (MarketChart.tsx). It is SVG scaled to its box
// (preserveAspectRatio none, strokes that do not scale), with the labels as text laid over
// it: nothing to measure, so it draws with the rest of the screen, also in a cached page
// shown again.
import { formatCents } from '#rules/market.ts'

import { type IntradayCandle, intradayGeometry, plotHeight, sessionMinutes, timeTicks } from './intraday-path.ts'
import styles from './IntradayLine.module.css'

export interface IntradayLineProps {
  candles: readonly IntradayCandle[]
  /** The previous close, the chart's middle (the contract's 2-decimal text). */
  preClose: string
  /** The chart's name for assistive technology (台積電 分時圖). */
  label: string
  /** How a value reads: an index with thousands separators, a price as quoted. */
  formatPrice: (text: string) => string
  /** The previous close's name on the chart (昨收). */
  preCloseLabel: string
  /** What the volume pane shows above its bars (成交量 4,959張, 成交值 803.00億). */
  volumeLabel: string
}

const percentText = (basisPoints: number) => `${formatCents(basisPoints)}%`

export function IntradayLine({ candles, preClose, label, formatPrice, preCloseLabel, volumeLabel }: IntradayLineProps) {
  const chart = intradayGeometry(candles, preClose)
  const viewBox = `0 0 ${sessionMinutes} ${plotHeight}`
  return (
    <div className={styles.chart} role="img" aria-label={label} data-ready={String(chart !== undefined)}>
      <div className={styles.pricePane}>
        <svg className={styles.plot} viewBox={viewBox} preserveAspectRatio="none" aria-hidden="true">
          {[plotHeight / 4, (plotHeight * 3) / 4].map((y) => (
            <line key={y} className={styles.grid} x1={0} x2={sessionMinutes} y1={y} y2={y} />
          ))}
          {timeTicks.slice(1, -1).map((tick) => (
            <line key={tick.x} className={styles.grid} x1={tick.x} x2={tick.x} y1={0} y2={plotHeight} />
          ))}
          {chart === undefined ? null : (
            <>
              <path className={styles.area} d={chart.area} />
              <path className={styles.line} d={chart.line} />
            </>
          )}
          <line
            className={styles.preClose}
            data-testid="pre-close-line"
            x1={0}
            x2={sessionMinutes}
            y1={plotHeight / 2}
            y2={plotHeight / 2}
          />
        </svg>
        {chart === undefined ? null : (
          <>
            <span className={`${styles.label} ${styles.top} ${styles.left} ${styles.up}`}>
              {formatPrice(formatCents(chart.top))}
            </span>
            <span className={`${styles.label} ${styles.top} ${styles.right} ${styles.up}`}>
              +{percentText(chart.topBasisPoints)}
            </span>
            <span className={`${styles.label} ${styles.bottom} ${styles.left} ${styles.down}`}>
              {formatPrice(formatCents(chart.bottom))}
            </span>
            <span className={`${styles.label} ${styles.bottom} ${styles.right} ${styles.down}`}>
              -{percentText(chart.topBasisPoints)}
            </span>
          </>
        )}
        <span className={`${styles.label} ${styles.middle} ${styles.left}`}>
          {preCloseLabel} {formatPrice(preClose)}
        </span>
        <span className={`${styles.label} ${styles.middle} ${styles.right}`}>0.00%</span>
      </div>
      <div className={styles.timeAxis}>
        {timeTicks.map((tick) => (
          <span key={tick.label} style={{ left: `${(tick.x / sessionMinutes) * 100}%` }}>
            {tick.label}
          </span>
        ))}
      </div>
      <div className={styles.volumePane}>
        <span className={`${styles.label} ${styles.top} ${styles.left}`}>{volumeLabel}</span>
        <svg className={styles.plot} viewBox={viewBox} preserveAspectRatio="none" aria-hidden="true">
          {chart?.bars.map((bar) => (
            <rect
              key={bar.x}
              className={styles[bar.tone]}
              x={bar.x - 0.35}
              y={plotHeight - bar.height}
              width={0.7}
              height={bar.height}
            />
          ))}
        </svg>
      </div>
    </div>
  )
}
