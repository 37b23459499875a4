// What the user's trades still settle (T+2, 待交割), as the wallet shows it: the totals to
// pay (set aside at each buy's fill, not available) and to receive (a sale's proceeds, not
// yet available), and each fill with its settlement day.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { tradeQueries } from '../api/queries/trade.ts'
import { formatMoney } from '../lib/format.ts'
import styles from './PendingSettlements.module.css'

export function PendingSettlements() {
  const { t } = useTranslation('trade')
  const settlements = useQuery(tradeQueries.settlements())
  const data = settlements.data
  if (data === undefined) return null
  return (
    <section className={styles.card} aria-label={t('settlements.title')}>
      <h2 className={styles.title}>{t('settlements.title')}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('summary.payable')}</dt>
          <dd>{formatMoney(data.payable)}</dd>
        </div>
        <div>
          <dt>{t('summary.receivable')}</dt>
          <dd>{formatMoney(data.receivable)}</dd>
        </div>
      </dl>
      {data.items.length === 0 ? (
        <p className={styles.hint}>{t('settlements.none')}</p>
      ) : (
        <ul className={styles.items} aria-label={t('settlements.items')}>
          {data.items.map((item) => (
            <li key={`${item.order_id}-${item.side}-${item.trade_date}-${item.stock_num}`}>
              <span>
                {item.stock_name} {item.stock_code} · {t(`settlements.${item.side}`)}
              </span>
              <span>{t('settlesOn', { amount: formatMoney(item.amount), date: item.settle_date.slice(5) })}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.hint}>{t('settlements.rule')}</p>
    </section>
  )
}
