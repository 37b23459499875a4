// A short list of stock rows under column heads (home and overview previews), and a long
// one, paged with pull to refresh and infinite scroll. The caller renders each row (the
// app's lists pass the favorites area's row, a stock row with its star): shared UI knows
// no feature.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { PagedList } from '../PagedList.tsx'
import styles from './market.module.css'
import { StockRowHeader, type StockRowQuote } from './StockRow.tsx'

/** Renders one stock of a quote list. */
export type QuoteRow = (stock: StockRowQuote) => ReactNode

/** `changeHead` names the last column when the rows lead it with another figure. */
function Header({ changeHead }: { changeHead?: string | undefined }) {
  const { t } = useTranslation('market')
  return (
    <StockRowHeader name={t('columns.name')} price={t('columns.price')} change={changeHead ?? t('columns.change')} />
  )
}

export function QuoteList({
  rows,
  label,
  row,
  changeHead,
}: {
  rows: readonly StockRowQuote[]
  label: string
  row: QuoteRow
  changeHead?: string | undefined
}) {
  return (
    <>
      <Header changeHead={changeHead} />
      <ul aria-label={label} className={styles.list}>
        {rows.map((stock) => (
          <li key={stock.symbol}>{row(stock)}</li>
        ))}
      </ul>
    </>
  )
}

export function PagedQuoteList({
  query,
  label,
  row,
  changeHead,
}: {
  query: UseInfiniteQueryResult<InfiniteData<StockRowQuote[], number>>
  label: string
  row: QuoteRow
  changeHead?: string | undefined
}) {
  return (
    <>
      <Header changeHead={changeHead} />
      <PagedList query={query} label={label} rowKey={(stock) => stock.symbol} renderRow={row} />
    </>
  )
}
