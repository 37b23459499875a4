// A change as coloured text: red up, green down, grey unchanged, with its sign.
import { formatMoney } from '../../lib/format.ts'
import styles from './market.module.css'
import { signed, signedPercent, toneOf } from './quote-format.ts'

/** `percent` adds %, `money` thousands separators (an amount of TWD). An unknown value shows as a dash. */
export function PriceChange({
  value,
  percent = false,
  money = false,
  className,
}: {
  value: string | undefined
  percent?: boolean
  money?: boolean
  className?: string
}) {
  if (value === undefined) return <span className={className}>—</span>
  const text = percent
    ? signedPercent(value)
    : money
      ? `${toneOf(value) === 'up' ? '+' : ''}${formatMoney(value)}`
      : signed(value)
  return <span className={`${styles[toneOf(value)]} ${className ?? ''}`}>{text}</span>
}

/** A price coloured by the way its change points. */
export function TonedPrice({ price, change, className }: { price: string; change: string; className?: string }) {
  return <span className={`${styles[toneOf(change)]} ${className ?? ''}`}>{price}</span>
}
