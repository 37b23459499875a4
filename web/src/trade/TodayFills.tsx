// Today's fills (成交回報), newest first: when, what, at what price, how many, and what each
// cost in commission and tax. They are the fills of today's orders.
import { useTranslation } from 'react-i18next'

import { EmptyState } from '../frame/EmptyState.tsx'
import { formatMoney } from '../lib/format.ts'
import styles from './TodayFills.module.css'
import { clockTime, orderKindText, orderQuantity, type TodayOrder } from './TodayOrders.tsx'

/** Every fill of the orders, newest first. */
export function fillsOf(orders: readonly TodayOrder[]) {
  return orders
    .flatMap((order) => order.fills.map((fill, index) => ({ order, fill, key: `${order.id}-${index}` })))
    .sort((a, b) => (a.fill.time < b.fill.time ? 1 : a.fill.time > b.fill.time ? -1 : b.order.id - a.order.id))
}

export function TodayFills({ orders }: { orders: readonly TodayOrder[] }) {
  const { t } = useTranslation('trade')
  const fills = fillsOf(orders)
  if (fills.length === 0) return <EmptyState hint={t('fills.none')} />
  return (
    <ul className={styles.list} aria-label={t('tabs.fillsLabel')}>
      {fills.map(({ order, fill, key }) => (
        <li
          key={key}
          className={styles.fill}
          aria-label={`${order.stock_name} ${order.stock_code} ${clockTime(fill.time)}`}
        >
          <div className={styles.line}>
            <strong>
              {order.stock_name} <span className={styles.code}>{order.stock_code}</span>
            </strong>
            <span className={order.side === 'buy' ? styles.buy : styles.sell}>{orderKindText(order, t)}</span>
          </div>
          <dl className={styles.figures}>
            <div>
              <dt>{t('fills.time')}</dt>
              <dd>{clockTime(fill.time)}</dd>
            </div>
            <div>
              <dt>{t('fills.price')}</dt>
              <dd>{fill.price}</dd>
            </div>
            <div>
              <dt>{t('fills.quantity')}</dt>
              <dd>{orderQuantity(order, fill.stock_num, t)}</dd>
            </div>
            <div>
              <dt>{t('fills.fee')}</dt>
              <dd>{formatMoney(fill.poundage)}</dd>
            </div>
            <div>
              <dt>{t('fills.tax')}</dt>
              <dd>{formatMoney(fill.tax)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
