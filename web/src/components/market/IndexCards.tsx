// TAIEX and the TPEx index as two cards (value, change, breadth). By default a tap opens
// the index detail; with `onSelect` (大盤) the cards choose which index the screen shows.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { marketQueries } from '../../api/queries/market.ts'
import { useGo } from '../../frame/navigation.ts'
import { formatMoney } from '../../lib/format.ts'
import { indexName } from './index-name.ts'
import { PriceChange, TonedPrice } from './PriceChange.tsx'
import styles from './tiles.module.css'

export interface IndexCardsProps {
  /** The index shown beside the cards (its card is marked pressed). */
  selected?: string
  /** Chooses an index instead of opening its detail. */
  onSelect?: (symbol: string) => void
}

export function IndexCards({ selected, onSelect }: IndexCardsProps = {}) {
  const { t } = useTranslation('market')
  const go = useGo()
  const indices = useQuery(marketQueries.indices())
  return (
    <section className={styles.tiles} aria-label={t('indices.label')}>
      {/* Two tiles' places while the indices load, so nothing below moves when they arrive. */}
      {indices.data === undefined
        ? [0, 1].map((place) => <div key={place} className={`${styles.tile} ${styles.waiting}`} />)
        : null}
      {(indices.data ?? []).map((index) => {
        const name = indexName(t, index)
        return (
          <button
            key={index.symbol}
            type="button"
            className={styles.tile}
            onClick={() =>
              onSelect === undefined
                ? go({ to: '/market/stockDetailzs', search: { symbol: index.symbol } })
                : onSelect(index.symbol)
            }
            aria-pressed={onSelect === undefined ? undefined : index.symbol === selected}
          >
            <span>{name}</span>{' '}
            <TonedPrice className={styles.value} price={formatMoney(index.price)} change={index.gainValue} />{' '}
            <span>
              <PriceChange value={index.gainValue} /> <PriceChange value={index.gain} percent />
            </span>
            <small className={styles.meta}>
              {t('indices.breadth', { up: index.up, down: index.down, flat: index.flat })}
            </small>
          </button>
        )
      })}
    </section>
  )
}
