// ETFs: every ETF with its quote, NAV and premium, by volume (or change), ten at a time.
import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { marketQueries, type TopType } from '../../api/queries/market.ts'
import { PagedQuoteList } from '../../components/market/QuoteList.tsx'
import type { StockRowQuote } from '../../components/market/StockRow.tsx'
import Tabs from '../../components/Tabs.tsx'
import { WatchRow } from '../../favorites/WatchRow.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EtfFigures } from '../../market/EtfFigures.tsx'
import styles from '../../market/screens.module.css'

export const Route = createFileRoute('/home/etf')({
  component: EtfScreen,
})

const sorts: readonly TopType[] = ['volume', 'rise', 'fall', 'amount']

/** An ETF's row with its star, and its NAV and premium under it. */
const etfRow = (stock: StockRowQuote) => (
  <>
    <WatchRow stock={stock} />
    <EtfFigures nav={stock.nav} premium={stock.premium} />
  </>
)

function EtfScreen() {
  const { t } = useTranslation('market')
  const [sort, setSort] = useState<TopType>('volume')
  const rows = useInfiniteQuery(marketQueries.top(sort, 'etf'))
  return (
    <main className={styles.screen}>
      <BackHeader title={t('etf.title')} />
      <p className={styles.hint}>{t('etf.hint')}</p>
      <Tabs activeKey={sort} onChange={(key) => setSort(key as TopType)} fill>
        {sorts.map((each) => (
          <Tabs.Tab key={each} title={t(`ranking.${each}`)} />
        ))}
      </Tabs>
      <PagedQuoteList query={rows} label={t('etf.title')} row={etfRow} />
    </main>
  )
}
