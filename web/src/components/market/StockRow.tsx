// One instrument in a list: name and code, last price, change and change % (red up, green
// down). Tapping it opens the stock (saved as the order box's selection). Reusable by any
// list of quotes (rankings, plates, ETFs, watchlists, search results).
import type { ReactNode } from 'react'

import styles from './market.module.css'
import { PriceChange, TonedPrice } from './PriceChange.tsx'
import type { SelectedStock } from './selected-stock.ts'
import { useOpenStock } from './use-open-stock.ts'

export interface StockRowQuote extends SelectedStock {
  price: string
  gain: string
  gainValue: string
  /** Lots traded today (a ranking's row has it). */
  volume?: number
  /** Turnover today in TWD (a ranking's row has it). */
  amount?: string
  /** An ETF's NAV and premium (absent for anything else). */
  nav?: string
  premium?: string
}

// Named by what it shows (name, code, price, change), which starts with the name and code: a
// shorter label would hide the figures from a screen reader and differ from what a voice
// user reads (WCAG 2.5.3). The spaces part the figures in that name. `lead` puts a figure at
// the top of the last column, over the change in per cent (a ranking by volume shows the lots
// it ranks by); `extra` replaces the change in TWD under it.
export function StockRow({ stock, extra, lead }: { stock: StockRowQuote; extra?: ReactNode; lead?: ReactNode }) {
  const open = useOpenStock()
  return (
    <button type="button" className={styles.row} onClick={() => open(stock)}>
      <span className={styles.name}>
        <strong>{stock.name}</strong> <small>{stock.symbol}</small>
      </span>{' '}
      <TonedPrice className={styles.price} price={stock.price} change={stock.gainValue} />{' '}
      {lead === undefined ? (
        <span className={styles.change}>
          <PriceChange value={stock.gain} percent />{' '}
          {extra ?? <PriceChange className={styles.small} value={stock.gainValue} />}
        </span>
      ) : (
        <span className={styles.change}>
          <span className={styles.lead}>{lead}</span>{' '}
          <PriceChange className={styles.small} value={stock.gain} percent />
        </span>
      )}
    </button>
  )
}

/** The column heads over a list of stock rows. */
export function StockRowHeader({ name, price, change }: { name: string; price: string; change: string }) {
  return (
    <div className={styles.header} aria-hidden="true">
      <span className={styles.name}>{name}</span>
      <span className={styles.price}>{price}</span>
      <span className={styles.change}>{change}</span>
    </div>
  )
}
