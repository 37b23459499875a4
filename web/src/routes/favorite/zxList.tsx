// The whole watchlist (自選列表), sortable, with live quotes.
// One watchlist group whole (`?group=`, the default group without it), sortable, with live
// quotes.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { defaultGroupId } from '#rules/watchlist-groups.ts'

import { favoritesQueries } from '../../api/queries/favorites.ts'
import styles from '../../favorites/favorites.module.css'
import { groupSearch } from '../../favorites/group-search.ts'
import { groupTitle } from '../../favorites/group-title.ts'
import { WatchlistView } from '../../favorites/WatchlistView.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'

export const Route = createFileRoute('/favorite/zxList')({
  validateSearch: groupSearch,
  component: WatchlistScreen,
})

function WatchlistScreen() {
  const { t } = useTranslation('favorites')
  const group = Route.useSearch().group ?? defaultGroupId
  const shown = useQuery(favoritesQueries.groups()).data?.find((each) => each.id === group)
  return (
    <main className={styles.screen}>
      <BackHeader title={shown === undefined || shown.default ? t('watchlist.title') : shown.name} />
      <WatchlistView group={group} label={shown === undefined ? t('watchlist.label') : groupTitle(shown, t)} />
    </main>
  )
}
