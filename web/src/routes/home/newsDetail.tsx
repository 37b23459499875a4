// A news item: its headline, source, time and body, pictures zoomable.
// One news item: headline, source and time, and the body (the server's HTML, sanitised).
// A tap on a picture opens it full screen with zoom.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { newsQueries } from '../../api/queries/news.ts'
import { Loaded } from '../../components/Loaded.tsx'
import { SafeHtml } from '../../components/SafeHtml.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { ImageZoom } from '../../news/ImageZoom.tsx'
import styles from '../../news/news.module.css'

export const Route = createFileRoute('/home/newsDetail')({
  validateSearch: (search: Record<string, unknown>): { id: number } => ({
    id: typeof search.id === 'number' && Number.isSafeInteger(search.id) && search.id > 0 ? search.id : 1,
  }),
  component: NewsDetailScreen,
})

function NewsDetailScreen() {
  const { t } = useTranslation(['news', 'errors'])
  const { id } = Route.useSearch()
  const item = useQuery(newsQueries.item(id))
  const [zoomed, setZoomed] = useState<{ src: string; alt: string } | undefined>(undefined)
  return (
    <main className={styles.screen}>
      <BackHeader title={t('detail')} />
      <Loaded query={item}>
        {(news) => (
          <article
            className={styles.article}
            onClick={(event) => {
              const target = event.target
              if (target instanceof HTMLImageElement)
                setZoomed({ src: target.currentSrc || target.src, alt: target.alt })
            }}
          >
            <h2>{news.title}</h2>
            <p className={styles.meta}>
              {news.source} · <time>{news.create_time}</time>
            </p>
            <SafeHtml html={news.content} />
          </article>
        )}
      </Loaded>
      {zoomed && <ImageZoom src={zoomed.src} alt={zoomed.alt} onClose={() => setZoomed(undefined)} />}
    </main>
  )
}
