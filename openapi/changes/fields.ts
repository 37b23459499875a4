// What a bundled contract says about each operation, field by field: the fields of its
// request body and of its success answer, each with what a change to it can break (required,
// nullable, types, enum values, constraints) and where the generated types declare it. The
// comparison of two contracts (classify.ts) works on these facts rather than on the raw
// documents, so that the same answer written two ways (inline, or composed with allOf from
// the shared envelope) has the same fields.

/** A JSON Schema node of the bundled document (its $refs point into the same document). */
type Schema = Record<string, unknown>

export type Side = 'request' | 'response'

export interface FieldFacts {
  /** The field's place in the body: `data.list[].price` (`[]` for every element of an array). */
  path: string
  /**
   * Where the generated types declare it: the chain of property names from `components` or
   * `operations` in openapi/generated/api.ts (`components/schemas/UserInfo/realname`), one
   * for each schema that lists it (an answer's `data` is in the shared envelope and in the
   * operation). The app's reads are matched against these (usage.ts).
   */
  declaredAt: string[]
  /** Required in the object that holds it (an array's elements count as required). */
  required: boolean
  nullable: boolean
  /** The JSON types it allows, `null` apart (sorted): `any` when anything goes, none when only null. */
  types: string[]
  /** The values it is limited to (enum or const), sorted; undefined when not limited. */
  values?: string[]
  /** Constraints on its values (pattern, format, bounds, lengths), as `keyword=value` texts. */
  constraints: string[]
  /** An object that refuses fields it does not list (additionalProperties: false). */
  closed: boolean
}

export interface OperationFacts {
  /** `/user/login` */
  path: string
  operationId: string
  /** Its tag: the area it belongs to. */
  area: string
  upstream: 'known' | 'designed'
  /** The catalogue ids it may answer with (x-errors). */
  errors: string[]
  request: Map<string, FieldFacts>
  /** The success answer's fields: `status`, `msg`, `data` and everything in `data`. */
  response: Map<string, FieldFacts>
}

const constraintKeywords = [
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
] as const

interface Node {
  schema: Schema
  /** The declaration chain of the properties this node lists. */
  declaredAt: string
}

/** A node's facts before its place in the body is known, merged over allOf/oneOf. */
interface Shape {
  types: Set<string> | undefined
  nullable: boolean
  values: Set<string> | undefined
  constraints: Set<string>
  closed: boolean
  properties: Map<string, Node[]>
  required: Set<string>
  items: Node[]
}

const pointerPart = (part: string) => part.replaceAll('~1', '/').replaceAll('~0', '~')

export class ContractReader {
  private readonly document: Schema

  constructor(document: Schema) {
    this.document = document
  }

  /** The schema a local `$ref` (`#/components/schemas/X`) points at, and its declaration chain. */
  private target(ref: string): Node {
    if (!ref.startsWith('#/')) throw new Error(`only local references are read, not ${ref}`)
    const parts = ref.slice(2).split('/').map(pointerPart)
    const schema = parts.reduce<unknown>((node, key) => (node as Schema | undefined)?.[key], this.document)
    if (schema === undefined || schema === null || typeof schema !== 'object')
      throw new Error(`${ref} points at nothing`)
    return { schema: schema as Schema, declaredAt: parts.join('/') }
  }

  /** The node and every node it is composed of (its $ref, allOf members), with their declaration chains. */
  private conjuncts(node: Node, seen = new Set<string>()): Node[] {
    const { schema } = node
    const all: Node[] = [node]
    if (typeof schema.$ref === 'string') {
      if (seen.has(schema.$ref)) return all
      all.push(...this.conjuncts(this.target(schema.$ref), new Set([...seen, schema.$ref])))
    }
    for (const member of (schema.allOf as Schema[] | undefined) ?? []) {
      all.push(...this.conjuncts({ schema: member, declaredAt: node.declaredAt }, seen))
    }
    return all
  }

