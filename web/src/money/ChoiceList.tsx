// One choice out of a few (a deposit channel, a bank card, a USDT address) as native radio
// buttons: keyboard, screen readers and tests see real radios (antd-mobile's Radio
// hides its input from them). Form.Item hands it value and onChange.
import { CheckOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'

import styles from './ChoiceList.module.css'

export interface ChoiceListProps<Value extends string | number> {
  /** The radios' group name, unique on the screen. */
  name: string
  label: string
  value?: Value | undefined
  onChange?: (value: Value) => void
  options: readonly { value: Value; label: ReactNode; hint?: ReactNode }[]
  /** Rows under each other (the default), or short choices side by side. */
  layout?: 'column' | 'row'
}

export function ChoiceList<Value extends string | number>({
  name,
  label,
  value,
  onChange,
  options,
  layout = 'column',
}: ChoiceListProps<Value>) {
  return (
    <div role="radiogroup" aria-label={label} className={`${styles.choices} ${layout === 'row' ? styles.row : ''}`}>
      {options.map((option) => {
        const checked = option.value === value
        return (
          <label key={option.value} className={`${styles.choice} ${checked ? styles.checked : ''}`}>
            <input
              className="visually-hidden"
              type="radio"
              name={name}
              checked={checked}
              onChange={() => onChange?.(option.value)}
            />
            <span className={styles.text}>
              <span>{option.label}</span>
              {option.hint === undefined ? null : <span className={styles.hint}>{option.hint}</span>}
            </span>
            {checked ? <CheckOutline className={styles.mark} aria-hidden="true" /> : null}
          </label>
        )
      })}
    </div>
  )
}
