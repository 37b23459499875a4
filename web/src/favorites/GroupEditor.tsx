// Editing one watchlist group's stocks: select several and delete them or move them to
// another group, move one to the top or one place up or down; 完成 saves the order and the
// deletions in one call and goes back (leaving without it changes nothing). A move is sent
// at once: the stocks leave this list and join the top of the other group.
import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { defaultGroupId } from '#rules/watchlist-groups.ts'

import { EmptyState } from '../frame/EmptyState.tsx'
import { useBack } from '../frame/navigation.ts'
import { showToast } from '../frame/toast.ts'
import styles from './favorites.module.css'
import { groupTitle } from './group-title.ts'
import groupStyles from './groups.module.css'
import { MoveDialog } from './MoveDialog.tsx'
import { useGroupCall } from './use-group-call.ts'
import { useWatchlistCall, useWatchlistGroups } from './use-watchlist.ts'
import { moveBy, moveToTop, withoutSelected } from './watchlist-edit.ts'

export function GroupEditor({
  group,
  initial,
}: {
  group: number
  initial: ReadonlyArray<{ symbol: string; name: string }>
}) {
  const { t } = useTranslation(['favorites', 'errors'])
  const back = useBack()
  const groups = useWatchlistGroups()
  const names = new Map(initial.map((row) => [row.symbol, row.name]))
  const [order, setOrder] = useState(() => initial.map((row) => row.symbol))
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [moving, setMoving] = useState(false)
  const save = useWatchlistCall('/user/sortOptional', () => {
    showToast(t('edit.saved'))
    back()
  })
  const move = useGroupCall('/user/moveOptional', (after, body) => {
    const target = after.find((each) => each.id === body.to)
    showToast(t('edit.moved', { group: target === undefined ? '' : groupTitle(target, t) }))
    const moved = new Set(body.symbols)
    setOrder((current) => withoutSelected(current, moved))
    setSelected(new Set())
  })
  const toggle = (symbol: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(symbol)
      else next.delete(symbol)
      return next
    })
  const allSelected = order.length > 0 && selected.size === order.length
  const others = groups.filter((each) => each.id !== group)

  return (
    <>
      {order.length === 0 ? (
        <EmptyState hint={t('watchlist.empty')} />
      ) : (
        <ul aria-label={t('edit.list')} className={groupStyles.plainList}>
          {order.map((symbol, index) => {
            const name = names.get(symbol) ?? symbol
            return (
              <li key={symbol} className={styles.editRow}>
                {/* The label makes the whole name a target for the small checkbox. */}
                <label className={styles.editName}>
                  <input
                    type="checkbox"
                    className={styles.check}
                    checked={selected.has(symbol)}
                    onChange={(event) => toggle(symbol, event.target.checked)}
                    aria-label={t('edit.select', { name })}
                  />
                  <span>
                    {name}
                    <small>{symbol}</small>
                  </span>
                </label>
                <button
                  type="button"
                  disabled={index === 0}
                  aria-label={t('edit.top', { name })}
                  onClick={() => setOrder((current) => moveToTop(current, symbol))}
                >
                  {t('edit.topShort')}
                </button>
                <button
                  type="button"
                  disabled={index === 0}
                  aria-label={t('edit.up', { name })}
                  onClick={() => setOrder((current) => moveBy(current, symbol, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={index === order.length - 1}
                  aria-label={t('edit.down', { name })}
                  onClick={() => setOrder((current) => moveBy(current, symbol, 1))}
                >
                  ↓
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className={styles.footer}>
        <Button
          size="small"
          disabled={order.length === 0}
          onClick={() => setSelected(allSelected ? new Set() : new Set(order))}
        >
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
        {others.length > 0 && (
          <Button size="small" disabled={selected.size === 0} loading={move.isPending} onClick={() => setMoving(true)}>
            {t('edit.move', { count: selected.size })}
          </Button>
        )}
        <Button
          size="small"
          color="primary"
          loading={save.isPending}
          onClick={() => save.submit(group === defaultGroupId ? { symbols: order } : { id: group, symbols: order })}
        >
          {t('edit.done')}
        </Button>
      </div>
      {moving && (
        <MoveDialog
          groups={others}
          onPick={(to) => move.submit({ symbols: order.filter((symbol) => selected.has(symbol)), from: group, to })}
          onClose={() => setMoving(false)}
        />
      )}
    </>
  )
}
