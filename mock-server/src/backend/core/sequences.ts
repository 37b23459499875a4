// Record ids of a world: one counter per kind of record, starting at 1, so the same seed
// and the same calls give the same ids.
export class Sequences {
  readonly #next = new Map<string, number>()
  /** Called before an id is taken; the world refuses it while calls only read. */
  beforeChange: (() => void) | undefined

  /** The next id of this kind. */
  next(kind: string): number {
    this.beforeChange?.()
    const id = this.#next.get(kind) ?? 1
    this.#next.set(kind, id + 1)
    return id
  }

  /** The next id of every kind, to save a world. */
  entries(): Array<[string, number]> {
    return [...this.#next.entries()]
  }

  /** Goes on from saved `entries()`. */
  static from(entries: Iterable<[string, number]>): Sequences {
    const sequences = new Sequences()
    for (const [kind, next] of entries) sequences.#next.set(kind, next)
    return sequences
  }

  /** Makes the next id of this kind larger than `id` (after seeding records with fixed ids). */
  skipPast(kind: string, id: number): void {
    this.beforeChange?.()
    if ((this.#next.get(kind) ?? 1) <= id) this.#next.set(kind, id + 1)
  }
}
