// One request under review (a deposit, a cash-out) in a list: what, when, how much, and
// its review status (待審核 / 已通過 / 已拒絕).
import type { ReactNode } from 'react'

import { ReviewStatus } from '../components/ReviewStatus.tsx'
import styles from './money.module.css'

export function ReviewRow({
  title,
  meta,
  amount,
  status,
}: {
  title: ReactNode
  meta: ReactNode
  amount: ReactNode
  status: 0 | 1 | 2
}) {
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{title}</p>
        <p className={styles.rowMeta}>{meta}</p>
      </div>
      <div className={styles.rowSide}>
        <p className={styles.amount}>{amount}</p>
        <ReviewStatus status={status} />
      </div>
    </div>
  )
}
