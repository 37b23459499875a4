// What every steering call shares: its answers, its refusals, and reading its JSON body
// against openapi/admin.yaml.
import sjson from 'secure-json-parse'
import type { components } from '#openapi/generated/admin.ts'
import { describeValidationError, schemaValidator } from './contract.ts'
import { jsonReply, type IncomingCall, type Reply } from '../core/call.ts'
import type { WorldRegistry } from './worlds.ts'

export type Schemas = components['schemas']

/** A steering call's refusal: answered HTTP 400 with its message. */
export class AdminError extends Error {}

export type Route = (worlds: WorldRegistry, session: string, call: IncomingCall) => Promise<Reply>

export const ok = (data: unknown): Reply => jsonReply(200, { status: 1, msg: '', data })
export const refuse = (httpStatus: number, msg: string): Reply => jsonReply(httpStatus, { status: 0, msg, data: null })

const parse = (text: string) => sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }) as unknown

/** `value` checked against a schema of openapi/admin.yaml. */
export function checked<T>(value: unknown, schema: keyof Schemas): T {
  const validate = schemaValidator('admin', 'components', 'schemas', schema)
  if (!validate(value)) throw new AdminError(describeValidationError(validate.errors))
  return value as T
}

export function readBody<T>(call: IncomingCall, schema: keyof Schemas): T {
  let value: unknown
  try {
    value = call.body.trim() === '' ? undefined : parse(call.body)
  } catch {
    throw new AdminError('the body is not valid JSON')
  }
  if (value === undefined) throw new AdminError('a JSON body is required')
  return checked<T>(value, schema)
}

/** A body of JSON Lines (application/x-ndjson): one JSON value a line, blank lines ignored. */
export function readJsonLines(call: IncomingCall): unknown[] {
  return call.body
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      try {
        return parse(line)
      } catch {
        throw new AdminError(`line ${number} is not valid JSON`)
      }
    })
}
