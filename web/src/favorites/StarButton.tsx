// The favorites toggle of a stock (a star): adds the code to the watchlist, or removes it.
// Used on list rows, search results and the order box.
import { StarFill, StarOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { showToast } from '../frame/toast.ts'
import styles from './favorites.module.css'
import { useWatchedSymbols, useWatchlistCall } from './use-watchlist.ts'

export function StarButton({ symbol, name }: { symbol: string; name: string }) {
  const { t } = useTranslation('favorites')
  const watched = useWatchedSymbols().has(symbol)
  const add = useWatchlistCall('/user/addOptional', () => showToast(t('star.added')))
  const remove = useWatchlistCall('/user/removeOptional', () => showToast(t('star.removed')))
  const busy = add.isPending || remove.isPending
  return (
    <button
      type="button"
      className={watched ? `${styles.star} ${styles.starOn}` : styles.star}
      aria-pressed={watched}
      aria-label={t(watched ? 'star.remove' : 'star.add', { name })}
      disabled={busy}
      onClick={(event) => {
        // Inside a row that opens the stock: the tap is the star's only.
        event.stopPropagation()
        if (watched) remove.submit({ symbol })
        else add.submit({ symbol })
      }}
    >
      {watched ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
    </button>
  )
}
