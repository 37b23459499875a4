// Queries of a collection: `q.where({ status: 'pending', userId })` (each field equal to the
// value, or passing a function, nested objects field by field) or `q.where((record) => ...)`;
// `where` after `where` narrows. A condition object is compiled once per query, not taken
// apart for every record it tests: every call settles its world, and settling runs several
// such queries.
type Predicate<T> = (record: T) => boolean

/** What a field must be: a value, a test, a nested condition; for an array field, what each element must be. */
type FieldCondition<V> = [V] extends [readonly (infer E)[]]
  ? FieldCondition<E>
  : V | ((value: V) => unknown) | ([V] extends [object] ? Condition<V> : never)

export type Condition<T> = { [K in keyof T]?: FieldCondition<T[K]> }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

const isPrimitive = (value: unknown) => value === null || (typeof value !== 'object' && typeof value !== 'function')

/** Whether a field's value equals `selector` (for an array, every element, at any depth). */
const equalsField = (value: unknown, selector: unknown): boolean =>
  Array.isArray(value) ? value.every((item) => equalsField(item, selector)) : value === selector

/**
 * The test of a condition whose every field must equal a plain value (`{ userId, status:
 * 'pending' }`, nearly every query): one loop, without a test per field. Every call compiles
 * its queries, so this is made many times a call.
 */
function compileEquals(condition: Record<string, unknown>): Predicate<unknown> {
  const keys = Object.keys(condition)
  const values = keys.map((key) => condition[key])
  const matches = (record: Record<string, unknown>) => {
    for (let index = 0; index < keys.length; index++) {
      const value = record[keys[index]!]
      if (value === undefined || !equalsField(value, values[index])) return false
    }
    return true
  }
  return (record) =>
    Array.isArray(record)
      ? record.every((item) => matches(item as Record<string, unknown>))
      : matches(record as Record<string, unknown>)
}

/**
 * A field test: equal, passing a function, or for an object field, meeting a nested condition (for
 * an array, every element).
 */
function compile(condition: Record<string, unknown>): Predicate<unknown> {
  if (Object.values(condition).every(isPrimitive)) return compileEquals(condition)
  const tests = Object.entries(condition).map(([key, selector]): Predicate<Record<string, unknown>> => {
    const nested = isPlainObject(selector) ? compile(selector) : undefined
    const matches = (value: unknown): boolean => {
      if (Array.isArray(value)) return value.every(matches)
      if (nested !== undefined && isPlainObject(value)) return nested(value)
      if (typeof selector === 'function') return Boolean((selector as (value: unknown) => unknown)(value))
      return value === selector
    }
    return (record) => {
      const value = record[key]
      return value !== undefined && matches(value)
    }
  })
  return (record) => {
    if (Array.isArray(record))
      return record.every((item) => tests.every((test) => test(item as Record<string, unknown>)))
    return tests.every((test) => test(record as Record<string, unknown>))
  }
}

export class Query<T> {
  readonly #predicate: Predicate<T> | undefined

  constructor(predicate?: Predicate<T>) {
    this.#predicate = predicate
  }

  test(record: T): boolean {
    return this.#predicate !== undefined && this.#predicate(record)
  }

  where(condition: Condition<T> | ((record: T) => unknown)): Query<T> {
    const test =
      typeof condition === 'function'
        ? (record: T) => Boolean(condition(record))
        : (compile(condition as Record<string, unknown>) as Predicate<T>)
    const before = this.#predicate
    return new Query(before === undefined ? test : (record) => before(record) && test(record))
  }
}
