// A world's clock. Business rules read time only from here. It is either frozen at an
// instant or running: following real time (read through the injected `realNow`) from an
// anchor, so that a developer sees the market move while tests stay exact.
export type ClockMode = 'frozen' | 'running'

export class WorldClock {
  #realNow: () => number
  #mode: ClockMode
  #anchorInstant: number
  #anchorReal: number

  constructor(start: number, mode: ClockMode, realNow: () => number) {
    this.#realNow = realNow
    this.#mode = mode
    this.#anchorInstant = start
    this.#anchorReal = realNow()
  }

  get mode(): ClockMode {
    return this.#mode
  }

  now(): number {
    return this.#mode === 'frozen' ? this.#anchorInstant : this.#anchorInstant + (this.#realNow() - this.#anchorReal)
  }

  set(instant: number): void {
    this.#anchorInstant = instant
    this.#anchorReal = this.#realNow()
  }

  advance(ms: number): void {
    if (ms < 0) throw new RangeError('the clock only moves forward')
    this.set(this.now() + ms)
  }

  setMode(mode: ClockMode): void {
    this.set(this.now())
    this.#mode = mode
  }
}
