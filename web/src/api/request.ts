// The request layer (docs/product.md#the-request-layer), in one place: base /api/vue, 10 s
// timeout, JSON bodies, token and account headers, envelope unwrap, a toast of the translated
// message, the special cases that resolve to false, HTTP 401 handling, and the generic message
// with the status code when there is no product message.
import createClient from 'openapi-fetch'

import type { paths } from '#openapi/generated/api.ts'
import type { ApiPath, MultipartPath, RequestBody, ResponseData } from '#openapi/operations.ts'

import { ApiError } from './api-error.ts'
import type { SessionStore } from './storage.ts'
import type { Translate } from './translate-message.ts'
import type * as TranslateMessage from './translate-message.ts'

export interface RequestLayerOptions {
  /** `/api/vue` in the app; absolute in tests. */
  baseUrl: string
  timeoutMs: number
  fetch: (request: Request) => Promise<Response>
  sessions: SessionStore
  translate: Translate
  /** Loads the catalogue's translations (the `errors` namespace) before a refusal is translated. */
  loadMessages?: () => Promise<unknown>
  /** Shows a message to the user (a toast for 2 s). */
  notify: (message: string) => void
  /** Runs `redirectDelayMs` after an HTTP 401, once local storage is cleared. */
  onSessionExpired: () => void
  redirectDelayMs: number
  setTimer: (run: () => void, ms: number) => unknown
  clearTimer: (timer: unknown) => void
}

export interface CallOptions {
  /** No toast and no 401 handling: for background calls such as revoking a token on exit. */
  quiet?: boolean
  /**
   * Sent as the Idempotency-Key header: a retry of the same submission (a double tap, a
   * retry after a timeout) with the same key is carried out once. See `newIdempotencyKey`.
   */
  idempotencyKey?: string
}

/** Files of an upload by form field, as the contract names them. */
export type UploadFiles<P extends MultipartPath> = { [Field in keyof RequestBody<P>]: Blob }

export interface RequestLayer {
  /** For reads: the answer's data, or an ApiError (after the toast). */
  read<P extends ApiPath>(path: P, body: RequestBody<P>, callOptions?: CallOptions): Promise<ResponseData<P>>
  /**
   * For submissions: the answer's data; `false` after the toast when the message is one
   * of the catalogue's special cases (docs/product.md#the-special-cases); otherwise an ApiError.
   */
  submit<P extends ApiPath>(path: P, body: RequestBody<P>, callOptions?: CallOptions): Promise<ResponseData<P> | false>
  /** An upload (multipart form): like `submit`, with each field a file. */
  upload<P extends MultipartPath>(
    path: P,
    files: UploadFiles<P>,
    callOptions?: CallOptions,
  ): Promise<ResponseData<P> | false>
}

