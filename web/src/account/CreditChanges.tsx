// The credit score's changes (信用分紀錄), newest first, each with its reason, its change and
// the score after it. Its own chunk: the paged list (pull to refresh, infinite scroll) loads
// when the user opens the history, not with the profile.
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { accountQueries, type CreditScoreChange } from '../api/queries/account.ts'
import { PagedList } from '../components/PagedList.tsx'
import styles from './CreditHistory.module.css'

export function CreditChanges() {
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
