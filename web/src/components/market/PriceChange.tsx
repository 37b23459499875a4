// A change as coloured text: red up, green down, grey unchanged, with its sign.
import { signed, signedPercent, toneOf } from './quote-format.ts'
import styles from './market.module.css'

export function PriceChange({ value, percent = false, className }: { value: string; percent?: boolean; className?: string }) {
  return <span className={`${styles[toneOf(value)]} ${className ?? ''}`}>{percent ? signedPercent(value) : signed(value)}</span>
}

/** A price coloured by the way its change points. */
export function TonedPrice({ price, change, className }: { price: string; change: string; className?: string }) {
  return <span className={`${styles[toneOf(change)]} ${className ?? ''}`}>{price}</span>
}
