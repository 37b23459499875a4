// The user's money at a glance: total TWD assets (available plus on hold), then each
// balance. Shown by the home screen and the account centre.
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { formatMoney } from '../lib/format.ts'
import { addAmounts } from '../lib/money.ts'
import styles from './Balances.module.css'

export function Balances({ user }: { user: ResponseData<'/user/getUserinfo'> }) {
  const { t } = useTranslation('home')
  const rows = [
    ['available', user.money],
    ['frozen', user.freeze_money],
    ['usd', user.usd_money],
    ['usdt', user.usdt_money],
  ] as const
  return (
    <>
      <p className={styles.caption}>{t('assets.total')}</p>
      <p className={styles.total} data-testid="total-assets">
        NT$ {formatMoney(addAmounts(user.money, user.freeze_money))}
      </p>
      <dl className={styles.balances}>
        {rows.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(`assets.${key}`)}</dt>
            <dd>{formatMoney(amount)}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
