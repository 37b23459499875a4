// The most recent calls a world received, for tests to assert on. Bounded.
export interface RequestRecord {
  at: number
  path: string
  status: number
  httpStatus: number
  errorId?: string
  body: unknown
}

const secretFields = /pass|pwd/i

/** Masks every password-like field, at any depth, before a body is kept. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, secretFields.test(key) ? '***' : maskSecrets(field)]),
  )
}

export class RequestLog {
  readonly #limit: number
  #records: RequestRecord[] = []

  constructor(limit = 200) {
    this.#limit = limit
  }

  add(record: RequestRecord): void {
    this.#records.push(record)
    // Trimmed once it holds twice the limit, not on every call: dropping the oldest of a
    // full log on each add moved the whole array every time.
    if (this.#records.length >= 2 * this.#limit) this.#records = this.#records.slice(-this.#limit)
  }

  list(path?: string): readonly RequestRecord[] {
    const recent = this.#records.length > this.#limit ? this.#records.slice(-this.#limit) : this.#records
    return path === undefined ? recent : recent.filter((record) => record.path === path)
  }

  get size(): number {
    return Math.min(this.#records.length, this.#limit)
  }

  clear(): void {
    this.#records = []
  }
}
