// What the contract says about each call, read from the bundled OpenAPI documents:
// which paths exist, which need a session, which catalogue ids each may answer with,
// and compiled validators for request bodies and answers.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

import { openApiKeys } from '#openapi/document-keys.ts'
import adminDocument from '#openapi/generated/admin.json' with { type: 'json' }
import { type ErrorId, isErrorId } from '#openapi/generated/errors.ts'
import appDocument from '#openapi/generated/openapi.json' with { type: 'json' }

import { type AccountRequirement, type Restriction, restrictions } from '../core/restrictions.ts'

interface OperationObject {
  operationId: string
  security?: unknown[]
  'x-errors'?: string[]
  'x-contract'?: { mutates?: boolean }
  tags?: string[]
  'x-restriction'?: string
  'x-verified'?: boolean
  requestBody?: { content: Record<string, unknown> }
  responses: Record<string, unknown>
}

export interface OperationSpec {
  path: string
  operationId: string
  /** The area it belongs to: its tag (and contract file, and backend folder). */
  area: string
  /** Needs the token and account headers. */
  secured: boolean
  /** What it asks of the caller's account; the dispatcher checks it before the handler. */
  account: AccountRequirement
  /** The catalogue ids a handler of this call may raise. */
  errors: ReadonlySet<ErrorId>
  /** Changes server state (contract runs against a real upstream skip these unless allowed). */
  mutates: boolean
  /** How the request body travels: JSON, or multipart/form-data (uploads). */
  bodyType: 'json' | 'multipart'
  example: unknown
}

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: false,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
  })
  addFormats.default(ajv)
  ajv.addVocabulary(openApiKeys)
  ajv.addSchema(appDocument, 'app')
  ajv.addSchema(adminDocument, 'admin')
  return ajv
}

const ajv = createAjv()

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

const validators = new Map<string, ValidateFunction>()

/** A validator for a schema inside one of the documents, compiled on first use. */
export function schemaValidator(document: 'app' | 'admin', ...path: string[]): ValidateFunction {
  const ref = `${document}#/${pointer(...path)}`
  let validate = validators.get(ref)
  if (validate === undefined) {
    validate = ajv.getSchema(ref)
    if (validate === undefined) throw new Error(`no schema at ${ref}`)
    validators.set(ref, validate)
  }
  return validate
}

// Every call looks its two validators up: keyed by path (and status), so that the JSON
// pointer is not built again on every call.
const requestValidators = new Map<string, Map<string, ValidateFunction>>()
const answerValidators = new Map<string, ValidateFunction | undefined>()

export function requestValidator(path: string, mediaType = 'application/json'): ValidateFunction {
  let byPath = requestValidators.get(mediaType)
  if (byPath === undefined) requestValidators.set(mediaType, (byPath = new Map()))
  let validate = byPath.get(path)
  if (validate === undefined) {
    validate = schemaValidator('app', 'paths', path, 'post', 'requestBody', 'content', mediaType, 'schema')
    byPath.set(path, validate)
  }
  return validate
}

export function answerValidator(path: string, httpStatus: number): ValidateFunction | undefined {
  const key = `${httpStatus} ${path}`
  if (answerValidators.has(key)) return answerValidators.get(key)
  const validate = findAnswerValidator(path, httpStatus)
  answerValidators.set(key, validate)
  return validate
}

function findAnswerValidator(path: string, httpStatus: number): ValidateFunction | undefined {
  const operation = (appDocument.paths as Record<string, { post: OperationObject }>)[path]?.post
  const response = operation?.responses[String(httpStatus)] as { $ref?: string } | undefined
  if (response === undefined) return undefined
  // Shared answers are references to components/responses; a JSON pointer cannot pass through a $ref.
  const at =
    response.$ref === undefined
      ? ['paths', path, 'post', 'responses', String(httpStatus)]
      : response.$ref
          .replace(/^#\//, '')
          .split('/')
          .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
  return schemaValidator('app', ...at, 'content', 'application/json', 'schema')
}

/** A short description of the first validation failure, for the request_invalid message. */
export function describeValidationError(errors: readonly ErrorObject[] | null | undefined): string {
  const error = errors?.[0]
  if (error === undefined) return 'invalid body'
  const where = error.instancePath === '' ? 'body' : error.instancePath
  switch (error.keyword) {
    case 'additionalProperties':
      return `${where} has unknown field '${String(error.params.additionalProperty)}'`
    case 'required':
      return `${where} is missing '${String(error.params.missingProperty)}'`
    case 'enum':
      return `${where} must be one of ${JSON.stringify(error.params.allowedValues)}`
    default:
      return `${where} ${error.message ?? 'is invalid'}`
  }
}

function areaOf(path: string, operation: OperationObject): string {
  const [area, ...others] = operation.tags ?? []
  if (area === undefined || others.length > 0)
    throw new Error(`${path}: the contract must tag it with exactly one area`)
  return area
}

function accountRequirementOf(path: string, operation: OperationObject, secured: boolean): AccountRequirement {
  const restriction = operation['x-restriction']
  if (!restrictions.includes(restriction as Restriction))
    throw new Error(`${path}: x-restriction must be one of ${restrictions.join(', ')}`)
  const verified = operation['x-verified'] === true
  if (!secured && (restriction !== 'none' || verified))
    throw new Error(`${path}: a call without a session can ask nothing of an account`)
  return { restriction: restriction as Restriction, verified }
}

function readOperations(): Map<string, OperationSpec> {
  const operations = new Map<string, OperationSpec>()
  const globalSecurity = (appDocument as { security?: unknown[] }).security ?? []
  for (const [path, item] of Object.entries(appDocument.paths as Record<string, { post?: OperationObject }>)) {
    const operation = item.post
    if (operation === undefined) continue
    const errors = (operation['x-errors'] ?? []).filter(isErrorId)
    const content = operation.requestBody?.content ?? {}
    const bodyType = 'multipart/form-data' in content ? 'multipart' : 'json'
    const media = content['application/json'] as { example?: unknown } | undefined
    const secured = (operation.security ?? globalSecurity).length > 0
    operations.set(path, {
      path,
      operationId: operation.operationId,
      area: areaOf(path, operation),
      secured,
      account: accountRequirementOf(path, operation, secured),
      errors: new Set(errors),
      mutates: operation['x-contract']?.mutates === true,
      bodyType,
      example: media?.example,
    })
  }
  return operations
}

/** Every app operation, by path. */
export const operations: ReadonlyMap<string, OperationSpec> = readOperations()
