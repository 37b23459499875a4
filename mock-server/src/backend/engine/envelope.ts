// The envelope every answer is wrapped in, built in one place.
import type { ErrorId } from '#openapi/generated/errors.ts'
import { catalogue } from '#openapi/generated/errors.ts'

import { jsonReply, type Reply } from '../core/call.ts'
import { formatMessage } from '../core/catalogue.ts'

export function successBody(data: unknown): { status: 1; msg: string; data: unknown } {
  return { status: 1, msg: '', data }
}

export function failureBody(msg: string): { status: 0; msg: string; data: null } {
  return { status: 0, msg, data: null }
}

/** A catalogue error as an answer, on the HTTP status the catalogue gives it (or `httpStatus`). */
export function catalogueReply(
  id: ErrorId,
  params: Readonly<Record<string, string>> = {},
  httpStatus: number = catalogue[id].http,
): Reply {
  return jsonReply(httpStatus, failureBody(formatMessage(id, params)), { 'x-mock-error-id': id })
}
