// The account centre's head: who is logged in, their verification and credit score.
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { VerificationBadge } from '../components/VerificationBadge.tsx'
import { maskAccount } from '../lib/format.ts'
import styles from './ProfileCard.module.css'

export function ProfileCard({ user }: { user: ResponseData<'/user/getUserinfo'> }) {
  const { t } = useTranslation('account')
  return (
    <section className={styles.profile} aria-label={t('centre.profile')}>
      <span className={styles.avatar} aria-hidden="true">
        {(user.realname || user.account).slice(0, 1)}
      </span>
      <div className={styles.who}>
        <p className={styles.name}>{user.realname || maskAccount(user.account)}</p>
        <p className={styles.meta}>{maskAccount(user.account)}</p>
      </div>
      <div className={styles.badges}>
        <VerificationBadge state={user.is_true} />
        <span className={styles.credit}>{t('centre.creditScore', { score: user.xyf })}</span>
      </div>
    </section>
  )
}
