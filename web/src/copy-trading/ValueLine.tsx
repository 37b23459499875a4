// A strategy's recent performance as a small line: its unit value at each of its last
// closes, red when it ended up and green when it ended down (the market's colours). A
// picture with its words for screen readers: from which value to which.
import { useTranslation } from 'react-i18next'

import styles from './copy-trading.module.css'

const width = 120
const height = 36

export function ValueLine({ points }: { points: ReadonlyArray<{ date: string; nav: string }> }) {
  const { t } = useTranslation('copy-trading')
  const values = points.map((point) => Number(point.nav)).filter(Number.isFinite)
  const first = values[0]
  const last = values.at(-1)
  if (first === undefined || last === undefined || values.length < 2) return null
  const low = Math.min(...values)
  const span = Math.max(...values) - low || 1
  const x = (index: number) => ((index / (values.length - 1)) * width).toFixed(1)
  const y = (value: number) => (height - 2 - ((value - low) / span) * (height - 4)).toFixed(1)
  const line = values.map((value, index) => `${x(index)},${y(value)}`).join(' ')
  const tone = last > first ? styles.up : last < first ? styles.down : styles.flat
  return (
    <svg
      className={`${styles.line} ${tone}`}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={t('recentChart', { from: points[0]?.nav, to: points.at(-1)?.nav })}
    >
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  )
}
