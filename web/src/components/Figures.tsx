// A card's figures: each label and value in a group named by its label, so that tests and
// screen readers find a value by its name. Groups of a term and its definition (ARIA roles),
// not a description list: a named group around a dt and a dd would take them out of their
// list (WCAG 1.3.1).
import type { ReactNode } from 'react'

import styles from './cards.module.css'

export function Figures({ rows, label }: { rows: ReadonlyArray<readonly [string, ReactNode]>; label?: string }) {
  return (
    <div className={styles.figures} {...(label === undefined ? {} : { role: 'group', 'aria-label': label })}>
      {rows.map(([name, value]) => (
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
