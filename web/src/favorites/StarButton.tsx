// The favorites toggle of a stock (a star), on list rows, search results and the order box.
// With the default group alone, as broker apps do, a tap adds the code to the watchlist or
// removes it (the upstream's calls); once the user has groups of their own, a tap opens the
// groups to tick the ones that should hold it. The star is lit while any group holds it.
import { StarFill, StarOutline } from 'antd-mobile-icons'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { showToast } from '../frame/toast.ts'
import styles from './favorites.module.css'
import { useWatchlistCall, useWatchlistGroups } from './use-watchlist.ts'

// Loaded on the first tap that opens it: the star sits on every stock row of the app.
const GroupPicker = lazy(() => import('./GroupPicker.tsx').then((module) => ({ default: module.GroupPicker })))

export function StarButton({ symbol, name }: { symbol: string; name: string }) {
  const { t } = useTranslation('favorites')
  const groups = useWatchlistGroups()
  const watched = groups.some((group) => group.symbols.includes(symbol))
  const picks = groups.length > 1
  const [picking, setPicking] = useState(false)
  const add = useWatchlistCall('/user/addOptional', () => showToast(t('star.added')))
  const remove = useWatchlistCall('/user/removeOptional', () => showToast(t('star.removed')))
  const busy = add.isPending || remove.isPending
  return (
    <>
      <button
        type="button"
        className={watched ? `${styles.star} ${styles.starOn}` : styles.star}
        aria-pressed={watched}
        aria-haspopup={picks ? 'dialog' : undefined}
        aria-label={t(picks ? 'star.pick' : watched ? 'star.remove' : 'star.add', { name })}
        disabled={busy}
        onClick={(event) => {
          // Inside a row that opens the stock: the tap is the star's only.
          event.stopPropagation()
          if (picks) setPicking(true)
          else if (watched) remove.submit({ symbol })
          else add.submit({ symbol })
        }}
      >
        {watched ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
      </button>
      {picking && (
        <Suspense fallback={null}>
          <GroupPicker symbol={symbol} name={name} groups={groups} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  )
}
