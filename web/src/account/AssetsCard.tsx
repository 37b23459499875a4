// The account centre's balances, with the money screens one tap away.
import type { ResponseData } from '#openapi/operations.ts'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../lib/format.ts'
import { addAmounts } from '../lib/money.ts'
import styles from './AssetsCard.module.css'

// The money area's screens (issue 5); typed routes once merged.
const quickLinks = [
  { key: 'recharge', to: '/information/recharge' },
  { key: 'cashOut', to: '/information/cashOut' },
  { key: 'exChange', to: '/information/exChange' },
] as const

export function AssetsCard({ user }: { user: ResponseData<'/user/getUserinfo'> }) {
  const { t } = useTranslation('account')
  return (
    <section className={styles.assets} aria-label={t('centre.assets')}>
      <p className={styles.caption}>{t('centre.total')}</p>
      <p className={styles.total}>NT$ {formatMoney(addAmounts(user.money, user.freeze_money))}</p>
      <dl className={styles.balances}>
        <div>
          <dt>{t('centre.available')}</dt>
          <dd>{formatMoney(user.money)}</dd>
        </div>
        <div>
          <dt>{t('centre.frozen')}</dt>
          <dd>{formatMoney(user.freeze_money)}</dd>
        </div>
        <div>
          <dt>{t('centre.usd')}</dt>
          <dd>{formatMoney(user.usd_money)}</dd>
        </div>
        <div>
          <dt>{t('centre.usdt')}</dt>
          <dd>{formatMoney(user.usdt_money)}</dd>
        </div>
      </dl>
      <div className={styles.quick}>
        {quickLinks.map((link) => (
          <Link key={link.key} to={link.to as '/home/index'} className={styles.button}>
            {t(`links.${link.key}`)}
          </Link>
        ))}
      </div>
    </section>
  )
}
