// A cache of what is a pure function of its key (a day's closes, a strategy's holdings, a
// formatted instant, a minute's answer): made on first use, kept up to `limit` entries, then
// all dropped at once. The keys move on with the clock, so old ones are seldom asked for again,
// and dropping everything keeps the cache as cheap as a Map. The market, money and
// copy-trading rules share it.
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>()
  readonly #limit: number

  constructor(limit: number) {
    this.#limit = limit
  }

  /** The value kept for `key`, or the one `make` makes, kept from now on. */
  get(key: K, make: () => V): V {
    let value = this.#entries.get(key)
    if (value === undefined) {
      value = make()
      if (this.#entries.size >= this.#limit) this.#entries.clear()
      this.#entries.set(key, value)
    }
    return value
  }
}
