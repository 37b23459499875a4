// The block-trade offers (/home/blockTrade): price against the market, minimum, daily limit
// and status; 買入 opens the purchase, 購買紀錄 the user's purchases.
import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { blockTradesQueries } from '../api/queries/block-trades.ts'
import styles from '../components/cards.module.css'
import { Figures } from '../components/Figures.tsx'
import { Loaded } from '../components/Loaded.tsx'
import { PriceChange } from '../components/market/PriceChange.tsx'
import { BackHeader } from '../frame/BackHeader.tsx'
import { useGo } from '../frame/navigation.ts'

export function OffersScreen() {
  const { t } = useTranslation(['block-trades', 'errors'])
  const go = useGo()
  const offers = useQuery(blockTradesQueries.offers())
  return (
    <main className={styles.screen}>
      <BackHeader
        title={t('title')}
        right={
          <Button size="small" fill="none" color="primary" onClick={() => go({ to: '/home/blockTrade2' })}>
            {t('records')}
          </Button>
        }
      />
      <p className={`${styles.hint} ${styles.card}`}>{t('hours')}</p>
      <Loaded query={offers}>
        {(rows) => (
          <ul className={styles.list} aria-label={t('title')}>
            {rows.map((row) => (
              <li key={row.id} className={styles.card} aria-label={`${row.name} ${row.symbol}`}>
                <h2 className={styles.cardTitle}>
                  {row.name} <small>{row.symbol}</small>
                  <span className={styles.status}>{t(row.status === 1 ? 'open' : 'closed')}</span>
                </h2>
                <Figures
                  rows={[
                    [t('price'), row.price],
                    [t('marketPrice'), row.market_price],
                    [t('change'), <PriceChange key="value" value={row.gainValue} />],
                    [t('changePercent'), <PriceChange key="percent" value={row.gain} percent />],
                    [t('minimum'), t('shareCount', { count: row.stock_num })],
                    [t('dayLimit'), t('times', { count: row.day_limit })],
                  ]}
                />
                <div className={styles.actions}>
                  <Button
                    size="small"
                    color="primary"
                    disabled={row.status !== 1}
                    onClick={() => go({ to: '/home/blockTrade1', search: { id: row.id } })}
                  >
                    {t('buy')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </main>
  )
}
