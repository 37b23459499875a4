// Fund records (資金明細): every movement of money, by category.
import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { type FundCategory, type FundRecord, moneyQueries } from '../../api/queries/money.ts'
import { PagedList } from '../../components/PagedList.tsx'
import Tabs from '../../components/Tabs.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { tabSearch } from '../../frame/tab-search.ts'
import { useSwitchTab } from '../../frame/use-tab.ts'
import { formatMoney } from '../../lib/format.ts'
import styles from '../../money/money.module.css'

// 資金明細: every movement of every balance, newest first, by category.
const filters = ['all', 'deposit', 'withdrawal', 'exchange', 'loan', 'coupon', 'trade', 'other'] as const
type Filter = (typeof filters)[number]

export const Route = createFileRoute('/information/fundRecord')({
  validateSearch: tabSearch(filters),
  component: FundRecordScreen,
})

function FundRecordScreen() {
  const { t } = useTranslation('money')
  const { tab = 'all' } = Route.useSearch()
  const switchTab = useSwitchTab<Filter>()
  return (
    <main className={styles.screen}>
      <BackHeader title={t('records.title')} />
      <Tabs activeKey={tab} onChange={(key) => switchTab(key as Filter)} className={styles.tabs}>
        {filters.map((filter) => (
          <Tabs.Tab title={t(`records.filters.${filter}`)} key={filter} />
        ))}
      </Tabs>
      <Records category={tab === 'all' ? undefined : tab} />
    </main>
  )
}

function Records({ category }: { category: FundCategory | undefined }) {
  const { t } = useTranslation('money')
  const query = useInfiniteQuery(moneyQueries.fundRecords(category))
  return (
    <PagedList<FundRecord>
      query={query}
      label={t('records.title')}
      rowKey={(row) => row.id}
      renderRow={(row) => {
        const incoming = !row.money.startsWith('-')
        const currency = row.frozen === 1 ? t('records.frozen', { currency: row.currency }) : row.currency
        return (
          <div className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.rowTitle}>{t(`kinds.${row.type}`)}</p>
              <p className={styles.rowMeta}>
                {row.create_time}
                {row.order_number === '' ? '' : ` · ${row.order_number}`}
              </p>
            </div>
            <div className={styles.rowSide}>
              <p className={`${styles.amount} ${incoming ? styles.in : styles.out}`}>
                {incoming ? '+' : ''}
                {formatMoney(row.money)} {currency}
              </p>
              <p className={styles.rowMeta}>{t('records.balanceAfter', { amount: formatMoney(row.balance_after) })}</p>
            </div>
          </div>
        )
      }}
    />
  )
}
