// The whole watchlist (自選列表), sortable, with live quotes.
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { BackHeader } from '../../frame/BackHeader.tsx'
import styles from '../../favorites/favorites.module.css'
import { WatchlistView } from '../../favorites/WatchlistView.tsx'

export const Route = createFileRoute('/favorite/zxList')({
  component: WatchlistScreen,
})

function WatchlistScreen() {
  const { t } = useTranslation('favorites')
  return (
    <main className={styles.screen}>
      <BackHeader title={t('watchlist.title')} />
      <WatchlistView />
    </main>
  )
}
