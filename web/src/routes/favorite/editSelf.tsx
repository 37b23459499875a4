// Edit the watchlist (編輯自選): delete, move to the top, up or down, then save.
// Editing the watchlist (編輯自選): select several and delete them, move one to the top or
// one place up or down; 完成 saves it all in one call and goes back. Leaving without
// saving changes nothing.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import DotLoading from 'antd-mobile/es/components/dot-loading'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { favoritesQueries } from '../../api/queries/favorites.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'
import { useBack } from '../../frame/navigation.ts'
import { showToast } from '../../frame/toast.ts'
import styles from '../../favorites/favorites.module.css'
import { useWatchlistCall } from '../../favorites/use-watchlist.ts'
import { moveBy, moveToTop, withoutSelected } from '../../favorites/watchlist-edit.ts'

export const Route = createFileRoute('/favorite/editSelf')({
  component: EditScreen,
})

function EditScreen() {
  const { t } = useTranslation(['favorites', 'errors'])
  const watchlist = useQuery({ ...favoritesQueries.watchlist(), refetchInterval: false })
  if (watchlist.data === undefined) {
    return (
      <main className={styles.screen}>
        <BackHeader title={t('edit.title')} />
        <div className={styles.toolbar}>{watchlist.isError ? <Button onClick={() => void watchlist.refetch()}>{t('common:retry')}</Button> : <DotLoading aria-label={t('common:loading')} />}</div>
      </main>
    )
  }
  return <Editor initial={watchlist.data.map((row) => ({ symbol: row.symbol, name: row.name }))} />
}

function Editor({ initial }: { initial: ReadonlyArray<{ symbol: string; name: string }> }) {
  const { t } = useTranslation(['favorites', 'errors'])
  const back = useBack()
  const names = new Map(initial.map((row) => [row.symbol, row.name]))
  const [order, setOrder] = useState(() => initial.map((row) => row.symbol))
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const save = useWatchlistCall('/user/sortOptional', () => {
    showToast(t('edit.saved'))
    back()
  })
  const toggle = (symbol: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(symbol)
      else next.delete(symbol)
      return next
    })
  const allSelected = order.length > 0 && selected.size === order.length

  return (
    <main className={styles.screen}>
      <BackHeader title={t('edit.title')} />
      {order.length === 0 ? (
        <EmptyState hint={t('watchlist.empty')} />
      ) : (
        <ul aria-label={t('edit.list')}>
          {order.map((symbol, index) => {
            const name = names.get(symbol) ?? symbol
            return (
              <li key={symbol} className={styles.editRow}>
                <input type="checkbox" className={styles.check} checked={selected.has(symbol)} onChange={(event) => toggle(symbol, event.target.checked)} aria-label={t('edit.select', { name })} />
                <span className={styles.editName}>
                  {name}
                  <small>{symbol}</small>
                </span>
                <button type="button" disabled={index === 0} aria-label={t('edit.top', { name })} onClick={() => setOrder((current) => moveToTop(current, symbol))}>
                  {t('edit.topShort')}
                </button>
                <button type="button" disabled={index === 0} aria-label={t('edit.up', { name })} onClick={() => setOrder((current) => moveBy(current, symbol, -1))}>
                  ↑
                </button>
                <button type="button" disabled={index === order.length - 1} aria-label={t('edit.down', { name })} onClick={() => setOrder((current) => moveBy(current, symbol, 1))}>
                  ↓
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className={styles.footer}>
        <Button size="small" disabled={order.length === 0} onClick={() => setSelected(allSelected ? new Set() : new Set(order))}>
          {allSelected ? t('edit.selectNone') : t('edit.selectAll')}
        </Button>
        <Button
          size="small"
          color="danger"
          disabled={selected.size === 0}
          onClick={() => {
            setOrder((current) => withoutSelected(current, selected))
            setSelected(new Set())
          }}
        >
          {t('edit.delete', { count: selected.size })}
        </Button>
        <Button size="small" color="primary" loading={save.isPending} onClick={() => save.submit({ symbols: order })}>
          {t('edit.done')}
        </Button>
      </div>
    </main>
  )
}
