// One kind of record of a world (users, orders...): create, findFirst, findMany, update,
// delete..., with the query conditions of ./query.ts. New worlds fork a seeded one
// (engine/build-world.ts): `fork()` makes a collection that shares its parent's records until
// either of them changes (the list is copied on write), and the records are frozen, so an
// update replaces a record with a new one and a record can belong to any number of worlds
// (docs/decisions/0028-copy-on-write-worlds.md).
import type { z } from 'zod'

import { deepFreeze } from './deep-freeze.ts'
import { Query } from './query.ts'

type Predicate<T> = ((query: Query<T>) => Query<T>) | Query<T>

export interface CollectionOptions<Schema extends z.ZodType> {
  schema: Schema
}

export interface UpdateOptions<T> {
  /** Changes a draft (a mutable copy) of the record; the result is validated again. */
  data: (draft: T) => void | Promise<void>
}

export class Collection<Schema extends z.ZodType, T extends z.output<Schema> = z.output<Schema>> {
  readonly #schema: Schema
  #records: T[]
  /** False while the list may be shared with a fork: the next change copies it first. */
  #ownsList = true
  /**
   * Called before any change; throws to refuse it. The world uses it to keep calls that run
   * in its shared section from changing anything (see core/world-lock.ts).
   */
  beforeChange: (() => void) | undefined

  constructor(options: CollectionOptions<Schema>, records: T[] = []) {
    this.#schema = options.schema
    this.#records = records
  }

  /** A collection of the same schema starting with this one's records, shared until either changes. */
  fork(): Collection<Schema, T> {
    this.#ownsList = false
    const fork = new Collection<Schema, T>({ schema: this.#schema }, this.#records)
    fork.#ownsList = false
    return fork
  }

  #change(): T[] {
    this.beforeChange?.()
    if (!this.#ownsList) {
      this.#records = this.#records.slice()
      this.#ownsList = true
    }
    return this.#records
  }

  #validate(value: unknown): T {
    const result = this.#schema.safeParse(value)
    if (!result.success) throw new Error(`a record does not match its collection's schema: ${result.error.message}`)
    return deepFreeze(result.data as T)
  }

  async create(initialValues: z.input<Schema>): Promise<T> {
    const record = this.#validate(initialValues)
    this.#change().push(record)
    return record
  }

  #query(predicate: Predicate<T>): Query<T> {
    return predicate instanceof Query ? predicate : predicate(new Query<T>())
  }

  findFirst(predicate?: Predicate<T>): T | undefined {
    if (predicate === undefined) return this.#records[0]
    const query = this.#query(predicate)
    return this.#records.find((record) => query.test(record))
  }

  findMany(predicate?: Predicate<T>): T[] {
    if (predicate === undefined) return this.#records.slice()
    const query = this.#query(predicate)
    return this.#records.filter((record) => query.test(record))
  }

  async update(predicate: Predicate<T>, options: UpdateOptions<T>): Promise<T | undefined> {
    const previous = this.findFirst(predicate)
    return previous === undefined ? undefined : this.#replace(previous, options)
  }

  async updateMany(predicate: Predicate<T>, options: UpdateOptions<T>): Promise<T[]> {
    const updated: T[] = []
    for (const previous of this.findMany(predicate)) updated.push(await this.#replace(previous, options))
    return updated
  }

  async #replace(previous: T, options: UpdateOptions<T>): Promise<T> {
    this.beforeChange?.()
    const draft = structuredClone(previous) as T
    await options.data(draft)
    const next = this.#validate(draft)
    const records = this.#change()
    const index = records.indexOf(previous)
    if (index === -1) throw new Error('the record was deleted while it was being updated')
    records[index] = next
    return next
  }

  delete(predicate: Predicate<T>): T | undefined {
    const record = this.findFirst(predicate)
    if (record === undefined) return undefined
    const records = this.#change()
    records.splice(records.indexOf(record), 1)
    return record
  }

  deleteMany(predicate: Predicate<T>): T[] {
    const doomed = new Set(this.findMany(predicate))
    if (doomed.size === 0) return []
    this.#records = this.#change().filter((record) => !doomed.has(record))
    return [...doomed]
  }

  count(): number {
    return this.#records.length
  }

  /** Every record, oldest first. The list is the collection's own: read it, never change it. */
  all(): readonly T[] {
    return this.#records
  }

  clear(): void {
    this.#change()
    this.#records = []
  }
}
