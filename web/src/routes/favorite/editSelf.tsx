// Edit the watchlist (編輯自選): a group's stocks, and the groups themselves.
// Editing the watchlist (編輯自選), on two tabs: the stocks of one group (`?group=`, the
// default group without it; another group is picked above the list) to delete, move to
// another group or reorder, saved with 完成; and the groups (`?tab=groups`) to make,
// rename, delete and reorder.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { defaultGroupId } from '#rules/watchlist-groups.ts'

import { favoritesQueries } from '../../api/queries/favorites.ts'
import { Loading } from '../../components/Loading.tsx'
import Tabs from '../../components/Tabs.tsx'
import styles from '../../favorites/favorites.module.css'
import { editSearch, type EditTab } from '../../favorites/group-search.ts'
import { groupTitle } from '../../favorites/group-title.ts'
import { GroupEditor } from '../../favorites/GroupEditor.tsx'
import { GroupManager } from '../../favorites/GroupManager.tsx'
import { useWatchlistGroups } from '../../favorites/use-watchlist.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'

export const Route = createFileRoute('/favorite/editSelf')({
  validateSearch: editSearch,
  component: EditScreen,
})

function EditScreen() {
  const { t } = useTranslation('favorites')
  const go = useGo()
  const search = Route.useSearch()
  const tab = search.tab ?? 'stocks'
  const groups = useWatchlistGroups()
  // A group deleted meanwhile: the default group.
  const group = groups.some((each) => each.id === search.group) ? (search.group ?? defaultGroupId) : defaultGroupId
  const show = (next: { group?: number; tab?: EditTab }) =>
    go({ to: '.', search: { group, tab, ...next }, replace: true })
  return (
    <main className={styles.screen}>
      <BackHeader title={t('edit.title')} />
      <Tabs activeKey={tab} onChange={(key) => show({ tab: key as EditTab })}>
        <Tabs.Tab key="stocks" title={t('edit.tabStocks')} />
        <Tabs.Tab key="groups" title={t('edit.tabGroups')} />
      </Tabs>
      {tab === 'groups' ? (
        <GroupManager />
      ) : (
        <>
          {groups.length > 1 && (
            <nav className={styles.links} aria-label={t('edit.groupPicker')}>
              {groups.map((each) => (
                <button
                  key={each.id}
                  type="button"
                  aria-pressed={each.id === group}
                  onClick={() => show({ group: each.id })}
                >
                  {groupTitle(each, t)}
                </button>
              ))}
            </nav>
          )}
          <StocksOf key={group} group={group} />
        </>
      )}
    </main>
  )
}

/** The group's stocks once loaded (the editor starts from them and then keeps its own order). */
function StocksOf({ group }: { group: number }) {
  const { t } = useTranslation('favorites')
  const rows = useQuery({ ...favoritesQueries.group(group), refetchInterval: false })
  if (rows.data === undefined) {
    return (
      <div className={styles.toolbar}>
        {rows.isError ? (
          <Button onClick={() => void rows.refetch()}>{t('common:retry')}</Button>
        ) : (
          <Loading label={t('common:loading')} />
        )}
      </div>
    )
  }
  return <GroupEditor group={group} initial={rows.data.map((row) => ({ symbol: row.symbol, name: row.name }))} />
}
