/** Freezes a value and every object and array inside it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const field of Object.values(value)) deepFreeze(field)
  }
  return value
}
