// Every operation of the bundled contract, read from the document itself so that a new
// operation is covered by the contract suite without touching it. What the suite needs to
// know beyond the example is in `x-upstream` and `x-contract` (see docs/contract.md).
import { type ErrorId, isErrorId } from '#openapi/generated/errors.ts'
import document from '#openapi/generated/openapi.json' with { type: 'json' }

import { parseSource, type Source, SourceError } from './sources.ts'

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/** The keys `x-contract` may have. */
const contractKeys = ['mutates', 'account', 'uses', 'expect', 'accepts']

interface OperationObject {
  operationId?: string
  security?: Record<string, string[]>[]
  'x-upstream'?: string
  'x-upstream-evidence'?: string
  'x-errors'?: string[]
  'x-contract'?: Record<string, unknown>
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> }
  responses?: Record<string, unknown>
}

export interface ContractOperation {
  method: (typeof methods)[number]
  path: string
  operationId: string
  /**
   * `x-upstream`: `known` when the upstream is known to have the call (with evidence in
   * `x-upstream-evidence`), `designed` when it was designed here in the upstream's style.
   * Against an upstream the suite checks only the known ones.
   */
  upstream: 'known' | 'designed'
  /** The effective security (the operation's, else the document's) asks for credentials. */
  secured: boolean
  /** `x-contract: {mutates: true}`: changes server state. */
  mutates: boolean
  /**
   * Whose session a secured operation runs with: the suite's account, or
   * (`x-contract: {account: newMember}`) the new member's, for calls the suite's verified
   * account cannot make (a first fund password, password changes).
   */
  account: 'suite' | 'newMember'
  /** `x-contract: {uses}`: request fields filled in at run time, by field name. */
  uses: Readonly<Record<string, Source>>
  /** `x-contract: {expect}`: the example is meant to be refused with this catalogue id. */
  expect: ErrorId | undefined
  /** `x-contract: {accepts}`: refusals that are a right answer too when the account's state calls for them. */
  accepts: readonly ErrorId[]
  /** The JSON request example, or `undefined` when the operation has none. */
  example: { value: unknown } | undefined
  /** The multipart fields of an upload (each a file), or `undefined` for a JSON call. */
  fileFields: string[] | undefined
}

export type ContractDocument = typeof document

/** The security requirement list in force: an empty one, or one with an empty entry, needs nothing. */
function needsCredentials(security: Record<string, string[]>[]): boolean {
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0)
}

/** The field names of a multipart request body (uploads), following a $ref into the document. */
function fileFieldsOf(operation: OperationObject, source: unknown): string[] | undefined {
  const media = operation.requestBody?.content?.['multipart/form-data'] as
    { schema?: { $ref?: string; properties?: object } } | undefined
  if (media === undefined) return undefined
  let schema: unknown = media.schema
  const ref = media.schema?.$ref
  if (ref !== undefined) {
    schema = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        source,
      )
  }
  return Object.keys((schema as { properties?: object } | undefined)?.properties ?? {})
}

function exampleOf(operation: OperationObject): { value: unknown } | undefined {
  const media = operation.requestBody?.content?.['application/json']
  if (media === undefined) return undefined
  if ('example' in media) return { value: media.example }
  const first = Object.values(media.examples ?? {})[0]
  return first !== undefined && 'value' in first ? { value: first.value } : undefined
}

/** Reads one operation's `x-upstream` and `x-contract`, refusing what the suite would misread. */
function readExtensions(
  operation: OperationObject,
  name: string,
): Pick<ContractOperation, 'upstream' | 'mutates' | 'account' | 'uses' | 'expect' | 'accepts'> {
  const fail = (problem: string): never => {
    throw new Error(`${name}: ${problem}`)
  }
  const upstream = operation['x-upstream'] ?? fail('x-upstream must say known or designed')
  if (upstream !== 'known' && upstream !== 'designed') fail(`x-upstream must be known or designed, not '${upstream}'`)
  if ((upstream === 'known') !== (operation['x-upstream-evidence'] !== undefined)) {
    fail('x-upstream-evidence goes with x-upstream known, and only with it')
  }
  const contract = operation['x-contract'] ?? {}
  const unknownKeys = Object.keys(contract).filter((key) => !contractKeys.includes(key))
  if (unknownKeys.length > 0)
    fail(`x-contract has no key ${unknownKeys.join(', ')} (it knows ${contractKeys.join(', ')})`)

  const account = contract.account ?? 'suite'
  if (account !== 'suite' && account !== 'newMember')
    fail(`x-contract account '${String(account)}' is not one the suite knows (newMember)`)

  const errors = operation['x-errors'] ?? []
  const catalogueId = (value: unknown, key: string): ErrorId => {
    if (typeof value !== 'string' || !isErrorId(value))
      return fail(`x-contract ${key} '${String(value)}' is not a catalogue id`)
    if (!errors.includes(value)) fail(`x-contract ${key} '${value}' is not in the operation's x-errors`)
    return value
  }
  const expect = contract.expect === undefined ? undefined : catalogueId(contract.expect, 'expect')
  const accepts =
    contract.accepts === undefined
      ? []
      : Array.isArray(contract.accepts)
        ? contract.accepts.map((id) => catalogueId(id, 'accepts'))
        : fail('x-contract accepts is a list of catalogue ids')

  const uses: Record<string, Source> = {}
  for (const [field, text] of Object.entries((contract.uses as Record<string, unknown> | undefined) ?? {})) {
    if (typeof text !== 'string') fail(`x-contract uses ${field} must be a source text`)
    try {
      uses[field] = parseSource(text as string)
    } catch (error) {
      if (error instanceof SourceError) fail(`x-contract uses ${field}: ${error.message}`)
      throw error
    }
  }
  return {
    upstream: upstream as ContractOperation['upstream'],
    mutates: contract.mutates === true,
    account: account as ContractOperation['account'],
    uses,
    expect,
    accepts,
  }
}

/** Every operation of the document, in document order. */
export function listOperations(
  source: { security?: Record<string, string[]>[]; paths: Record<string, unknown> } = document,
): ContractOperation[] {
  const globalSecurity = source.security ?? []
  const list: ContractOperation[] = []
  for (const [path, item] of Object.entries(source.paths)) {
    for (const method of methods) {
      const operation = (item as Partial<Record<(typeof methods)[number], OperationObject>>)[method]
      if (operation === undefined) continue
      list.push({
        method,
        path,
        operationId: operation.operationId ?? `${method} ${path}`,
        secured: needsCredentials(operation.security ?? globalSecurity),
        ...readExtensions(operation, `${method.toUpperCase()} ${path}`),
        example: exampleOf(operation),
        fileFields: fileFieldsOf(operation, source),
      })
    }
  }
  const paths = new Set(list.map((operation) => operation.path))
  for (const operation of list) {
    for (const [field, used] of Object.entries(operation.uses)) {
      if (used.kind === 'answer' && !paths.has(used.path))
        throw new Error(`${operation.path}: x-contract uses ${field} names no operation (${used.path})`)
    }
  }
  return list
}

/** `method path`, as the report and the tests name an operation. */
export const operationName = (operation: Pick<ContractOperation, 'method' | 'path'>) =>
  `${operation.method.toUpperCase()} ${operation.path}`
