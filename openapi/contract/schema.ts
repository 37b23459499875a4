// Validates an answer against the contract: the response schema the operation documents
// for the HTTP status received, with $refs resolved into the bundled document.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import document from '#openapi/generated/openapi.json' with { type: 'json' }

// Keys of an OpenAPI document that are not JSON Schema keywords; strict Ajv must accept
// them when it resolves references into the document.
const openApiKeys = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components', 'webhooks', 'x-errors', 'x-contract', 'example']

const ajv = new Ajv2020({ strict: true, allErrors: true, coerceTypes: false, useDefaults: false, removeAdditional: false })
addFormats.default(ajv)
ajv.addVocabulary(openApiKeys)
ajv.addSchema(document, 'contract')

type Responses = Record<string, { $ref?: string; content?: Record<string, unknown> }>

const escape = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1')

/** The JSON pointer (without `#`) of a response object, following a response-level $ref. */
function responsePointer(path: string, method: string, httpStatus: number): string | undefined {
  const operation = (document.paths as Record<string, Record<string, { responses?: Responses }>>)[path]?.[method]
  const responses = operation?.responses ?? {}
  const key = [String(httpStatus), `${String(httpStatus)[0]}XX`, 'default'].find((candidate) => responses[candidate] !== undefined)
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

const compiled = new Map<string, ValidateFunction>()

export type AnswerCheck =
  | { ok: true }
  | { ok: false; problem: string }

/**
 * Checks an answer of `method path` with HTTP `httpStatus`: the status must be documented,
 * a JSON answer must be documented as JSON and match its schema, and an answer documented
 * without content must be empty.
 */
export function checkAnswer(path: string, method: string, httpStatus: number, contentType: string | null, text: string): AnswerCheck {
  const where = `${method.toUpperCase()} ${path} HTTP ${httpStatus}`
  const pointer = responsePointer(path, method, httpStatus)
  if (pointer === undefined) return { ok: false, problem: `${where} is not a documented answer` }
  const content = (lookUp(pointer) as { content?: Record<string, unknown> } | undefined)?.content
  if (content === undefined) {
    return text === '' ? { ok: true } : { ok: false, problem: `${where} is documented without content but has a body` }
  }
  if (content['application/json'] === undefined) return { ok: false, problem: `${where} is not documented as JSON` }
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
    return { ok: false, problem: `${where} has content type '${contentType}', not application/json` }
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, problem: `${where} is not valid JSON: ${text.slice(0, 200)}` }
  }
  const ref = `contract#${pointer}/content/application~1json/schema`
  let validate = compiled.get(ref)
  if (validate === undefined) {
    validate = ajv.getSchema(ref)
    if (validate === undefined) return { ok: false, problem: `${where}: no schema at ${ref}` }
    compiled.set(ref, validate)
  }
  if (validate(body)) return { ok: true }
  return { ok: false, problem: `${where} breaks its schema: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}` }
}
