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

/** Whether a body has a password-like field at any depth. */
function hasSecrets(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some(hasSecrets)
  for (const key in value) if (secretFields.test(key) || hasSecrets((value as Record<string, unknown>)[key])) return true
  return false
}

/** Masks every password-like field, at any depth, before a body is kept; a body without one is kept as it is. */
export function maskSecrets(value: unknown): unknown {
  if (!hasSecrets(value)) return value
  if (Array.isArray(value)) return value.map(maskSecrets)
  return Object.fromEntries(
    Object.entries(value as object).map(([key, field]) => [key, secretFields.test(key) ? '***' : maskSecrets(field)]),
  )
}

export class RequestLog {
  readonly #limit: number
  // A ring: once full, each new record takes the oldest one's slot. Dropping the oldest with
  // splice moved the whole array on every call of a busy world.
  #records: RequestRecord[] = []
  /** Where the oldest record is, once the ring is full. */
  #start = 0

  constructor(limit = 200) {
    this.#limit = limit
  }

  add(record: RequestRecord): void {
    if (this.#records.length < this.#limit) {
      this.#records.push(record)
      return
    }
    this.#records[this.#start] = record
    this.#start = (this.#start + 1) % this.#limit
  }

  list(path?: string): readonly RequestRecord[] {
    const ordered = this.#start === 0 ? this.#records : [...this.#records.slice(this.#start), ...this.#records.slice(0, this.#start)]
    return path === undefined ? ordered : ordered.filter((record) => record.path === path)
  }

  get size(): number {
    return this.#records.length
  }

  clear(): void {
    this.#records = []
    this.#start = 0
  }
}
