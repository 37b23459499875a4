// A card's figures: each label and value in a group named by its label, so that tests and
// screen readers find a value by its name. Groups, not a description list: a named group
// around a term and its definition would take them out of their list (WCAG 1.3.1).
import type { ReactNode } from 'react'

import styles from './cards.module.css'

export function Figures({ rows, label }: { rows: ReadonlyArray<readonly [string, ReactNode]>; label?: string }) {
  return (
    <div className={styles.figures} {...(label === undefined ? {} : { role: 'group', 'aria-label': label })}>
      {rows.map(([name, value]) => (
        <div key={name} role="group" aria-label={name}>
          <span className={styles.term}>{name}</span>
          <span className={styles.value}>{value}</span>
        </div>
      ))}
    </div>
  )
}
