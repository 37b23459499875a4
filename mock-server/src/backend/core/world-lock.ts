// A world's readers-writer lock, first come first served. Calls that may change the world
// run in its exclusive section, one at a time; calls that only read run in its shared
// section, any number at once, but never beside a call that writes: a read waits for the
// writes that arrived before it, and a write waits for the reads under way, so no read ever
// sees a write half applied, across whatever awaits the write makes.
//
// While any call holds the shared section, changing the world is refused with
// `ChangeWhileReading` (the world's collections, ids, random draws and files ask
// `assertWritable` first). The dispatcher runs a call that the contract says only reads in
// the shared section and, when it turns out to change something (settling that falls due,
// a login's new session), runs it again in the exclusive section: nothing was changed, as
// the first change was the one refused.

/** A call in the shared section tried to change the world. */
export class ChangeWhileReading extends Error {
  constructor() {
    super('a call in the shared section tried to change the world')
  }
}

interface Waiter {
  exclusive: boolean
  start: () => void
}

export class WorldLock {
  #readers = 0
  #writing = false
  readonly #waiting: Waiter[] = []

  /** Whether a call that may change the world runs or waits: a read now would wait for it. */
  get writesPending(): boolean {
    return this.#writing || this.#waiting.length > 0
  }

  /** Refuses a change while calls hold the shared section. */
  assertWritable(): void {
    if (this.#readers > 0) throw new ChangeWhileReading()
  }

  /** Runs `task` alone, once every task that arrived before it has finished. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    if (!this.#writing && this.#readers === 0 && this.#waiting.length === 0) {
      this.#writing = true
      return this.#run(task, true)
    }
    return this.#wait(task, true)
  }

  /** Runs `task` beside other readers, once every exclusive task that arrived before it has finished. */
  shared<T>(task: () => Promise<T>): Promise<T> {
    if (!this.#writing && this.#waiting.length === 0) {
      this.#readers += 1
      return this.#run(task, false)
    }
    return this.#wait(task, false)
  }

  #wait<T>(task: () => Promise<T>, exclusive: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push({ exclusive, start: () => this.#run(task, exclusive).then(resolve, reject) })
    })
  }

  async #run<T>(task: () => Promise<T>, exclusive: boolean): Promise<T> {
    try {
      return await task()
    } finally {
      if (exclusive) this.#writing = false
      else this.#readers -= 1
      this.#admit()
    }
  }

  /** Starts the next writer, or every reader up to the next writer. */
  #admit(): void {
    while (this.#waiting.length > 0 && !this.#writing) {
      const next = this.#waiting[0]!
      if (next.exclusive) {
        if (this.#readers > 0) return
        this.#waiting.shift()
        this.#writing = true
        next.start()
        return
      }
      this.#waiting.shift()
      this.#readers += 1
      next.start()
    }
  }
}
