// Answers that never change once computed: the market's quotes, charts and lists are pure
// functions of the seed, the call and the minute, computed once a minute and shared by
// every world with that seed. A handler marks such an answer with `lastingAnswer` (which
// freezes it, nested objects included); the engine then checks it against the contract and
// serialises it once, instead of on every call that returns it.
import { deepFreeze } from './deep-freeze.ts'

const lasting = new WeakSet<object>()

/** Freezes `data` for good and marks it as an answer the engine may check and serialise once. */
export function lastingAnswer<T extends object>(data: T): T {
  deepFreeze(data)
  lasting.add(data)
  return data
}

export function isLastingAnswer(data: unknown): data is object {
  return typeof data === 'object' && data !== null && lasting.has(data)
}
