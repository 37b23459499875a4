// The credit account (融資融券) on the positions screen: what is borrowed and shorted, the
// interest run up, the maintenance ratio, and the margin call when there is one. Shown for
// an account with credit trading enabled or credit holdings.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { tradeQueries } from '../api/queries/trade.ts'
import { formatMoney } from '../lib/format.ts'
import styles from './Summary.module.css'

export function CreditSummary() {
  const { t } = useTranslation('trade')
  const credit = useQuery(tradeQueries.credit())
  const data = credit.data
  if (data === undefined || (data.enabled === 0 && data.maintenance === null)) return null
  return (
    <section className={styles.summary} aria-label={t('credit.label')}>
      {data.margin_call === 1 ? (
        <p role="alert" className={styles.alert}>
          {t('credit.call', { ratio: data.maintenance ?? '0.00', line: data.call_ratio })}
        </p>
      ) : null}
      <div>
        <span>{t('credit.loan')}</span>
        <strong>{formatMoney(data.loan)}</strong>
      </div>
      <div>
        <span>{t('credit.shortValue')}</span>
        <strong>{formatMoney(data.short_value)}</strong>
      </div>
      <div>
        <span>{t('credit.interest')}</span>
        <strong>{formatMoney(data.interest)}</strong>
      </div>
      <div>
        <span>{t('credit.maintenance')}</span>
        <strong data-testid="maintenance-ratio">{data.maintenance === null ? '--' : `${data.maintenance}%`}</strong>
      </div>
    </section>
  )
}
