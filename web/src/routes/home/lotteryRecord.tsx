// Lottery records (抽獎紀錄): the user's past draws.
import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import styles from '../../account/AccountScreen.module.css'
import records from '../../activities/LotteryRecords.module.css'
import { prizeLabel } from '../../activities/prize-label.ts'
import { activitiesQueries } from '../../api/queries/activities.ts'
import { PagedList } from '../../components/PagedList.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { loadTexts } from '../../i18n/load-texts.ts'
import { formatMoney } from '../../lib/format.ts'

export const Route = createFileRoute('/home/lotteryRecord')({
  loader: loadTexts('activities'),
  component: LotteryRecordScreen,
})

/** The user's past draws, newest first, 10 a page. */
function LotteryRecordScreen() {
  const { t } = useTranslation('activities')
  const list = useInfiniteQuery(activitiesQueries.lotteryRecords())
  return (
    <main className={styles.screen}>
      <BackHeader title={t('records.title')} />
      <PagedList
        query={list}
        label={t('records.title')}
        emptyHint={t('records.empty')}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <div className={records.row}>
            <div>
              <p className={records.prize}>{prizeLabel(t, row)}</p>
              <time className={records.time}>{row.create_time}</time>
            </div>
            <span className={row.type === 1 ? `${records.amount} up` : records.amount}>
              {row.type === 1 ? `+${formatMoney(row.money)}` : '—'}
            </span>
          </div>
        )}
      />
    </main>
  )
}
