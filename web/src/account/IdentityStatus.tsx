// A submitted identity verification: its review status (待審核 / 已通過 / 已拒絕), the name and
// the masked ID number, and the photos (a rejection shows the status above the form).
import Image from 'antd-mobile/es/components/image'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'
import { maskTaiwanId } from '#rules/account.ts'

import { ReviewStatus } from '../components/ReviewStatus.tsx'
import styles from './AccountScreen.module.css'
import identity from './IdentityStatus.module.css'

/** is_true as a review status: 3 under review -> 0 pending, 1 approved, 2 rejected. */
const reviewOf = { 1: 1, 2: 2, 3: 0 } as const

export function IdentityStatus({ user }: { user: ResponseData<'/user/getUserinfo'> }) {
  const { t } = useTranslation('account')
  if (user.is_true === 0) return null
  const explanation = { 1: t('identity.approvedText'), 2: t('identity.rejectedText'), 3: t('identity.pendingText') }[
    user.is_true
  ]
  return (
    <section className={styles.card} aria-label={t('identity.status')}>
      <div className={identity.head}>
        <span>{t('identity.status')}</span>
        <ReviewStatus status={reviewOf[user.is_true]} />
      </div>
      <p className={styles.hint}>{explanation}</p>
      {user.is_true === 2 ? null : (
        <>
          <dl className={`${styles.facts} ${identity.facts}`}>
            <dt>{t('identity.realname')}</dt>
            <dd>{user.realname}</dd>
            <dt>{t('identity.idCard')}</dt>
            <dd>{maskTaiwanId(user.id_card)}</dd>
          </dl>
          <div className={identity.photos}>
            <figure>
              <Image src={user.frontcard} alt={t('identity.front')} fit="cover" lazy />
              <figcaption>{t('identity.front')}</figcaption>
            </figure>
            <figure>
              <Image src={user.backcard} alt={t('identity.back')} fit="cover" lazy />
              <figcaption>{t('identity.back')}</figcaption>
            </figure>
          </div>
        </>
      )}
    </section>
  )
}
