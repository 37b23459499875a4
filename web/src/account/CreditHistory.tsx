// The credit score's history (信用分紀錄) on the profile, under the score it explains: a
// button opens the list of changes, newest first, each with its reason, its change and the
// score after it. Closed, nothing is read.
import { useInfiniteQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountQueries, type CreditScoreChange } from '../api/queries/account.ts'
import { PagedList } from '../components/PagedList.tsx'
import styles from './CreditHistory.module.css'

export function CreditHistory() {
  const { t } = useTranslation('account')
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <section className={styles.history} aria-label={t('profile.creditHistory')}>
      <Button block fill="none" color="primary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)}>
        {t('profile.creditHistory')} {open ? '▴' : '▾'}
      </Button>
      <div id={listId}>{open ? <Changes /> : null}</div>
    </section>
  )
}

function Changes() {
  const { t } = useTranslation('account')
  const query = useInfiniteQuery(accountQueries.creditLog())
  return (
    <PagedList<CreditScoreChange>
      query={query}
      label={t('profile.creditHistory')}
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <div className={styles.row}>
          <div>
            <p className={styles.reason}>{t(`creditReasons.${row.reason}`)}</p>
            <p className={styles.meta}>{row.create_time}</p>
          </div>
          <div className={styles.side}>
            <p className={row.change > 0 ? styles.up : styles.down}>{row.change > 0 ? `+${row.change}` : row.change}</p>
            <p className={styles.meta}>{t('profile.creditScoreAfter', { score: row.score })}</p>
          </div>
        </div>
      )}
    />
  )
}
