// The most recent calls a world received, for tests to assert on. Bounded: the log keeps
// the latest records, and apart from it every call is counted by path, status and catalogue
// id, so counts stay exact however long a test runs.
export interface RequestRecord {
  at: number
  path: string
  status: number
  httpStatus: number
  errorId?: string
  body: unknown
}

/** Which calls to find or count; every given field must match. */
export interface RequestQuery {
  path?: string | undefined
  status?: number | undefined
  httpStatus?: number | undefined
  errorId?: string | undefined
  /** Body fields (dotted names reach into nested objects) and their values as text. */
  body?: Readonly<Record<string, string>> | undefined
}

/** The value at a dotted name (`card.bank`) of a body, as the text a query compares. */
export function fieldText(body: unknown, name: string): string | undefined {
  const value = name
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined,
      body,
    )
  if (value === undefined) return undefined
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
}

/** Whether a record matches the query, leaving out its body fields. */
function matchesOutcome(
  record: Pick<RequestRecord, 'path' | 'status' | 'httpStatus' | 'errorId'>,
  query: RequestQuery,
): boolean {
  return (
    (query.path === undefined || record.path === query.path) &&
    (query.status === undefined || record.status === query.status) &&
    (query.httpStatus === undefined || record.httpStatus === query.httpStatus) &&
    (query.errorId === undefined || record.errorId === query.errorId)
  )
}

function matchesQuery(record: RequestRecord, query: RequestQuery): boolean {
  return (
    matchesOutcome(record, query) &&
    Object.entries(query.body ?? {}).every(([name, text]) => fieldText(record.body, name) === text)
  )
}

/**
 * How many (path, status, HTTP status, catalogue id) counters a world keeps. The contract's
 * calls need far fewer; only calls of made-up paths (a fuzzer) could reach it.
 */
export const maxCountedOutcomes = 1_000

const secretFields = /pass|pwd/i

/** What a masked value reads. */
export const masked = '***'

/** Whether a body has a password-like field at any depth. */
function hasSecrets(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some(hasSecrets)
  for (const key in value)
    if (secretFields.test(key) || hasSecrets((value as Record<string, unknown>)[key])) return true
  return false
}

/** Masks every password-like field, at any depth, before a body is kept; a body without one is kept as it is. */
export function maskSecrets(value: unknown): unknown {
  if (!hasSecrets(value)) return value
  if (Array.isArray(value)) return value.map(maskSecrets)
  return Object.fromEntries(
    Object.entries(value as object).map(([key, field]) => [key, secretFields.test(key) ? masked : maskSecrets(field)]),
  )
}

export class RequestLog {
  readonly #limit: number
  // A ring: once full, each new record takes the oldest one's slot. Dropping the oldest with
  // splice moved the whole array on every call of a busy world.
  #records: RequestRecord[] = []
  /** Where the oldest record is, once the ring is full. */
  #start = 0
  /** Every call ever added (since the last clear), by path, status, HTTP status and catalogue id. */
  #counts = new Map<
    string,
    { outcome: Pick<RequestRecord, 'path' | 'status' | 'httpStatus' | 'errorId'>; count: number }
  >()
  /** Calls not counted because the counters were full: counts are no longer exact. */
  #uncounted = 0

  constructor(limit = 200) {
    this.#limit = limit
  }

  add(record: RequestRecord): void {
    const key = `${record.path}\n${record.status}\n${record.httpStatus}\n${record.errorId ?? ''}`
    const counted = this.#counts.get(key)
    if (counted !== undefined) counted.count += 1
    else if (this.#counts.size >= maxCountedOutcomes) this.#uncounted += 1
    else
      this.#counts.set(key, {
        outcome: { path: record.path, status: record.status, httpStatus: record.httpStatus, errorId: record.errorId },
        count: 1,
      })
    if (this.#records.length < this.#limit) {
      this.#records.push(record)
      return
    }
    this.#records[this.#start] = record
    this.#start = (this.#start + 1) % this.#limit
  }

  list(path?: string): readonly RequestRecord[] {
    const ordered =
      this.#start === 0 ? this.#records : [...this.#records.slice(this.#start), ...this.#records.slice(0, this.#start)]
    return path === undefined ? ordered : ordered.filter((record) => record.path === path)
  }

  /** The kept records that match, oldest first. */
  find(query: RequestQuery): readonly RequestRecord[] {
    return this.list(query.path).filter((record) => matchesQuery(record, query))
  }

  /**
   * How many calls matched. Without body fields the counts kept apart from the log answer,
   * exactly; with them the log does, and `exact` says whether it still holds every call of
   * the rest of the query.
   */
  count(query: RequestQuery): { count: number; exact: boolean } {
    let counted = 0
    for (const { outcome, count } of this.#counts.values()) if (matchesOutcome(outcome, query)) counted += count
    const complete = this.#uncounted === 0
    if (Object.keys(query.body ?? {}).length === 0) return { count: counted, exact: complete }
    const kept = this.list(query.path).filter((record) => matchesOutcome(record, query))
    return {
      count: kept.filter((record) => matchesQuery(record, query)).length,
      exact: complete && kept.length === counted,
    }
  }

  get size(): number {
    return this.#records.length
  }

  clear(): void {
    this.#counts.clear()
    this.#uncounted = 0
    this.#records = []
    this.#start = 0
  }
}
