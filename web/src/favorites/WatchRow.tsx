// A stock row with its favorites star: the row opens the stock, the star toggles it.
import { StockRow, type StockRowQuote } from '../components/market/StockRow.tsx'
import styles from './favorites.module.css'
import { StarButton } from './StarButton.tsx'

export function WatchRow({ stock }: { stock: StockRowQuote }) {
  return (
    <div className={styles.row}>
      <StockRow stock={stock} />
      <StarButton symbol={stock.symbol} name={stock.name} />
    </div>
  )
}

/** The row renderer the app's quote lists take (QuoteList, PagedQuoteList): every stock with its star. */
export const watchRow = (stock: StockRowQuote) => <WatchRow stock={stock} />
