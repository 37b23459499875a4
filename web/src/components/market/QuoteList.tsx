// A short list of stock rows under column heads (home and overview previews), and a long
// one, paged with pull to refresh and infinite scroll. Every row has its favourite star.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PagedList } from '../PagedList.tsx'
import { WatchRow } from '../../favourites/WatchRow.tsx'
import { StockRowHeader, type StockRowQuote } from './StockRow.tsx'
import styles from './market.module.css'

function Header() {
  const { t } = useTranslation('market')
  return <StockRowHeader name={t('columns.name')} price={t('columns.price')} change={t('columns.change')} />
}

export function QuoteList({ rows, label }: { rows: readonly StockRowQuote[]; label: string }) {
  return (
    <>
      <Header />
      <ul aria-label={label} className={styles.list}>
        {rows.map((row) => (
          <li key={row.symbol}>
            <WatchRow stock={row} />
          </li>
        ))}
      </ul>
    </>
  )
}

export function PagedQuoteList({ query, label }: { query: UseInfiniteQueryResult<InfiniteData<StockRowQuote[], number>>; label: string }) {
  return (
    <>
      <Header />
      <PagedList query={query} label={label} rowKey={(row) => row.symbol} renderRow={(row) => <WatchRow stock={row} />} />
    </>
  )
}
