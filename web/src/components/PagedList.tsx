// A long list from a paged call: pull to refresh, the next page as the end comes into view
// (antd-mobile's InfiniteScroll, 300 px ahead), 暫無數據 when there is nothing, and a retry
// when a page failed (the failure itself was shown as a toast by the request layer).
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { EmptyState } from '../frame/EmptyState.tsx'
import { Loading } from './Loading.tsx'
import styles from './PagedList.module.css'
import { PullRefresh } from './PullRefresh.tsx'

export interface PagedListProps<Row> {
  query: UseInfiniteQueryResult<InfiniteData<Row[], number>>
  rowKey: (row: Row) => string | number
  renderRow: (row: Row) => ReactNode
  /** Names the list for screen readers. */
  label: string
  emptyHint?: string
}

export function PagedList<Row>({ query, rowKey, renderRow, label, emptyHint }: PagedListProps<Row>) {
  const { t } = useTranslation()
  const rows = query.data?.pages.flat() ?? []
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      {query.isPending ? (
        <div className={styles.status}>
          <Loading label={t('loading')} />
        </div>
      ) : query.isError && rows.length === 0 ? (
        <div className={styles.status}>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <EmptyState hint={emptyHint} />
      ) : (
        <>
          <ul className={styles.list} aria-label={label}>
            {rows.map((row) => (
              <li key={rowKey(row)}>{renderRow(row)}</li>
            ))}
          </ul>
          <InfiniteScroll
            hasMore={query.hasNextPage}
            loadMore={async () => {
              const result = await query.fetchNextPage()
              // InfiniteScroll shows its retry when loadMore rejects.
              if (result.isError) throw result.error
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <Button size="mini" fill="none" onClick={retry}>
                  {t('retry')}
                </Button>
              ) : hasMore ? (
                <Loading label={t('loading')} />
              ) : (
                <span className={styles.end}>{t('list.end')}</span>
              )
            }
          </InfiniteScroll>
        </>
      )}
    </PullRefresh>
  )
}
