// Named figures as a description list (a quote's open/high/low, a position's numbers, an
// order's confirmation). With `grouped`, each pair is a group named by its term, so it can
// be found by name.
import type { ReactNode } from 'react'

import styles from './FigureList.module.css'

export type Figure = readonly [name: string, value: ReactNode]

export function FigureList({
  figures,
  className,
  label,
  grouped = false,
}: {
  figures: readonly Figure[]
  className?: string | undefined
  label?: string
  grouped?: boolean
}) {
  return (
    <dl className={`${styles.list} ${className ?? ''}`} aria-label={label}>
      {figures.map(([name, value]) => (
        <div key={name} {...(grouped ? { role: 'group', 'aria-label': name } : {})}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
