// The back header of spec section 2: a title, and a button one step back in history (or,
// for a panel over the screen, whatever closes it).
import { LeftOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './BackHeader.module.css'
import { useBack } from './navigation.ts'

export function BackHeader({ title, right, showBack = true, onBack }: { title: ReactNode; right?: ReactNode; showBack?: boolean; onBack?: () => void }) {
  const { t } = useTranslation()
  const historyBack = useBack()
  const back = onBack ?? historyBack
  return (
    <header className={styles.header}>
      <div className={styles.side}>
        {showBack ? (
          <button type="button" className={styles.back} onClick={back} aria-label={t('backHeader.back')}>
            <LeftOutline aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  )
}
