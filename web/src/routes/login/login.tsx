// Log in (登入): account and password.
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { LanguagePicker } from '../../components/LanguagePicker.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import { useSupportLink } from '../../frame/special-targets.ts'
import { loadTexts } from '../../i18n/load-texts.ts'
import { LoginForm } from '../../login/LoginForm.tsx'
import styles from '../../login/LoginScreen.module.css'
import { SiteBrand } from '../../site/SiteBrand.tsx'

export const Route = createFileRoute('/login/login')({
  // Its texts are not in the entry (the start screen's few are in `startup`).
  loader: loadTexts('login'),
  // Registration hands the new account over so the user only types the password.
  validateSearch: (search: Record<string, unknown>): { account?: string } =>
    typeof search.account === 'string' ? { account: search.account } : {},
  component: LoginScreen,
})

function LoginScreen() {
  const { t } = useTranslation('login')
  const { account } = Route.useSearch()
  const go = useGo()
  const openSupport = useSupportLink()
  return (
    <main className={styles.screen}>
      <BackHeader title={t('login.title')} showBack={false} right={<LanguagePicker />} />
      <div className={styles.body}>
        <div className={styles.brand}>
          <SiteBrand size="small" />
        </div>
        <LoginForm initialAccount={account} onLoggedIn={() => go({ to: '/login/loginAfter' })} />
        <div className={styles.links}>
          <Link to="/login/register" className={styles.link}>
            {t('login.toRegister')}
          </Link>
          <button type="button" className={styles.link} onClick={openSupport}>
            {t('common:kefu.label')}
          </button>
        </div>
      </div>
    </main>
  )
}
