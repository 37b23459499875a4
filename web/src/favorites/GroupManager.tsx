// Managing the watchlist groups (管理群組): make one (a name of 1-10 characters, unlike the
// others; at most 20 groups), rename or delete one of the user's own (after a question),
// move one up or down. The default group stays first under its own name. Each change is
// sent at once; the server's answer (every group) replaces the cached groups.
import Button from 'antd-mobile/es/components/button'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { groupNameProblem, maxGroups, sameGroupName } from '#rules/watchlist-groups.ts'

import { showToast } from '../frame/toast.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import styles from './favorites.module.css'
import { groupTitle } from './group-title.ts'
import groupStyles from './groups.module.css'
import { useGroupCall } from './use-group-call.ts'
import { useWatchlistGroups, type WatchlistGroups } from './use-watchlist.ts'
import { moveBy } from './watchlist-edit.ts'

type Group = WatchlistGroups[number]

/** The problem of a typed name (the catalogue's own words), or undefined: checked here first, as the server does. */
function useNameProblem(groups: WatchlistGroups) {
  const { t } = useTranslation(['favorites', 'errors'])
  return (typed: string, renaming?: number): string | undefined => {
    if (groupNameProblem(typed) !== undefined) return t('errors:watchlist_group_name_invalid')
    const taken = groups.some((group) => group.id !== renaming && sameGroupName(typed, groupTitle(group, t)))
    return taken ? t('errors:watchlist_group_name_exists') : undefined
  }
}

export function GroupManager() {
  const { t } = useTranslation(['favorites', 'errors'])
  const groups = useWatchlistGroups()
  const problemOf = useNameProblem(groups)
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string>()
  const [renaming, setRenaming] = useState<number>()
  const [deleting, setDeleting] = useState<Group>()
  const create = useGroupCall('/user/addOptionalGroup', () => {
    showToast(t('groups.created'))
    setName('')
  })
  const remove = useGroupCall('/user/removeOptionalGroup', () => showToast(t('groups.deleted')))
  const sort = useGroupCall('/user/sortOptionalGroups')
  const full = groups.length >= maxGroups
  const own = groups.filter((group) => !group.default).map((group) => group.id)

  const reorder = (group: Group, step: -1 | 1) =>
    sort.submit({ ids: moveBy(own.map(String), String(group.id), step).map(Number) })

  return (
    <>
      <ul aria-label={t('groups.label')} className={groupStyles.plainList}>
        {groups.map((group) => {
          const title = groupTitle(group, t)
          const place = own.indexOf(group.id)
          return (
            <li key={group.id} className={styles.editRow} aria-label={title}>
              {renaming === group.id ? (
                <RenameForm group={group} problemOf={problemOf} onDone={() => setRenaming(undefined)} />
              ) : (
                <>
                  <span className={styles.editName}>
                    {title}
                    <small>{t('groups.count', { count: group.symbols.length })}</small>
                    {group.default && <small>{t('groups.defaultBadge')}</small>}
                  </span>
                  {!group.default && (
                    <>
                      <button
                        type="button"
                        aria-label={t('groups.rename', { name: title })}
                        onClick={() => setRenaming(group.id)}
                      >
                        {t('groups.renameShort')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('groups.delete', { name: title })}
                        disabled={remove.isPending}
                        onClick={() => setDeleting(group)}
                      >
                        {t('groups.deleteShort')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('groups.up', { name: title })}
                        disabled={place === 0 || sort.isPending}
                        onClick={() => reorder(group, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        aria-label={t('groups.down', { name: title })}
                        disabled={place === own.length - 1 || sort.isPending}
                        onClick={() => reorder(group, 1)}
                      >
                        ↓
                      </button>
                    </>
                  )}
                </>
              )}
            </li>
          )
        })}
      </ul>
      <form
        className={groupStyles.groupForm}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          const found = problemOf(name)
          setProblem(found)
          if (found === undefined) create.submit({ name: name.trim() })
        }}
      >
        <label className={groupStyles.field}>
          {t('groups.newName')}
          <input value={name} disabled={full} onChange={(event) => setName(event.target.value)} />
        </label>
        {problem !== undefined && (
          <p className={groupStyles.error} role="alert">
            {problem}
          </p>
        )}
        {full && <p className={groupStyles.hint}>{t('errors:watchlist_groups_full')}</p>}
        <Button block color="primary" type="submit" disabled={full} loading={create.isPending}>
          {t('groups.create')}
        </Button>
      </form>
      {deleting !== undefined && (
        <ConfirmDialog
          message={t('groups.deleteConfirm', { name: deleting.name })}
          action={t('groups.deleteShort')}
          cancel={t('groups.cancel')}
          onConfirm={() => remove.submit({ id: deleting.id })}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </>
  )
}

function RenameForm({
  group,
  problemOf,
  onDone,
}: {
  group: Group
  problemOf: (typed: string, renaming?: number) => string | undefined
  onDone: () => void
}) {
  const { t } = useTranslation('favorites')
  const [name, setName] = useState(group.name)
  const [problem, setProblem] = useState<string>()
  const rename = useGroupCall('/user/renameOptionalGroup', () => {
    showToast(t('groups.renamed'))
    onDone()
  })
  return (
    <form
      className={groupStyles.renameForm}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        const found = problemOf(name, group.id)
        setProblem(found)
        if (found === undefined) rename.submit({ id: group.id, name: name.trim() })
      }}
    >
      <input
        aria-label={t('groups.nameOf', { name: group.name })}
        value={name}
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" disabled={rename.isPending}>
        {t('groups.save')}
      </button>
      <button type="button" onClick={onDone}>
        {t('groups.cancel')}
      </button>
      {problem !== undefined && (
        <p className={groupStyles.error} role="alert">
          {problem}
        </p>
      )}
    </form>
  )
}
