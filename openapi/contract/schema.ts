// Checks an answer against the contract: the response the operation documents for the HTTP
// status received, with $refs resolved into the bundled document. The contract's answer
// schemas are closed (additionalProperties: false); a field the contract does not know is
// drift, told apart from every other break: each answer is validated against a relaxed copy
// of the contract (the same schemas, open), whose errors are the breaks, and, when that
// passes, against the contract itself, whose remaining errors can only be unknown fields.
// (That holds while the answers' oneOf alternatives are a shape or null, as they are.)
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

import { openApiKeys } from '#openapi/document-keys.ts'
import document from '#openapi/generated/openapi.json' with { type: 'json' }

/** The document with every object schema open: `additionalProperties: false` removed. */
function opened(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(opened)
  if (node === null || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, opened(value)]),
  )
}

function validatorOf(source: unknown): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
  })
  addFormats.default(ajv)
  ajv.addVocabulary(openApiKeys)
  ajv.addSchema(source as object, 'contract')
  return ajv
}

const strict = validatorOf(document)
const relaxed = validatorOf(opened(document))

type Responses = Record<string, { $ref?: string; content?: Record<string, unknown> }>

const escape = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1')

/** The JSON pointer (without `#`) of a response object, following a response-level $ref. */
function responsePointer(path: string, method: string, httpStatus: number): string | undefined {
  const operation = (document.paths as Record<string, Record<string, { responses?: Responses }>>)[path]?.[method]
  const responses = operation?.responses ?? {}
  const key = [String(httpStatus), `${String(httpStatus)[0]}XX`, 'default'].find(
    (candidate) => responses[candidate] !== undefined,
  )
  if (key === undefined) return undefined
  const ref = responses[key]?.$ref
  return ref === undefined ? `/paths/${escape(path)}/${method}/responses/${key}` : ref.replace(/^#/, '')
}

function lookUp(pointer: string): unknown {
  let node: unknown = document
  for (const part of pointer.split('/').slice(1)) {
    node = (node as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')]
  }
  return node
}

const compiled = new Map<string, { strict: ValidateFunction; relaxed: ValidateFunction }>()

function validatorsAt(ref: string): { strict: ValidateFunction; relaxed: ValidateFunction } | undefined {
  let pair = compiled.get(ref)
  if (pair === undefined) {
    const strictAt = strict.getSchema(ref)
    const relaxedAt = relaxed.getSchema(ref)
    if (strictAt === undefined || relaxedAt === undefined) return undefined
    pair = { strict: strictAt, relaxed: relaxedAt }
    compiled.set(ref, pair)
  }
  return pair
}

/**
 * The schema an envelope is checked against: of an answer that is "success or failure, told
 * apart by status" (a oneOf), the alternative for the envelope's own status, so that a
 * broken success is not also reported as a broken failure.
 */
function schemaFor(pointer: string, body: unknown): string {
  const alternatives = (lookUp(pointer) as { oneOf?: Alternative[] } | undefined)?.oneOf ?? []
  const status = (body as { status?: unknown } | null)?.status
  const index = alternatives.findIndex((alternative) => statusOf(alternative) === status)
  return index === -1 ? pointer : `${pointer}/oneOf/${index}`
}

interface Alternative {
  $ref?: string
  properties?: { status?: { const?: unknown } }
  allOf?: Alternative[]
}

/** The `status` an alternative fixes: its own, or that of the envelope it composes (`allOf`). */
function statusOf(alternative: Alternative): unknown {
  const schema = (
    alternative.$ref === undefined ? alternative : lookUp(alternative.$ref.replace(/^#/, ''))
  ) as Alternative
  return schema.properties?.status?.const ?? schema.allOf?.map(statusOf).find((status) => status !== undefined)
}

export interface AnswerCheck {
  /** What breaks the contract (the answer's shape, types, required fields, status, content type). */
  problems: string[]
  /**
   * Fields the contract does not know, as JSON pointers with `*` for every array position, e.g.
   * `/data/*` then `/x`.
   */
  unknownFields: string[]
  /** Breaks in fields the app never reads (only when told which it reads): notes, not problems. */
  unreadBreaks?: string[]
}

/** The answer field an error is about, as fields.ts names them (`data[].price`); undefined for the whole answer. */
function fieldOf(error: ErrorObject): string | undefined {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty))
  let field = ''
  for (const part of parts) field += /^\d+$/.test(part) ? '[]' : field === '' ? part : `.${part}`
  return field === '' ? undefined : field
}

/** One error of the relaxed validation, said plainly. */
function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'the answer' : error.instancePath
  if (error.keyword === 'required') return `${where} lacks the required field '${String(error.params.missingProperty)}'`
  const allowed = error.keyword === 'const' || error.keyword === 'enum' ? ` ${JSON.stringify(error.params)}` : ''
  return `${where} ${error.message ?? 'is invalid'}${allowed}`
}

const unknownFieldOf = (error: ErrorObject) =>
  `${error.instancePath.replace(/\/\d+(?=\/|$)/g, '/*')}/${String(error.params.additionalProperty)}`

/** The value a JSON pointer of Ajv's (`/data/0/price`) points at. */
function valueAt(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, part) =>
        node === null || typeof node !== 'object'
          ? undefined
          : (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')],
      body,
    )
}

