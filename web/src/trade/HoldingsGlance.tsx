// The user's holdings at a glance, for home: each stock held with its quantity, last price
// and unrealised profit or loss, the first few with the whole list one tap away on 持倉. A row
// opens the order box on its stock.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { tradeQueries } from '../api/queries/trade.ts'
import { PriceChange } from '../components/market/PriceChange.tsx'
import { useOpenStock } from '../components/market/use-open-stock.ts'
import { useGo } from '../frame/navigation.ts'
import styles from './HoldingsGlance.module.css'

/** How many holdings home shows before "all holdings". */
const shown = 5

export function HoldingsGlance() {
  const { t } = useTranslation('trade')
  const positions = useQuery(tradeQueries.positions())
  const open = useOpenStock()
  const go = useGo()
  const holdings = (positions.data ?? []).filter((row) => row.status === 1)
  return (
    <section className={styles.card} aria-label={t('glance.label')}>
      <div className={styles.head}>
        <h2>{t('glance.label')}</h2>
        <button type="button" className={styles.all} onClick={() => go({ to: '/trade/index' })}>
          {holdings.length > shown ? t('glance.allCount', { count: holdings.length }) : t('glance.all')}
        </button>
      </div>
      {positions.data === undefined ? (
        // The rows' place while they load (or failed: 持倉 shows why), so nothing below moves.
        <div className={styles.loading} />
      ) : holdings.length === 0 ? (
        <p className={styles.empty}>
          {t('glance.empty')}
          <button type="button" className={styles.all} onClick={() => go({ to: '/market/stockDetail' })}>
            {t('glance.order')}
          </button>
        </p>
      ) : (
        <>
          <div className={styles.columns} aria-hidden="true">
            <span>{t('fields.stock')}</span>
            <span>{t('fields.quantity')}</span>
            <span>{t('fields.price')}</span>
            <span>{t('fields.pnl')}</span>
          </div>
          <ul className={styles.rows}>
            {holdings.slice(0, shown).map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  className={styles.row}
                  aria-label={`${row.stock_name} ${row.stock_code}`}
                  onClick={() => open({ symbol: row.stock_code, name: row.stock_name, market: row.market })}
                >
                  <span className={styles.name}>
                    {row.stock_name}
                    <small>{row.stock_code}</small>
                  </span>
                  <span className={styles.figure}>
                    {row.lingu === 1
                      ? t('shares', { count: row.stock_num })
                      : t('lots', { count: row.stock_num / 1000 })}
                  </span>
                  <span className={styles.figure}>{row.price}</span>
                  <span className={styles.pnl}>
                    <PriceChange value={row.yingkui} money />
                    <PriceChange value={row.yingkui_rate} percent />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
