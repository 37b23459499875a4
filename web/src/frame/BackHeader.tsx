// The back header of spec section 2: one step back in history.
import NavBar from 'antd-mobile/es/components/nav-bar'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './BackHeader.module.css'
import { useBack } from './navigation.ts'

export function BackHeader({ title, right, showBack = true }: { title: ReactNode; right?: ReactNode; showBack?: boolean }) {
  const { t } = useTranslation()
  const back = useBack()
  return (
    <header className={styles.header}>
      <NavBar back={showBack ? '' : null} backArrow={showBack} onBack={back} right={right} aria-label={t('backHeader.label')}>
        <h1 className={styles.title}>{title}</h1>
      </NavBar>
    </header>
  )
}
