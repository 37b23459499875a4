// Every operation of the bundled contract, read from the document itself so that a new
// operation is covered by the contract suite without touching it.
import document from '#openapi/generated/openapi.json' with { type: 'json' }

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

interface OperationObject {
  operationId?: string
  security?: Record<string, string[]>[]
  'x-contract'?: { mutates?: boolean; account?: string }
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> }
  responses?: Record<string, unknown>
}

export interface ContractOperation {
  method: (typeof methods)[number]
  path: string
  operationId: string
  /** The effective security (the operation's, else the document's) asks for credentials. */
  secured: boolean
  /** `x-contract: {mutates: true}`: changes server state. */
  mutates: boolean
  /**
   * Whose session a secured operation runs with: the suite's account, or
   * (`x-contract: {account: newMember}`) the new member's, for calls the suite's verified
   * account cannot make (identity verification, a first fund password).
   */
  account: 'suite' | 'newMember'
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
  const media = operation.requestBody?.content?.['multipart/form-data'] as { schema?: { $ref?: string; properties?: object } } | undefined
  if (media === undefined) return undefined
  let schema: unknown = media.schema
  const ref = media.schema?.$ref
  if (ref !== undefined) {
    schema = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], source)
  }
  return Object.keys((schema as { properties?: object } | undefined)?.properties ?? {})
}

function accountOf(operation: OperationObject, name: string): ContractOperation['account'] {
  const account = operation['x-contract']?.account
  if (account === undefined) return 'suite'
  if (account === 'newMember') return account
  throw new Error(`${name}: x-contract account '${account}' is not one the suite knows (newMember)`)
}

function exampleOf(operation: OperationObject): { value: unknown } | undefined {
  const media = operation.requestBody?.content?.['application/json']
  if (media === undefined) return undefined
  if ('example' in media) return { value: media.example }
  const first = Object.values(media.examples ?? {})[0]
  return first !== undefined && 'value' in first ? { value: first.value } : undefined
}

/** Every operation of the document, in document order. */
export function listOperations(source: { security?: Record<string, string[]>[]; paths: Record<string, unknown> } = document): ContractOperation[] {
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
        mutates: operation['x-contract']?.mutates === true,
        account: accountOf(operation, `${method.toUpperCase()} ${path}`),
        example: exampleOf(operation),
        fileFields: fileFieldsOf(operation, source),
      })
    }
  }
  return list
}