  /** What the nodes allow together: every conjunct must hold; a oneOf/anyOf allows what any branch allows. */
  private shape(nodes: Node[], seen = new Set<string>()): Shape {
    const shape: Shape = {
      types: undefined,
      nullable: true,
      values: undefined,
      constraints: new Set(),
      closed: false,
      properties: new Map(),
      required: new Set(),
      items: [],
    }
    for (const part of nodes.flatMap((node) => this.conjuncts(node, seen))) {
      const { schema } = part
      const declared = schema.type === undefined ? undefined : [schema.type].flat().map(String)
      if (declared !== undefined) {
        const types = new Set(declared.filter((type) => type !== 'null'))
        shape.nullable &&= declared.includes('null')
        shape.types = shape.types === undefined ? types : new Set([...shape.types].filter((type) => types.has(type)))
      }
      const limited = 'const' in schema ? [schema.const] : (schema.enum as unknown[] | undefined)
      if (limited !== undefined) {
        const values = new Set(limited.filter((value) => value !== null).map((value) => JSON.stringify(value)))
        if (!limited.includes(null)) shape.nullable = false
        shape.values = shape.values === undefined ? values : new Set([...shape.values].filter((v) => values.has(v)))
      }
      for (const keyword of constraintKeywords) {
        if (schema[keyword] !== undefined) shape.constraints.add(`${keyword}=${JSON.stringify(schema[keyword])}`)
      }
      if (schema.additionalProperties === false) shape.closed = true
      for (const [name, property] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
        const nodes = shape.properties.get(name) ?? []
        nodes.push({ schema: property, declaredAt: `${part.declaredAt}/${name}` })
        shape.properties.set(name, nodes)
      }
      for (const name of (schema.required as string[] | undefined) ?? []) shape.required.add(name)
      if (schema.items !== undefined && typeof schema.items === 'object') {
        shape.items.push({ schema: schema.items as Schema, declaredAt: part.declaredAt })
      }
      const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined
      if (branches !== undefined) this.addBranches(shape, branches, part.declaredAt, seen)
    }
    if (shape.types === undefined && shape.values === undefined && shape.properties.size === 0) shape.nullable = true
    return shape
  }

  /** A oneOf/anyOf inside a node: the node allows what any branch allows. */
  private addBranches(shape: Shape, branches: Schema[], declaredAt: string, seen: Set<string>): void {
    const shapes = branches.map((branch) => this.shape([{ schema: branch, declaredAt }], seen))
    // The branches allow the union of their types; a branch that names none allows any.
    const typed = shapes.some((branch) => branch.types === undefined)
      ? undefined
      : new Set(shapes.flatMap((branch) => [...(branch.types ?? [])]))
    shape.types = shape.types === undefined ? typed : new Set([...shape.types].filter((t) => typed?.has(t) ?? true))
    shape.nullable &&= shapes.some((branch) => branch.nullable)
    const valued = shapes.filter((branch) => branch.types === undefined || branch.types.size > 0)
    if (valued.length > 0 && valued.every((branch) => branch.values !== undefined)) {
      shape.values = new Set(valued.flatMap((branch) => [...(branch.values ?? [])]))
    }
    for (const branch of shapes) {
      for (const constraint of branch.constraints) shape.constraints.add(constraint)
      for (const [name, nodes] of branch.properties)
        shape.properties.set(name, [...(shape.properties.get(name) ?? []), ...nodes])
      shape.items.push(...branch.items)
    }
    // A field is required only when every branch that lists fields requires it.
    const objects = shapes.filter((branch) => branch.properties.size > 0)
    for (const name of objects[0]?.required ?? []) {
      if (objects.every((branch) => branch.required.has(name))) shape.required.add(name)
    }
    if (objects.length > 0 && objects.every((branch) => branch.closed)) shape.closed = true
  }

