// Where to move the selected stocks: the user's other groups, one tap each (a native modal
// dialog: focus stays inside, Escape closes it).
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { groupTitle } from './group-title.ts'
import groupStyles from './groups.module.css'
import type { WatchlistGroups } from './use-watchlist.ts'

export function MoveDialog({
  groups,
  onPick,
  onClose,
}: {
  groups: WatchlistGroups
  onPick: (group: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation('favorites')
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = dialog.current
    if (element !== null && !element.open) element.showModal()
  }, [])
  return (
    <dialog ref={dialog} className={groupStyles.sheet} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{t('edit.moveTitle')}</h2>
      <ul aria-label={t('edit.moveTitle')} className={groupStyles.plainList}>
        {groups.map((group) => (
          <li key={group.id}>
            <button
              type="button"
              className={groupStyles.pickRow}
              onClick={() => {
                onPick(group.id)
                dialog.current?.close()
              }}
            >
              <span>{groupTitle(group, t)}</span>
              <small>{t('groups.count', { count: group.symbols.length })}</small>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={groupStyles.sheetDone} onClick={() => dialog.current?.close()}>
        {t('groups.cancel')}
      </button>
    </dialog>
  )
}
