// Favorites tab (自選): the watchlist, or the categories to add stocks from.
// The favorites tab (自選): the watchlist with live quotes, or the categories to add from;
// links to edit the list, to the whole market, and to search.
import { createFileRoute } from '@tanstack/react-router'
import Tabs from '../../components/Tabs.tsx'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TopMenu } from '../../frame/TopMenu.tsx'
import { useGo } from '../../frame/navigation.ts'
import { CategoryList } from '../../favorites/CategoryList.tsx'
import styles from '../../favorites/favorites.module.css'
import { WatchlistView } from '../../favorites/WatchlistView.tsx'

export const Route = createFileRoute('/favorite/index')({
  staticData: { tabBar: true, keepAlive: true },
  component: FavoritesScreen,
})

type Section = 'watchlist' | 'categories'

function FavoritesScreen() {
  const { t } = useTranslation('favorites')
  const go = useGo()
  const [section, setSection] = useState<Section>('watchlist')
  return (
    <main className={styles.screen}>
      <TopMenu />
      <h1 className="visually-hidden">{t('title')}</h1>
      <Tabs activeKey={section} onChange={(key) => setSection(key as Section)}>
        <Tabs.Tab key="watchlist" title={t('sections.watchlist')} />
        <Tabs.Tab key="categories" title={t('sections.categories')} />
      </Tabs>
      <nav className={styles.links} aria-label={t('links.label')}>
        <button type="button" onClick={() => go({ to: '/favorite/editSelf' })}>
          {t('links.edit')}
        </button>
        <button type="button" onClick={() => go({ to: '/favorite/zxList' })}>
          {t('links.all')}
        </button>
        <button type="button" onClick={() => go({ to: '/favorite/moreList' })}>
          {t('links.more')}
        </button>
        <button type="button" onClick={() => go({ to: '/favorite/categoryList' })}>
          {t('links.categories')}
        </button>
      </nav>
      {section === 'watchlist' ? <WatchlistView limit={20} /> : <CategoryList />}
    </main>
  )
}
