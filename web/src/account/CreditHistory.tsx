// The credit score's history (信用分紀錄) on the profile, under the score it explains: a
// button opens the list of changes (CreditChanges, loaded then). Closed, nothing is read.
import Button from 'antd-mobile/es/components/button'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Loading } from '../components/Loading.tsx'
import styles from './CreditHistory.module.css'

const CreditChanges = lazy(() => import('./CreditChanges.tsx').then((module) => ({ default: module.CreditChanges })))

export function CreditHistory() {
  const { t } = useTranslation(['account', 'common'])
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <section className={styles.history} aria-label={t('profile.creditHistory')}>
      <Button
        block
        fill="none"
        color="primary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('profile.creditHistory')} {open ? '▴' : '▾'}
      </Button>
      <div id={listId}>
        {open ? (
          <Suspense fallback={<Loading label={t('common:loading')} />}>
            <CreditChanges />
          </Suspense>
        ) : null}
      </div>
    </section>
  )
}
