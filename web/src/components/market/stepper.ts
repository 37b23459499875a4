// The number stepper's rules (docs/product.md#validation): minimum 1 and step 1 unless told otherwise,
// an optional number of decimals, non-numeric characters stripped, the value clamped to
// its bounds. Pure, so the stepper and its tests share them.
export interface StepperBounds {
  min: number
  max: number
  /** Digits after the decimal point; 0 for whole numbers. */
  decimals: number
}

export const defaultBounds: StepperBounds = { min: 1, max: Number.MAX_SAFE_INTEGER, decimals: 0 }

/** What the user typed, with everything but digits (and one point, when decimals are allowed) removed. */
export function stripNonNumeric(text: string, decimals: number): string {
  const kept = text.replace(decimals > 0 ? /[^\d.]/g : /\D/g, '')
  if (decimals === 0) return kept
  const [whole = '', ...rest] = kept.split('.')
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, decimals)}`
}

/** A typed text as a value within the bounds, or undefined when there is no number in it. */
export function parseClamped(text: string, bounds: StepperBounds): number | undefined {
  const cleaned = stripNonNumeric(text, bounds.decimals)
  if (cleaned === '' || cleaned === '.') return undefined
  return clamp(Number(cleaned), bounds)
}

export function clamp(value: number, bounds: StepperBounds): number {
  const rounded = bounds.decimals === 0 ? Math.round(value) : Number(value.toFixed(bounds.decimals))
  return Math.min(bounds.max, Math.max(bounds.min, rounded))
}

/** The value as the stepper shows it, with its decimals. */
export function formatStepperValue(value: number, decimals: number): string {
  return decimals === 0 ? String(value) : value.toFixed(decimals)
}
