// The groups a stock is in, to tick or untick (the star's sheet once the user has groups of
// their own): each tick adds it to the top of that group or removes it, at once; the box is
// ticked once the server has it (no toast: it would sit behind the modal sheet, out of
// reach of screen readers). A native modal dialog: focus stays inside, Escape closes it.
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import styles from './favorites.module.css'
import { groupTitle } from './group-title.ts'
import groupStyles from './groups.module.css'
import { useGroupCall } from './use-group-call.ts'
import type { WatchlistGroups } from './use-watchlist.ts'

export function GroupPicker({
  symbol,
  name,
  groups,
  onClose,
}: {
  symbol: string
  name: string
  groups: WatchlistGroups
  onClose: () => void
}) {
  const { t } = useTranslation('favorites')
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const add = useGroupCall('/user/addGroupOptional')
  const remove = useGroupCall('/user/removeGroupOptional')
  const busy = add.isPending || remove.isPending
  useEffect(() => {
    const element = dialog.current
    if (element !== null && !element.open) element.showModal()
  }, [])
  return (
    <dialog ref={dialog} className={groupStyles.sheet} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{t('picker.title', { name })}</h2>
      <ul aria-label={t('picker.groups')} className={groupStyles.plainList}>
        {groups.map((group) => {
          const held = group.symbols.includes(symbol)
          return (
            <li key={group.id}>
              <label className={groupStyles.pickRow}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={held}
                  disabled={busy}
                  onChange={() =>
                    held ? remove.submit({ id: group.id, symbol }) : add.submit({ id: group.id, symbol })
                  }
                />
                <span>{groupTitle(group, t)}</span>
                <small>{t('groups.count', { count: group.symbols.length })}</small>
              </label>
            </li>
          )
        })}
      </ul>
      <button type="button" className={groupStyles.sheetDone} onClick={() => dialog.current?.close()}>
        {t('picker.done')}
      </button>
    </dialog>
  )
}