/**
 * Checks an answer of `method path` with HTTP `httpStatus`: the status must be documented,
 * a JSON answer must be documented as JSON and match its schema, and an answer documented
 * without content must be empty. Values equal to `masked` (a recording's `***`) are not
 * judged. Given `reads` (whether the app reads an answer field), a break in a field the app
 * never reads is a note (`unreadBreaks`), not a problem.
 */
export function checkAnswer(
  path: string,
  method: string,
  httpStatus: number,
  contentType: string | null,
  text: string,
  masked?: string,
  reads?: (field: string) => boolean,
): AnswerCheck {
  const where = `${method.toUpperCase()} ${path} HTTP ${httpStatus}`
  const broken = (problem: string): AnswerCheck => ({ problems: [problem], unknownFields: [] })
  const pointer = responsePointer(path, method, httpStatus)
  if (pointer === undefined) return broken(`${where} is not a documented answer: ${text.slice(0, 200)}`)
  const content = (lookUp(pointer) as { content?: Record<string, unknown> } | undefined)?.content
  if (content === undefined) {
    return text === ''
      ? { problems: [], unknownFields: [] }
      : broken(`${where} is documented without content but has a body`)
  }
  if (content['application/json'] === undefined) return broken(`${where} is not documented as JSON`)
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
    return broken(`${where} has content type '${contentType}', not application/json: ${text.slice(0, 200)}`)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return broken(`${where} is not valid JSON: ${text.slice(0, 200)}`)
  }
  const validators = validatorsAt(`contract#${schemaFor(`${pointer}/content/application~1json/schema`, body)}`)
  if (validators === undefined) return broken(`${where}: no schema in the contract`)
  const judged = (errors: ErrorObject[] | null | undefined) =>
    (errors ?? []).filter((error) => masked === undefined || valueAt(body, error.instancePath) !== masked)
  const errors = validators.relaxed(body) ? [] : judged(validators.relaxed.errors)
  const unread = errors.filter((error) => {
    const field = fieldOf(error)
    return reads !== undefined && field !== undefined && !reads(field)
  })
  const breaks = errors.filter((error) => !unread.includes(error))
  const notes = unread.length === 0 ? {} : { unreadBreaks: [...new Set(unread.map(describe))] }
  if (breaks.length > 0) {
    const described = [...new Set(breaks.map(describe))]
    return {
      ...broken(`${where} breaks its schema: ${described.join('; ')}\n${JSON.stringify(body).slice(0, 500)}`),
      ...notes,
    }
  }
  if (validators.strict(body)) return { problems: [], unknownFields: [], ...notes }
  const unknown = (validators.strict.errors ?? [])
    .filter((error) => error.keyword === 'additionalProperties')
    .map(unknownFieldOf)
  return { problems: [], unknownFields: [...new Set(unknown)], ...notes }
}
