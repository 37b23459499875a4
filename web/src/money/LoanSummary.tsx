// The user's borrowing room, as the loan screens show it: what may be borrowed, what is owed
// (principal and the interest charged so far), the quota and the minimum.
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { formatMoney } from '../lib/format.ts'
import styles from './money.module.css'

export function LoanSummary({ info, lead }: { info: ResponseData<'/user/loaninfo'>; lead: 'available' | 'owed' }) {
  const { t } = useTranslation('money')
  const figures = [
    { key: 'available', value: info.available },
    { key: 'owed', value: info.owed },
    { key: 'principal', value: info.principal },
    { key: 'interest', value: info.interest },
    { key: 'quota', value: info.quota },
    { key: 'min', value: info.min_money },
  ] as const
  const leading = figures.find((figure) => figure.key === lead)
  return (
    <section className={styles.card} aria-label={t('loan.summary')}>
      <p className={styles.caption}>{t(`loan.figures.${lead}`)}</p>
      <p className={styles.big}>NT$ {formatMoney(leading?.value ?? '0')}</p>
      <dl className={styles.figures}>
        {figures
          .filter((figure) => figure.key !== lead)
          .map((figure) => (
            <div key={figure.key}>
              <dt>{t(`loan.figures.${figure.key}`)}</dt>
              <dd>{formatMoney(figure.value)}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}