/** A fresh key for one submission; keep it for that submission's retries. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

function toFormData(files: Record<string, Blob>): FormData {
  const form = new FormData()
  for (const [field, file] of Object.entries(files)) form.append(field, file, file instanceof File ? file.name : field)
  return form
}

interface Envelope {
  status: number
  msg: string
  data?: unknown
}

function readEnvelope(raw: unknown): Envelope | undefined {
  let value = raw
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { status, msg } = value as Partial<Envelope>
  return typeof status === 'number' && typeof msg === 'string' ? (value as Envelope) : undefined
}

type Outcome = { ok: true; data: unknown } | { ok: false; error: ApiError; alreadyShown?: boolean }

export function createRequestLayer(options: RequestLayerOptions): RequestLayer {
  const { translate } = options
  let redirectPending = false

  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    // Called per request (not captured at creation) so test interceptors and the timeout apply.
    fetch: (request) => options.fetch(request),
  })
  client.use({
    onRequest({ request }) {
      const session = options.sessions.read()
      if (session !== undefined) {
        request.headers.set('token', session.token)
        request.headers.set('account', session.account)
      }
      return request
    },
  })

  // The catalogue and its matcher load with the first refusal that needs them: no screen
  // needs them before, and they would be a sizeable part of the start-up's JS (they grow
  // with every area's designed messages).
  async function catalogueTools(): Promise<typeof TranslateMessage> {
    const [tools] = await Promise.all([import('./translate-message.ts'), options.loadMessages?.()])
    return tools
  }

  async function sessionExpired(envelope: Envelope | undefined, quiet: boolean): Promise<ApiError> {
    if (!quiet) options.sessions.clearAll()
    if (!quiet && !redirectPending) {
      redirectPending = true
      options.setTimer(() => {
        redirectPending = false
        // A login within the delay started a session of its own: the redirect would end it.
        if (options.sessions.read() === undefined) options.onSessionExpired()
      }, options.redirectDelayMs)
    }
    const text = envelope?.msg
      ? (await catalogueTools()).translateServerMessage(envelope.msg, translate).text
      : translate('startup:request.sessionExpired')
    return new ApiError({
      kind: 'session',
      message: text,
      httpStatus: 401,
      errorId: 'session_expired',
      serverMessage: envelope?.msg,
    })
  }

  async function refused(envelope: Envelope, httpStatus: number): Promise<ApiError> {
    const { translateServerMessage, resolvesFalse } = await catalogueTools()
    const { text, match } = translateServerMessage(envelope.msg, translate)
    return new ApiError({
      kind: 'refused',
      message: text,
      httpStatus,
      errorId: match?.id,
      serverMessage: envelope.msg,
      resolvesFalse: match === undefined ? false : resolvesFalse(match.id),
    })
  }

  async function send(path: ApiPath, body: unknown, callOptions: CallOptions, multipart: boolean): Promise<Outcome> {
    const quiet = callOptions.quiet === true
    const sentToken = options.sessions.read()?.token
    const controller = new AbortController()
    let timedOut = false
    const timer = options.setTimer(() => {
      timedOut = true
      controller.abort()
    }, options.timeoutMs)
    let result: { data?: unknown; error?: unknown; response: Response }
    try {
      result = await client.POST(
        path as never,
        {
          body: body as never,
          parseAs: 'text',
          signal: controller.signal,
          ...(callOptions.idempotencyKey === undefined
            ? {}
            : { headers: { 'idempotency-key': callOptions.idempotencyKey } }),
          // openapi-fetch leaves the content type (with its boundary) to fetch for a FormData body.
          ...(multipart ? { bodySerializer: (files: Record<string, Blob>) => toFormData(files) } : {}),
        } as never,
      )
    } catch {
      const kind = timedOut ? 'timeout' : 'network'
      return { ok: false, error: new ApiError({ kind, message: translate(`startup:request.${kind}`) }) }
    } finally {
      options.clearTimer(timer)
    }
    const { response } = result
    const envelope = readEnvelope(result.data ?? result.error)
    if (response.status === 401) {
      // Calls that fail together after the session ends tell the user once. A call sent with
      // a session that has ended since (or been replaced by a new login) and answered late was
      // already told and acted on: telling it again would show a second toast, and clearing
      // the storage would log the new session out. A call sent with no session had none to
      // expire: the route guard keeps screens from asking without one, so it comes from a
      // screen still shown after logging out, whose logout has told the user and leads to
      // the login screen itself (a toast here would replace its message).
      const ended = sentToken === undefined || options.sessions.read()?.token !== sentToken
      const alreadyShown = redirectPending || ended
      return { ok: false, error: await sessionExpired(envelope, quiet || ended), alreadyShown }
    }
    if (response.ok && envelope?.status === 1) return { ok: true, data: envelope.data ?? null }
    if (envelope !== undefined && envelope.status !== 1 && envelope.msg.trim() !== '') {
      return { ok: false, error: await refused(envelope, response.status) }
    }
    return {
      ok: false,
      error: new ApiError({
        kind: 'http',
        message: translate('startup:request.failed', { status: String(response.status) }),
        httpStatus: response.status,
      }),
    }
  }

  // The token and account headers are set synchronously within this call (openapi-fetch
  // runs onRequest before its first await), so a caller may clear the session right after.
  async function call(
    path: ApiPath,
    body: unknown,
    callOptions: CallOptions = {},
    multipart = false,
  ): Promise<Outcome> {
    const quiet = callOptions.quiet === true
    const outcome = await send(path, body, callOptions, multipart)
    if (!outcome.ok && !quiet && outcome.alreadyShown !== true) options.notify(outcome.error.message)
    return outcome
  }

  /** A submission's data; false for the catalogue's special cases; otherwise the error. */
  function submission(outcome: Outcome): never {
    if (outcome.ok) return outcome.data as never
    if (outcome.error.resolvesFalse) return false as never
    throw outcome.error
  }

  return {
    async read(path, body, callOptions) {
      const outcome = await call(path, body, callOptions)
      if (!outcome.ok) throw outcome.error
      return outcome.data as never
    },
    submit: async (path, body, callOptions) => submission(await call(path, body, callOptions)),
    upload: async (path, files, callOptions) => submission(await call(path, files, callOptions, true)),
  }
}
