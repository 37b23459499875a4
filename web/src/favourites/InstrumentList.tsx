// A paged list of instruments with a favourite star on every row (the whole market, a
// board, an industry).
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { favouriteQueries } from '../api/queries/favourites.ts'
import type { StockRowQuote } from '../components/market/StockRow.tsx'
import { StockRowHeader } from '../components/market/StockRow.tsx'
import { PagedList } from '../components/PagedList.tsx'
import { WatchRow } from './WatchRow.tsx'

export function InstrumentList({ query, label }: { query: UseInfiniteQueryResult<InfiniteData<StockRowQuote[], number>>; label: string }) {
  const { t } = useTranslation('favorite')
  // The stars read the watchlist; loaded once here.
  useQuery({ ...favouriteQueries.watchlist(), refetchInterval: false })
  return (
    <>
      <StockRowHeader name={t('market:columns.name')} price={t('market:columns.price')} change={t('market:columns.change')} />
      <PagedList query={query} label={label} rowKey={(row) => row.symbol} renderRow={(row) => <WatchRow stock={row} />} />
    </>
  )
}
