// The transport-free shapes of a call and its answer. The Fastify and MSW adapters turn
// real requests into an IncomingCall and carry out the Reply.

export interface IncomingCall {
  method: string
  /** The path below the mount point, e.g. `/user/login` for /api/vue/user/login. */
  path: string
  /** The query string without `?`. */
  query?: string
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>
  /** The raw body text; empty when there was none (and for multipart bodies, see `bytes`). */
  body: string
  /** The raw bytes of a multipart body (uploads); JSON bodies arrive as `body`. */
  bytes?: Uint8Array | undefined
  /** Who sent it (the client's address over HTTP), for rate limits; absent in the browser. */
  client?: string | undefined
}

export type Reply =
  /**
   * `encoded`: the body as JSON when the engine already has it (in UTF-8 for answers that never
   * change, else as text).
   */
  | {
      kind: 'json'
      httpStatus: number
      body: unknown
      headers: Record<string, string>
      delayMs: number
      encoded?: Uint8Array | string | undefined
    }
  | {
      kind: 'text'
      httpStatus: number
      contentType: string
      body: string | Uint8Array
      headers: Record<string, string>
      delayMs: number
    }
  /** Drop the connection without answering (after delayMs). */
  | { kind: 'drop'; delayMs: number }

export function jsonReply(
  httpStatus: number,
  body: unknown,
  headers: Record<string, string> = {},
  encoded?: Uint8Array | string,
): Reply {
  return { kind: 'json', httpStatus, body, headers, delayMs: 0, encoded }
}
