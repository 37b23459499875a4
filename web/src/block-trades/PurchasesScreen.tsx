// The user's block-trade purchases (/home/blockTrade2), newest first.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { blockTradesQueries } from '../api/queries/block-trades.ts'
import styles from '../components/cards.module.css'
import { Figures } from '../components/Figures.tsx'
import { Loaded } from '../components/Loaded.tsx'
import { BackHeader } from '../frame/BackHeader.tsx'
import { formatMoney } from '../lib/format.ts'

export function PurchasesScreen() {
  const { t } = useTranslation('block-trades')
  const purchases = useQuery(blockTradesQueries.purchases())
  return (
    <main className={styles.screen}>
      <BackHeader title={t('records')} />
      <Loaded query={purchases}>
        {(rows) =>
          rows.length === 0 ? (
            <p className={styles.empty}>{t('common:empty')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('records')}>
              {rows.map((row) => (
                <li key={row.id} className={styles.card} aria-label={`${row.name} ${row.symbol}`}>
                  <h2 className={styles.cardTitle}>
                    {row.name} <small>{row.symbol}</small>
                  </h2>
                  <Figures
                    rows={[
                      [t('price'), row.price],
                      [t('shares'), t('shareCount', { count: row.num })],
                      [t('amount'), formatMoney(row.amount)],
                      [t('commission'), formatMoney(row.commission)],
                      [t('time'), row.create_time],
                    ]}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </main>
  )
}
