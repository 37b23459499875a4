// The user's holdings at a glance, for home: each stock held (per kind, as 庫存 lists them)
// with its quantity, last price and unrealised profit or loss, the first few with the whole
// list one tap away on 庫存. A row opens the order box on its stock.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { formatCents } from '#rules/market.ts'

import { tradeQueries } from '../api/queries/trade.ts'
import { Chevron } from '../components/Chevron.tsx'
import { PriceChange } from '../components/market/PriceChange.tsx'
import { useOpenStock } from '../components/market/use-open-stock.ts'
import { useGo } from '../frame/navigation.ts'
import { holdingRows, quantityIn } from './holdings.ts'
import styles from './HoldingsGlance.module.css'

/** How many holdings home shows before "all holdings". */
const shown = 5

export function HoldingsGlance() {
  const { t } = useTranslation('trade')
  const positions = useQuery(tradeQueries.positions())
  const open = useOpenStock()
  const go = useGo()
  const holdings = holdingRows(positions.data ?? [])
  return (
    <section className={styles.card} aria-label={t('glance.label')}>
      <div className={styles.head}>
        <h2>{t('glance.label')}</h2>
        <button type="button" className={styles.all} onClick={() => go({ to: '/trade/index' })}>
          {holdings.length > shown ? t('glance.allCount', { count: holdings.length }) : t('glance.all')}
          <Chevron />
        </button>
      </div>
      {positions.data === undefined ? (
        // The rows' place while they load (or failed: 庫存 shows why), so nothing below moves.
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
            {holdings.slice(0, shown).map((holding) => (
              <li key={`${holding.symbol} ${holding.kind}`}>
                <button
                  type="button"
                  className={styles.row}
                  onClick={() => open({ symbol: holding.symbol, name: holding.name, market: holding.market })}
                >
                  {/* Its name is what it shows, the stock first (name and code, as a stock row's). */}
                  <span className={styles.name}>
                    <span>{holding.name}</span>{' '}
                    <small>
                      {holding.symbol}
                      {holding.kind === 'cash' ? null : ` ${t(`credit.${holding.kind}`)}`}
                    </small>
                  </span>
                  <span className={styles.figure}>
                    {t(`quantity.${holding.unit}`, {
                      n: quantityIn(holding, holding.shares).toLocaleString('en-US'),
                    })}
                  </span>
                  <span className={styles.figure}>{holding.price}</span>
                  <span className={styles.pnl}>
                    <PriceChange value={formatCents(holding.unrealised)} money />
                    <PriceChange value={formatCents(holding.rateBp)} percent />
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
