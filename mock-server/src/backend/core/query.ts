// Queries of a collection, as @msw/data writes them: `q.where({ status: 'pending', userId })`
// (each field equal to the value, or passing a function, nested objects field by field) or
// `q.where((record) => ...)`; `where` after `where` narrows. Unlike @msw/data's, a condition
// object is compiled once per query rather than taken apart again for every record it tests
// (every call settles its world, and settling runs several such queries).
type Predicate<T> = (record: T) => boolean

/** What a field must be: a value, a test, a nested condition; for an array field, what each element must be. */
type FieldCondition<V> = [V] extends [readonly (infer E)[]] ? FieldCondition<E> : V | ((value: V) => unknown) | ([V] extends [object] ? Condition<V> : never)

export type Condition<T> = { [K in keyof T]?: FieldCondition<T[K]> }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/** A field test: equal, passing a function, or for an object field, meeting a nested condition (for an array, every element). */
function compile(condition: Record<string, unknown>): Predicate<unknown> {
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
    if (Array.isArray(record)) return record.every((item) => tests.every((test) => test(item as Record<string, unknown>)))
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
    const test = typeof condition === 'function' ? (record: T) => Boolean(condition(record)) : (compile(condition as Record<string, unknown>) as Predicate<T>)
    const before = this.#predicate
    return new Query(before === undefined ? test : (record) => before(record) && test(record))
  }
}
