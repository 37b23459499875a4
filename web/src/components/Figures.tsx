// A card's figures: each label and value in a group named by its label, so that tests and
// screen readers find a value by its name.
import type { ReactNode } from 'react'

import styles from './cards.module.css'

export function Figures({ rows, label }: { rows: ReadonlyArray<readonly [string, ReactNode]>; label?: string }) {
  return (
    <dl className={styles.figures} aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name} role="group" aria-label={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
