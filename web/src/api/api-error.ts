import type { ErrorId } from '#openapi/generated/errors.ts'

export type ApiErrorKind =
  /** The server answered an envelope with status != 1 and a message. */
  | 'refused'
  /** HTTP 401: the session is gone. */
  | 'session'
  /** An HTTP failure or an unreadable answer, without a product message. */
  | 'http'
  /** No answer within the timeout. */
  | 'timeout'
  /** No answer at all (offline, connection reset). */
  | 'network'

/** A failed call. `message` is what the user was shown, already translated. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly httpStatus: number | undefined
  readonly errorId: ErrorId | undefined
  /** The server's own text, before translation. */
  readonly serverMessage: string | undefined
  readonly resolvesFalse: boolean

  constructor(init: {
    kind: ApiErrorKind
    message: string
    httpStatus?: number | undefined
    errorId?: ErrorId | undefined
    serverMessage?: string | undefined
    resolvesFalse?: boolean
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.kind = init.kind
    this.httpStatus = init.httpStatus
    this.errorId = init.errorId
    this.serverMessage = init.serverMessage
    this.resolvesFalse = init.resolvesFalse ?? false
  }
}
