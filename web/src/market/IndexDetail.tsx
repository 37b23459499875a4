// An index with its quote, breadth and charts: the body of 大盤 and of the index detail.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { marketQueries } from '../api/queries/market.ts'
import { Loading } from '../components/Loading.tsx'
import { ChartPanel } from '../components/market/ChartPanel.tsx'
import { indexName } from '../components/market/index-name.ts'
import { QuoteHeader } from '../components/market/QuoteHeader.tsx'
import styles from './screens.module.css'

/** `breadth` shows the index's 漲跌家數 line (大盤 has them on its cards already). */
export function IndexDetail({ symbol, breadth: showBreadth = true }: { symbol: string; breadth?: boolean }) {
  const { t } = useTranslation('market')
  const quote = useQuery(marketQueries.quote(symbol))
  const indices = useQuery(marketQueries.indices())
  const breadth = indices.data?.find((index) => index.symbol === symbol)
  if (quote.data === undefined) {
    return (
      <div className={styles.loading}>
        <Loading label={t('common:loading')} />
      </div>
    )
  }
  return (
    <>
      <QuoteHeader quote={quote.data} />
      {breadth === undefined || !showBreadth ? null : (
        <p className={`${styles.breadth} ${styles.section}`} aria-label={t('indices.breadthLabel')}>
          {t('indices.breadth', { up: breadth.up, down: breadth.down, flat: breadth.flat })}
        </p>
      )}
      <ChartPanel
        symbol={quote.data.symbol}
        name={indexName(t, quote.data)}
        dayChange={quote.data.gainValue}
        board={quote.data.market}
      />
    </>
  )
}
