// What every route of the steering API (/__mock) shares: its answers, its refusals, reading
// a body against openapi/admin.yaml, and checking the paths and instants it is given.
import sjson from 'secure-json-parse'

import type { components } from '#openapi/generated/admin.ts'

import { type IncomingCall, jsonReply, type Reply } from '../core/call.ts'
import { parseInstant } from '../core/time.ts'
import { describeValidationError, operations, schemaValidator } from './contract.ts'
import type { WorldRegistry } from './worlds.ts'

export type Schemas = components['schemas']

/** A refusal of the steering API: HTTP 400 with this message; nothing changed. */
export class AdminError extends Error {}

export type Route = (worlds: WorldRegistry, session: string, call: IncomingCall) => Promise<Reply>

export const ok = (data: unknown): Reply => jsonReply(200, { status: 1, msg: '', data })
export const refuse = (httpStatus: number, msg: string): Reply => jsonReply(httpStatus, { status: 0, msg, data: null })

const parse = (text: string) =>
  sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }) as unknown

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

/** `value` checked against a schema of openapi/admin.yaml. */
export function checked<T>(value: unknown, schema: keyof Schemas): T {
  const validate = schemaValidator('admin', 'components', 'schemas', schema)
  if (!validate(value)) throw new AdminError(describeValidationError(validate.errors))
  return value as T
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

export function checkPath(path: string, allowEveryPath: boolean): void {
  if (allowEveryPath && path === '*') return
  if (!operations.has(path)) throw new AdminError(`'${path}' is not a contract path (e.g. /user/login)`)
}

export function instant(text: string): number {
  const value = parseInstant(text)
  if (value === undefined) throw new AdminError(`'${text}' is not an ISO 8601 instant with an offset`)
  return value
}

/** Runs a change of the world's scenarios, turning its refusal (too many, a bad profile) into an AdminError. */
export function addScenario(add: () => void): void {
  try {
    add()
  } catch (error) {
    throw new AdminError(error instanceof Error ? error.message : String(error))
  }
}
