// The back header (docs/product.md#the-frame): a title, and a button one step back in history
// (or, for a panel over the screen, whatever closes it). Part of the entry (the error screen
// shows it): its arrow is drawn here, in antd-mobile-icons' LeftOutline shape, so that the
// icon component and its helpers stay out of the entry.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import styles from './BackHeader.module.css'
import { useBack } from './navigation.ts'

export function BackHeader({
  title,
  right,
  showBack = true,
  onBack,
}: {
  title: ReactNode
  right?: ReactNode
  showBack?: boolean
  onBack?: () => void
}) {
  // `startup`: the error screen shows it when nothing else could load.
  const { t } = useTranslation('startup')
  const historyBack = useBack()
  const back = onBack ?? historyBack
  return (
    <header className={styles.header}>
      <div className={styles.side}>
        {showBack ? (
          <button type="button" className={styles.back} onClick={back} aria-label={t('backHeader.back')}>
            <svg width="1em" height="1em" viewBox="0 0 48 48" aria-hidden="true" style={{ verticalAlign: '-0.125em' }}>
              <path d="M34 5 15 24l19 19" fill="none" stroke="currentColor" strokeWidth="3.4" strokeLinejoin="round" />
            </svg>
          </button>
        ) : null}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  )
}
