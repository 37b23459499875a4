// Favorites tab (自選): the watchlist groups as tabs, or the categories to add stocks from.
// The favorites tab (自選): one tab per watchlist group (the default group, 自選股, first)
// with its stocks and live quotes, and a last tab of categories to add from; links to edit
// the group shown, to manage the groups, to the whole group, to more stocks and to all
// categories. The tab shown is kept in the address (`?tab=<group id>` or `categories`).
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { defaultGroupId } from '#rules/watchlist-groups.ts'

import { favoritesQueries } from '../../api/queries/favorites.ts'
import Tabs from '../../components/Tabs.tsx'
import { CategoryList } from '../../favorites/CategoryList.tsx'
import styles from '../../favorites/favorites.module.css'
import { groupTitle } from '../../favorites/group-title.ts'
import { WatchlistView } from '../../favorites/WatchlistView.tsx'
import { useGo } from '../../frame/navigation.ts'
import { TopMenu } from '../../frame/TopMenu.tsx'
import { useSwitchTab } from '../../frame/use-tab.ts'

const categoriesTab = 'categories'

export const Route = createFileRoute('/favorite/index')({
  staticData: { tabBar: true, keepAlive: true },
  validateSearch: (search: Record<string, unknown>): { tab?: string } => {
    // A typed address (?tab=3) reads as a number; the app's own links carry strings.
    const tab = typeof search.tab === 'number' ? String(search.tab) : search.tab
    return typeof tab === 'string' && (tab === categoriesTab || /^\d{1,10}$/.test(tab)) ? { tab } : {}
  },
  component: FavoritesScreen,
})

function FavoritesScreen() {
  const { t } = useTranslation('favorites')
  const go = useGo()
  const switchTab = useSwitchTab<string>()
  const groups = useQuery(favoritesQueries.groups()).data ?? []
  const wanted = Route.useSearch().tab
  // A group deleted meanwhile (or not loaded yet) shows the default group.
  const shown = groups.find((group) => String(group.id) === wanted) ?? groups.find((group) => group.default)
  const tab = wanted === categoriesTab ? categoriesTab : String(shown?.id ?? defaultGroupId)
  const group = shown?.id ?? defaultGroupId
  return (
    <main className={styles.screen}>
      <TopMenu />
      <h1 className="visually-hidden">{t('title')}</h1>
      <Tabs activeKey={tab} onChange={(key) => switchTab(key)}>
        {(groups.length === 0 ? [{ id: defaultGroupId, default: true, name: '' }] : groups).map((each) => (
          <Tabs.Tab key={String(each.id)} title={groupTitle(each, t)} />
        ))}
        <Tabs.Tab key={categoriesTab} title={t('sections.categories')} />
      </Tabs>
      <nav className={styles.links} aria-label={t('links.label')}>
        <button type="button" onClick={() => go({ to: '/favorite/editSelf', search: { group } })}>
          {t('links.edit')}
        </button>
        <button type="button" onClick={() => go({ to: '/favorite/editSelf', search: { group, tab: 'groups' } })}>
          {t('links.groups')}
        </button>
        <button type="button" onClick={() => go({ to: '/favorite/zxList', search: { group } })}>
          {t('links.all')}
        </button>
        <button type="button" onClick={() => go({ to: '/favorite/moreList' })}>
          {t('links.more')}
        </button>
        <button type="button" onClick={() => go({ to: '/favorite/categoryList' })}>
          {t('links.categories')}
        </button>
      </nav>
      {tab === categoriesTab ? (
        <CategoryList />
      ) : (
        <WatchlistView
          key={group}
          limit={20}
          group={group}
          label={shown === undefined ? t('watchlist.label') : groupTitle(shown, t)}
        />
      )}
    </main>
  )
}
