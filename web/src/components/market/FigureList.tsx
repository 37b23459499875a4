// Named figures as a description list (a quote's open/high/low, a position's numbers, an
// order's confirmation). With `grouped`, each pair is a group named by its term, so it can
// be found by name: groups of a term and its definition then (ARIA roles), not a description
// list (a named group around a dt and a dd would take them out of their list, WCAG 1.3.1).
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
  if (grouped) {
    return (
      <div
        className={`${styles.list} ${className ?? ''}`}
        {...(label === undefined ? {} : { role: 'group', 'aria-label': label })}
      >
        {figures.map(([name, value]) => (
          <div key={name} role="group" aria-label={name}>
            <span role="term" className={styles.term}>
              {name}
            </span>
            <span role="definition" className={styles.value}>
              {value}
            </span>
          </div>
        ))}
      </div>
    )
  }
  return (
    <dl className={`${styles.list} ${className ?? ''}`} aria-label={label}>
      {figures.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
