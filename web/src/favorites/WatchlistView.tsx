// A watchlist group with live quotes (refreshed every 5 s while shown): the favorites tab
// (one tab a group) and /favorite/zxList. Sorted as the user ordered it, or by change or
// price on demand.
import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { defaultGroupId } from '#rules/watchlist-groups.ts'

import { favoritesQueries } from '../api/queries/favorites.ts'
import { Loading } from '../components/Loading.tsx'
import { QuoteList } from '../components/market/QuoteList.tsx'
import { PullRefresh } from '../components/PullRefresh.tsx'
import { EmptyState } from '../frame/EmptyState.tsx'
import { useGo } from '../frame/navigation.ts'
import styles from './favorites.module.css'
import { sortedWatchlist, type WatchlistSort } from './watchlist-sort.ts'
import { watchRow } from './WatchRow.tsx'

const sorts: readonly WatchlistSort[] = ['mine', 'gainDesc', 'gainAsc', 'priceDesc']

/** `label` names the list (the group's title); `group` is the default group unless given. */
export function WatchlistView({
  limit,
  group = defaultGroupId,
  label,
}: {
  limit?: number
  group?: number
  label?: string
}) {
  const { t } = useTranslation('favorites')
  const go = useGo()
  const [sort, setSort] = useState<WatchlistSort>('mine')
  const watchlist = useQuery(favoritesQueries.group(group))
  if (watchlist.isPending) {
    return (
      <div className={styles.toolbar}>
        <Loading label={t('common:loading')} />
      </div>
    )
  }
  if (watchlist.isError) {
    return (
      <div className={styles.toolbar}>
        <Button size="small" onClick={() => void watchlist.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    )
  }
  const rows = sortedWatchlist(watchlist.data, sort).slice(0, limit)
  return (
    <PullRefresh onRefresh={() => watchlist.refetch()}>
      <div className={styles.links}>
        {sorts.map((each) => (
          <button key={each} type="button" aria-pressed={sort === each} onClick={() => setSort(each)}>
            {t(`sort.${each}`)}
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <>
          <EmptyState hint={t('watchlist.empty')} />
          <div className={styles.toolbar}>
            <Button block color="primary" onClick={() => go({ to: '/favorite/search' })}>
              {t('watchlist.add')}
            </Button>
          </div>
        </>
      ) : (
        <QuoteList rows={rows} label={label ?? t('watchlist.label')} row={watchRow} />
      )}
    </PullRefresh>
  )
}
