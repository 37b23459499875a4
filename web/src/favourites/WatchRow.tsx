// A stock row with its favourite star: the row opens the stock, the star toggles it.
import { StockRow, type StockRowQuote } from '../components/market/StockRow.tsx'
import styles from './favourites.module.css'
import { StarButton } from './StarButton.tsx'

export function WatchRow({ stock }: { stock: StockRowQuote }) {
  return (
    <div className={styles.row}>
      <StockRow stock={stock} />
      <StarButton symbol={stock.symbol} name={stock.name} />
    </div>
  )
}
