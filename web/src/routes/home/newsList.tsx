// News (資訊): the list, newest first.
// The news (資訊): ten at a time, newest first, with pull to refresh and the next page as
// the end comes into view; a row opens the item.
import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { newsQueries } from '../../api/queries/news.ts'
import { PagedList } from '../../components/PagedList.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import styles from '../../news/news.module.css'

export const Route = createFileRoute('/home/newsList')({
  component: NewsListScreen,
})

function NewsListScreen() {
  const { t } = useTranslation('news')
  const go = useGo()
  const news = useInfiniteQuery(newsQueries.list())
  return (
    <main className={styles.screen}>
      <BackHeader title={t('title')} />
      <PagedList
        query={news}
        label={t('title')}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <button
            type="button"
            className={styles.newsRow}
            onClick={() => go({ to: '/home/newsDetail', search: { id: row.id } })}
          >
            <span className={styles.newsText}>
              <strong>{row.title}</strong>
              <p>
                {row.source} · {row.create_time}
              </p>
              <p>{row.summary}</p>
            </span>
            {row.image !== '' && <img src={row.image} alt="" loading="lazy" width={180} height={120} />}
          </button>
        )}
      />
    </main>
  )
}
