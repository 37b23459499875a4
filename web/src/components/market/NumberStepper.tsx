// The number stepper (docs/product.md#validation): minus and plus around a text field; minimum 1 and
// step 1 unless told otherwise, optional decimals, non-numeric characters stripped as the
// user types, the value clamped to its bounds. Holding a button repeats its step (after
// 600 ms, every 200 ms). `stepBy` replaces the fixed step (the price stepper moves by
// valid ticks) and `snap` corrects a typed value when the field is left.
import { AddOutline, MinusOutline } from 'antd-mobile-icons'
import { useEffect, useRef, useState } from 'react'

import styles from './NumberStepper.module.css'
import {
  clamp,
  defaultBounds,
  formatStepperValue,
  parseClamped,
  type StepperBounds,
  stripNonNumeric,
} from './stepper.ts'

export interface NumberStepperProps {
  value: number
  onChange: (value: number) => void
  /** Names the field (and, with "−"/"+", its buttons) for screen readers and tests. */
  label: string
  decreaseLabel: string
  increaseLabel: string
  min?: number
  max?: number
  step?: number
  decimals?: number
  stepBy?: (value: number, direction: 1 | -1) => number
  snap?: (value: number) => number
  disabled?: boolean
}

const holdDelayMs = 600
const repeatMs = 200

export function NumberStepper(props: NumberStepperProps) {
  const { value, onChange, label, decreaseLabel, increaseLabel, step = 1, stepBy, snap, disabled = false } = props
  const bounds: StepperBounds = {
    min: props.min ?? defaultBounds.min,
    max: props.max ?? defaultBounds.max,
    decimals: props.decimals ?? defaultBounds.decimals,
  }
  const [text, setText] = useState(formatStepperValue(value, bounds.decimals))
  const [editing, setEditing] = useState(false)
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({})
  const latest = useRef(value)
  latest.current = value

  useEffect(() => {
    if (!editing) setText(formatStepperValue(value, bounds.decimals))
  }, [value, editing, bounds.decimals])

  const stepOnce = (direction: 1 | -1) => {
    const current = latest.current
    const next = clamp(stepBy ? stepBy(current, direction) : current + direction * step, bounds)
    latest.current = next
    onChange(next)
  }
  const stopRepeat = () => {
    clearTimeout(timers.current.delay)
    clearInterval(timers.current.repeat)
  }
  const startRepeat = (direction: 1 | -1) => {
    stopRepeat()
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(() => stepOnce(direction), repeatMs)
    }, holdDelayMs)
  }
  useEffect(() => stopRepeat, [])

  const button = (direction: 1 | -1) => {
    const atBound = direction === 1 ? value >= bounds.max : value <= bounds.min
    return (
      <button
        type="button"
        className={styles.button}
        aria-label={direction === 1 ? increaseLabel : decreaseLabel}
        disabled={disabled || atBound}
        onClick={() => stepOnce(direction)}
        onPointerDown={() => startRepeat(direction)}
        onPointerUp={stopRepeat}
        onPointerLeave={stopRepeat}
        onPointerCancel={stopRepeat}
      >
        {direction === 1 ? <AddOutline aria-hidden="true" /> : <MinusOutline aria-hidden="true" />}
      </button>
    )
  }

  return (
    <div className={styles.stepper}>
      {button(-1)}
      <input
        className={styles.input}
        aria-label={label}
        inputMode={bounds.decimals > 0 ? 'decimal' : 'numeric'}
        value={text}
        disabled={disabled}
        onFocus={() => setEditing(true)}
        onChange={(event) => {
          const cleaned = stripNonNumeric(event.target.value, bounds.decimals)
          setText(cleaned)
          const parsed = parseClamped(cleaned, { ...bounds, min: Number.MIN_SAFE_INTEGER })
          // While typing, only values inside the upper bound count; the lower bound applies when the field is left.
          if (parsed !== undefined && parsed >= bounds.min) onChange(Math.min(parsed, bounds.max))
        }}
        onBlur={() => {
          setEditing(false)
          const parsed = parseClamped(text, bounds) ?? value
          const next = clamp(snap ? snap(parsed) : parsed, bounds)
          onChange(next)
          setText(formatStepperValue(next, bounds.decimals))
        }}
      />
      {button(1)}
    </div>
  )
}
