// Log in again (切換帳號), as this account or another: after switching accounts, or when a
// session has ended. It leads straight back to the home screen.
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { LanguagePicker } from '../../components/LanguagePicker.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import { loadTexts } from '../../i18n/load-texts.ts'
import { LoginForm } from '../../login/LoginForm.tsx'
import styles from '../../login/LoginScreen.module.css'
import { SiteBrand } from '../../site/SiteBrand.tsx'

export const Route = createFileRoute('/login/reLogin')({
  // Its texts are not in the entry (the start screen's few are in `startup`).
  loader: loadTexts('login'),
  component: ReLoginScreen,
})

function ReLoginScreen() {
  const { t } = useTranslation('login')
  const go = useGo()
  return (
    <main className={styles.screen}>
      <BackHeader title={t('reLogin.title')} right={<LanguagePicker />} />
      <div className={styles.body}>
        <div className={styles.brand}>
          <SiteBrand size="small" />
        </div>
        <p className={styles.notice} role="note">
          {t('reLogin.notice')}
        </p>
        <LoginForm onLoggedIn={() => go({ to: '/home/index' })} />
      </div>
    </main>
  )
}
