// The account centre's balances (as on the home screen), with the money screens one tap away.
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { Balances } from '../components/Balances.tsx'
import styles from './AssetsCard.module.css'

// The money area's screens.
const quickLinks = [
  { key: 'recharge', to: '/information/recharge' },
  { key: 'cashOut', to: '/information/cashOut' },
  { key: 'exChange', to: '/information/exChange' },
] as const

export function AssetsCard({ user }: { user: ResponseData<'/user/getUserinfo'> }) {
  const { t } = useTranslation('account')
  return (
    <section className={styles.assets} aria-label={t('centre.assets')}>
      <Balances user={user} />
      <div className={styles.quick}>
        {quickLinks.map((link) => (
          <Link key={link.key} to={link.to} className={styles.button}>
            {t(`links.${link.key}`)}
          </Link>
        ))}
      </div>
    </section>
  )
}
