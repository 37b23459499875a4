// A stock row with its favorites star: the row opens the stock, the star toggles it.
import type { ReactNode } from 'react'

import { StockRow, type StockRowQuote } from '../components/market/StockRow.tsx'
import styles from './favorites.module.css'
import { StarButton } from './StarButton.tsx'

/** `lead`: a figure over the change in per cent (what a ranking ranks by). */
export function WatchRow({ stock, lead }: { stock: StockRowQuote; lead?: ReactNode }) {
  return (
    <div className={styles.row}>
      <StockRow stock={stock} lead={lead} />
      <StarButton symbol={stock.symbol} name={stock.name} />
    </div>
  )
}

/** The row renderer the app's quote lists take (QuoteList, PagedQuoteList): every stock with its star. */
export const watchRow = (stock: StockRowQuote) => <WatchRow stock={stock} />
