// A native <select> as a form field: the phone's own picker, and a combobox for screen
// readers and tests. Form.Item hands it value and onChange.
import styles from './NativeSelect.module.css'

export interface NativeSelectProps {
  id?: string
  value?: string
  onChange?: (value: string) => void
  options: readonly { value: string; label: string }[]
  placeholder: string
}

export function NativeSelect({ id, value = '', onChange, options, placeholder }: NativeSelectProps) {
  return (
    <select id={id} className={styles.select} value={value} onChange={(event) => onChange?.(event.target.value)}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
