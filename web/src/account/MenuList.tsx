// A titled group of rows that each open a screen (or run an action): real links and
// buttons, so they are reachable by keyboard and named for screen readers.
import { Link } from '@tanstack/react-router'
import { RightOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'

import type { ScreenPath } from '../app/paths.ts'
import styles from './MenuList.module.css'

export type MenuRow =
  | { key: string; label: string; icon?: ReactNode; extra?: ReactNode; to: ScreenPath }
  | { key: string; label: string; icon?: ReactNode; extra?: ReactNode; onClick: () => void }

export function MenuList({ title, rows }: { title?: string; rows: readonly MenuRow[] }) {
  const content = (row: MenuRow) => (
    <>
      {row.icon === undefined ? null : (
        <span className={styles.icon} aria-hidden="true">
          {row.icon}
        </span>
      )}
      <span className={styles.label}>{row.label}</span>
      {row.extra === undefined ? null : <span className={styles.extra}>{row.extra}</span>}
      <RightOutline className={styles.arrow} aria-hidden="true" />
    </>
  )
  return (
    <section className={styles.group} aria-label={title}>
      {title === undefined ? null : <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.rows}>
        {rows.map((row) => (
          <li key={row.key}>
            {'to' in row ? (
              // Screens of other areas are typed routes once they are merged.
              <Link to={row.to} className={styles.row}>
                {content(row)}
              </Link>
            ) : (
              <button type="button" className={styles.row} onClick={row.onClick}>
                {content(row)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
