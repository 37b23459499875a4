// The whole market (全場): every stock of a board, sorted and paged.
// 全場 (the whole market): every stock and ETF of a board - all, listed (上市), OTC (上櫃) or
// ETFs - sorted by code, change, volume or turnover; ten at a time with infinite scroll.
import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { marketQueries, type TopMarket, type TopType } from '../../api/queries/market.ts'
import { PagedQuoteList } from '../../components/market/QuoteList.tsx'
import Tabs from '../../components/Tabs.tsx'
import { watchRow } from '../../favorites/WatchRow.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import styles from '../../market/screens.module.css'

export const Route = createFileRoute('/home/qcList')({
  component: WholeMarketScreen,
})

const boards: readonly TopMarket[] = ['all', 'listed', 'otc', 'etf']
const sorts: readonly TopType[] = ['code', 'rise', 'fall', 'volume', 'amount']

function WholeMarketScreen() {
  const { t } = useTranslation('market')
  const [board, setBoard] = useState<TopMarket>('all')
  const [sort, setSort] = useState<TopType>('code')
  const rows = useInfiniteQuery(marketQueries.top(sort, board))
  return (
    <main className={styles.screen}>
      <BackHeader title={t('wholeMarket.title')} />
      <Tabs activeKey={board} onChange={(key) => setBoard(key as TopMarket)}>
        {boards.map((each) => (
          <Tabs.Tab key={each} title={t(`boards.${each}`)} />
        ))}
      </Tabs>
      <Tabs activeKey={sort} onChange={(key) => setSort(key as TopType)}>
        {sorts.map((each) => (
          <Tabs.Tab key={each} title={t(`ranking.${each}`)} />
        ))}
      </Tabs>
      <PagedQuoteList query={rows} label={t('wholeMarket.title')} row={watchRow} />
    </main>
  )
}
