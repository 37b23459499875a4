// How many calls a world answers at once. Past its capacity a call is refused with 系統繁忙
// (system_busy) before anything of it runs, as an overloaded upstream does. The steering API
// sets the capacity (`POST /__mock/busy`; 0 makes the world busy for every call), so any
// screen can show the message.
export const defaultCapacity = 64

export class Capacity {
  limit = defaultCapacity
  #inFlight = 0

  /** Takes a place for a call; false when the world is at capacity. */
  take(): boolean {
    if (this.#inFlight >= this.limit) return false
    this.#inFlight += 1
    return true
  }

  /** Whether a call would get a place now. */
  get available(): boolean {
    return this.#inFlight < this.limit
  }

  release(): void {
    this.#inFlight -= 1
  }

  get inFlight(): number {
    return this.#inFlight
  }
}
