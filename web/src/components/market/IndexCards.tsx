// TAIEX and the TPEx index as two cards (value, change, breadth); a tap opens the index detail.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { marketQueries } from '../../api/queries/market.ts'
import { useGo } from '../../frame/navigation.ts'
import { formatMoney } from '../../lib/format.ts'
import { PriceChange, TonedPrice } from './PriceChange.tsx'
import styles from './tiles.module.css'

export function IndexCards() {
  const { t } = useTranslation('market')
  const go = useGo()
  const indices = useQuery(marketQueries.indices())
  return (
    <section className={styles.tiles} aria-label={t('indices.label')}>
      {/* Two tiles' places while the indices load, so nothing below moves when they arrive. */}
      {indices.data === undefined
        ? [0, 1].map((place) => <div key={place} className={`${styles.tile} ${styles.waiting}`} />)
        : null}
      {(indices.data ?? []).map((index) => (
        <button
          key={index.symbol}
          type="button"
          className={styles.tile}
          onClick={() => go({ to: '/market/stockDetailzs', search: { symbol: index.symbol } })}
        >
          <span>{index.name}</span>{' '}
          <TonedPrice className={styles.value} price={formatMoney(index.price)} change={index.gainValue} />{' '}
          <span>
            <PriceChange value={index.gainValue} /> <PriceChange value={index.gain} percent />
          </span>
          <small className={styles.meta}>
            {t('indices.breadth', { up: index.up, down: index.down, flat: index.flat })}
          </small>
        </button>
      ))}
    </section>
  )
}
