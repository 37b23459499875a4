// The market's answers by seed, call and minute. Every price, list and chart is a pure
// function of the seed and the instant, and changes only when a minute of trading ends (or
// a session opens or closes, on a minute too): an answer computed once serves every world
// with that seed, and every call in that minute, as a lasting answer (the engine checks and
// serialises it once, core/lasting-answers.ts).
import { BoundedCache } from '../core/bounded-cache.ts'
import { lastingAnswer } from '../core/lasting-answers.ts'

const minuteMs = 60_000

export class MinuteAnswers {
  readonly #answers: BoundedCache<string, object>

  /** `limit`: answers kept; beyond it they are all dropped (the minutes roll on anyway). */
  constructor(limit: number) {
    this.#answers = new BoundedCache(limit)
  }

  /** The answer of `call` (its name and arguments) for this seed and the minute of `now`. */
  get<T extends object>(seed: number, now: number, call: string, compute: () => T): T {
    return this.#answers.get(`${seed}|${Math.floor(now / minuteMs)}|${call}`, () => lastingAnswer(compute())) as T
  }
}
