// The five-level order book: five bids (委買) beside five asks (委賣), the best of each at the
// top, with sizes in lots. Side by side, each level has a finger's height (44 px) in the height
// ten stacked rows of 24 px took. Tapping a price hands it to `onPick` (the order box puts it
// in its price field).
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'
import { parseCents } from '#rules/market.ts'

import styles from './FiveLevelBook.module.css'
import marketStyles from './market.module.css'
import { toneOfDifference } from './quote-format.ts'

type Quote = ResponseData<'/trade/stockdetails'>

export function FiveLevelBook({ quote, onPick }: { quote: Quote; onPick?: (price: string) => void }) {
  const { t } = useTranslation('market')
  const reference = parseCents(quote.preClose) ?? 0
  const tone = (price: string) => marketStyles[toneOfDifference((parseCents(price) ?? 0) - reference)]
  const rows = (levels: Quote['asks'], side: 'ask' | 'bid') =>
    Array.from({ length: 5 }, (_, index) => {
      const level = levels[index]
      const name = t(side === 'ask' ? 'book.ask' : 'book.bid', { n: index + 1 })
      return (
        <li key={`${side}${index}`} className={styles.level}>
          <span className={styles.label}>{name}</span>
          {level === undefined ? (
            <span className={styles.empty}>--</span>
          ) : (
            <button
              type="button"
              className={`${styles.price} ${tone(level.price)}`}
              onClick={() => onPick?.(level.price)}
              aria-label={`${name} ${level.price}`}
            >
              {level.price}
            </button>
          )}
          <span className={styles.volume}>{level?.volume ?? ''}</span>
        </li>
      )
    })
  return (
    <section className={styles.book} aria-label={t('book.label')}>
      <ol className={styles.side} aria-label={t('book.bids')}>
        {rows(quote.bids, 'bid')}
      </ol>
      <ol className={styles.side} aria-label={t('book.asks')}>
        {rows(quote.asks, 'ask')}
      </ol>
    </section>
  )
}