  /** Every field under the nodes (the schemas that describe one field), its own first, keyed by path. */
  fields(
    nodes: Node[],
    path: string,
    required: boolean,
    into = new Map<string, FieldFacts>(),
    depth = 0,
  ): Map<string, FieldFacts> {
    const shape = this.shape(nodes)
    into.set(path, {
      path,
      declaredAt: [...new Set(nodes.map((node) => node.declaredAt))].sort(),
      required,
      nullable: shape.nullable,
      types: shape.types === undefined ? ['any'] : [...shape.types].sort(),
      values: shape.values === undefined ? undefined : [...shape.values].sort(),
      constraints: [...shape.constraints].sort(),
      closed: shape.closed,
    })
    // The contract has no recursive answers; the bound only keeps a faulty one from looping.
    if (depth > 24) return into
    for (const [name, property] of shape.properties) {
      this.fields(property, path === '' ? name : `${path}.${name}`, shape.required.has(name), into, depth + 1)
    }
    if (shape.items.length > 0) this.fields(shape.items, `${path}[]`, true, into, depth + 1)
    return into
  }

  /** The success branch of an answer (the alternative whose `status` is const 1). */
  successOf(node: Node): Node {
    const alternatives = this.conjuncts(node).find((part) => Array.isArray(part.schema.oneOf))
    const branches = ((alternatives?.schema.oneOf as Schema[] | undefined) ?? []).map((branch) => ({
      schema: branch,
      declaredAt: alternatives?.declaredAt ?? node.declaredAt,
    }))
    return branches.find((branch) => this.statusOf(branch) === '1') ?? node
  }

  private statusOf(node: Node): string | undefined {
    const status = this.shape([node]).properties.get('status')
    return status === undefined ? undefined : [...(this.shape(status).values ?? [])].join()
  }

  /** Every operation of the document with its fields. */
  operations(): OperationFacts[] {
    const paths = (this.document.paths as Record<string, Record<string, Schema>> | undefined) ?? {}
    const operations: OperationFacts[] = []
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue
        const operationId = String(operation.operationId ?? `${method} ${path}`)
        const base = `operations/${operationId}`
        operations.push({
          path,
          operationId,
          area: String((operation.tags as string[] | undefined)?.[0] ?? ''),
          upstream: operation['x-upstream'] === 'known' ? 'known' : 'designed',
          errors: [...((operation['x-errors'] as string[] | undefined) ?? [])].sort(),
          request: this.requestFields(operation, base),
          response: this.responseFields(operation, base),
        })
      }
    }
    return operations
  }

  private media(holder: Schema | undefined, declaredAt: string): Node | undefined {
    if (holder === undefined) return undefined
    const resolved = typeof holder.$ref === 'string' ? this.target(holder.$ref) : { schema: holder, declaredAt }
    const content = resolved.schema.content as Record<string, Schema> | undefined
    const [mediaType, media] = Object.entries(content ?? {})[0] ?? []
    const schema = media?.schema as Schema | undefined
    if (mediaType === undefined || schema === undefined) return undefined
    return { schema, declaredAt: `${resolved.declaredAt}/content/${mediaType}` }
  }

  private requestFields(operation: Schema, base: string): Map<string, FieldFacts> {
    const body = this.media(operation.requestBody as Schema | undefined, `${base}/requestBody`)
    const fields = body === undefined ? new Map<string, FieldFacts>() : this.fields([body], '', true)
    fields.delete('')
    return fields
  }

  private responseFields(operation: Schema, base: string): Map<string, FieldFacts> {
    const responses = (operation.responses as Record<string, Schema> | undefined) ?? {}
    const answer = this.media(responses['200'], `${base}/responses/200`)
    const fields =
      answer === undefined ? new Map<string, FieldFacts>() : this.fields([this.successOf(answer)], '', true)
    fields.delete('')
    return fields
  }
}

/** Every operation of a bundled contract, with the facts of each of its fields. */
export function operationFacts(document: unknown): OperationFacts[] {
  return new ContractReader(document as Schema).operations()
}
