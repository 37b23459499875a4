// The whole market by code (更多), ten at a time, to add to the watchlist.
import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { marketQueries } from '../../api/queries/market.ts'
import { PagedQuoteList } from '../../components/market/QuoteList.tsx'
import styles from '../../favorites/favorites.module.css'
import { watchRow } from '../../favorites/WatchRow.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'

export const Route = createFileRoute('/favorite/moreList')({
  component: MoreListScreen,
})

function MoreListScreen() {
  const { t } = useTranslation('favorites')
  const rows = useInfiniteQuery(marketQueries.top('code', 'all'))
  return (
    <main className={styles.screen}>
      <BackHeader title={t('more.title')} />
      <PagedQuoteList query={rows} label={t('more.title')} row={watchRow} />
    </main>
  )
}
