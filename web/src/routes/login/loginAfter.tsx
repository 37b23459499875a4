// Right after a login: who is logged in, their verification state and balance, and the way
// into the app.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { CheckCircleFill } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'

import { accountQueries } from '../../api/queries/account.ts'
import { Loading } from '../../components/Loading.tsx'
import { VerificationBadge } from '../../components/VerificationBadge.tsx'
import { useGo } from '../../frame/navigation.ts'
import { useSwitchAccount } from '../../frame/use-switch-account.ts'
import { loadTexts } from '../../i18n/load-texts.ts'
import { formatMoney, maskAccount } from '../../lib/format.ts'
import styles from '../../login/LoginAfter.module.css'

export const Route = createFileRoute('/login/loginAfter')({
  // Its texts are not in the entry (the start screen's few are in `startup`).
  loader: loadTexts('login'),
  component: LoginAfterScreen,
})

function LoginAfterScreen() {
  const { t } = useTranslation('login')
  const go = useGo()
  const switchAccount = useSwitchAccount()
  const { data: user, isPending, isError, refetch } = useQuery(accountQueries.info())
  return (
    <main className={styles.screen}>
      <CheckCircleFill className={styles.tick} aria-hidden="true" />
      <h1 className={styles.title}>{t('loginAfter.title')}</h1>
      {isPending ? (
        <Loading label={t('common:loading')} />
      ) : isError ? (
        <Button size="small" onClick={() => void refetch()}>
          {t('common:retry')}
        </Button>
      ) : (
        <section className={styles.card} aria-label={t('loginAfter.account')}>
          <p className={styles.welcome}>
            {t('loginAfter.welcome', { name: user.realname || maskAccount(user.account) })}
          </p>
          <p className={styles.row}>
            <span>{t('loginAfter.account')}</span>
            <span>{maskAccount(user.account)}</span>
          </p>
          <p className={styles.row}>
            <span>{t('loginAfter.verification')}</span>
            <VerificationBadge state={user.is_true} />
          </p>
          <p className={styles.row}>
            <span>{t('loginAfter.available')}</span>
            <span>NT$ {formatMoney(user.money)}</span>
          </p>
          {user.is_true !== 1 ? <p className={styles.hint}>{t('loginAfter.verifyHint')}</p> : null}
        </section>
      )}
      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={() => go({ to: '/home/index' })}>
          {t('loginAfter.enter')}
        </Button>
        <Button block fill="none" onClick={switchAccount}>
          {t('loginAfter.switchAccount')}
        </Button>
      </div>
    </main>
  )
}
