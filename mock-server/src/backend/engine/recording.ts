// What a recording keeps of a call the upstream answered (secrets masked), and replaying a
// recording: a world seeded with one answers each recorded request with what the upstream
// answered, in the order it answered it. See docs/mock-server.md, "Passthrough, recording
// and replay".
import { type IncomingCall, jsonReply, type Reply } from '../core/call.ts'
import { masked } from '../core/request-log.ts'

/** Fields whose text a recording never keeps: passwords, tokens and the account. */
const secretFields = /pass|pwd|token|^account$/i

/**
 * Masks the text of every secret field, at any depth. Numbers stay: a flag such as
 * `need_password: 1` is no secret, and the diff compares its type.
 */
export function maskRecorded(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskRecorded)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      secretFields.test(key) && typeof field === 'string' ? masked : maskRecorded(field),
    ]),
  )
}

/** The session headers a recording notes (masked). */
export const sessionHeaders = ['token', 'account'] as const

/** Text bodies are kept up to this many characters. */
const maxTextChars = 64 * 1024

export interface RecordedExchange {
  /** The world that made the call. */
  world: string
  /** When, in the world's clock (ISO 8601). */
  at: string
  /** The path under /api/vue. */
  path: string
  request: {
    /** Which session headers the call carried (their values are never kept). */
    headers: Partial<Record<(typeof sessionHeaders)[number], typeof masked>>
    contentType: string | null
    /**
     * The JSON body with the text of passwords, tokens and the account masked, `{multipart: bytes}`
     * for an upload, or the text.
     */
    body: unknown
  }
  response: {
    httpStatus: number
    contentType: string | null
    /** The JSON answer with secrets masked, or the text. */
    body: unknown
  }
}

const isJson = (contentType: string | null | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '')

/** A body as a recording keeps it. */
export function recordedBody(contentType: string | null | undefined, text: string, bytes?: Uint8Array): unknown {
  if (/^multipart\/form-data/i.test(contentType ?? '')) return { multipart: bytes?.byteLength ?? 0 }
  if (isJson(contentType)) {
    try {
      return maskRecorded(JSON.parse(text))
    } catch {
      // Not JSON after all: kept as text below.
    }
  }
  return text.length > maxTextChars ? `${text.slice(0, maxTextChars)}…` : text
}

export function recordedRequest(call: IncomingCall): RecordedExchange['request'] {
  const headers: RecordedExchange['request']['headers'] = {}
  for (const name of sessionHeaders) if (call.headers[name] !== undefined) headers[name] = masked
  const contentType = call.headers['content-type'] ?? null
  return { headers, contentType, body: recordedBody(contentType, call.body, call.bytes) }
}

/** Object keys in order, so that the same body always gives the same key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
    .join(',')}}`
}

/** What a request is matched on: its path and its masked body (a login matches whatever its password). */
const matchKey = (path: string, body: unknown) => `${path}\n${canonical(body)}`

/** The answers a world replays, by request; each request's answers in the order recorded. */
export class Replay {
  readonly #answers = new Map<string, { exchanges: RecordedExchange[]; next: number }>()
  readonly size: number

  constructor(exchanges: readonly RecordedExchange[]) {
    for (const exchange of exchanges) {
      const key = matchKey(exchange.path, exchange.request.body)
      const entry = this.#answers.get(key) ?? { exchanges: [], next: 0 }
      entry.exchanges.push(exchange)
      this.#answers.set(key, entry)
    }
    this.size = exchanges.length
  }

  /**
   * The recorded answer to this call (the next one for a request recorded several times, then the
   * last again), if any.
   */
  answer(call: IncomingCall): Reply | undefined {
    const request = recordedRequest(call)
    const entry = this.#answers.get(matchKey(call.path, request.body))
    if (entry === undefined) return undefined
    const exchange = entry.exchanges[Math.min(entry.next, entry.exchanges.length - 1)] as RecordedExchange
    entry.next += 1
    const { httpStatus, contentType, body } = exchange.response
    const headers = { 'x-mock-replayed': 'true' }
    if (isJson(contentType) && typeof body !== 'string') return jsonReply(httpStatus, body, headers)
    return {
      kind: 'text',
      httpStatus,
      contentType: contentType ?? 'text/plain',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers,
      delayMs: 0,
    }
  }
}
