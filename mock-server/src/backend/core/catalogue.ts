// Raising catalogue errors. Handlers never write message text: they raise an id, and the
// text, parameters and HTTP status come from openapi/errors.yaml.
import { catalogue, type ErrorId, type ErrorParamName } from '#openapi/generated/errors.ts'

export type ErrorParams<Id extends ErrorId> = { readonly [Name in ErrorParamName<Id>]: string | number }

type ParamsArgument<Id extends ErrorId> = [ErrorParamName<Id>] extends [never] ? [] : [params: ErrorParams<Id>]

/** A failure the client sees as a catalogue message. */
export class CatalogueError extends Error {
  readonly id: ErrorId
  readonly params: Readonly<Record<string, string>>

  constructor(id: ErrorId, params: Readonly<Record<string, string | number>> = {}) {
    const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]))
    super(formatMessage(id, values))
    this.name = 'CatalogueError'
    this.id = id
    this.params = values
  }

  get http(): number {
    return catalogue[this.id].http
  }
}

/** Stops the handler with a catalogue error. */
export function raise<Id extends ErrorId>(id: Id, ...params: ParamsArgument<Id>): never {
  // A refusal is an answer, not a fault: nobody reads its stack, and capturing one would be the
  // costliest part of refusing (an order without the funds, under load).
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  let error: CatalogueError
  try {
    error = new CatalogueError(id, params[0] ?? {})
  } finally {
    Error.stackTraceLimit = limit
  }
  throw error
}

/** The entry's message with its parameters filled in (missing ones from its example). */
export function formatMessage(id: ErrorId, params: Readonly<Record<string, string>> = {}): string {
  const entry = catalogue[id]
  const example: Readonly<Record<string, string>> = entry.example
  return entry.message.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? example[name] ?? '')
}
