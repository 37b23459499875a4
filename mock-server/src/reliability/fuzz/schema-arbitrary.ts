// Valid values of a JSON Schema as fast-check arbitraries, for the subset the contract
// uses: types, enum/const, string patterns and lengths, number bounds, objects with
// properties/required/additionalProperties, arrays, oneOf/anyOf/allOf, and $refs into the
// bundled document.
import fc from 'fast-check'

export type Schema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  multipleOf?: number
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  minProperties?: number
  items?: Schema
  minItems?: number
  maxItems?: number
  oneOf?: Schema[]
  anyOf?: Schema[]
  allOf?: Schema[]
}

/** Follows `$ref`s (local JSON pointers) into `document`. */
export function resolveRef(schema: Schema, document: unknown): Schema {
  let current = schema
  for (let hops = 0; current.$ref !== undefined; hops++) {
    if (hops > 32) throw new Error(`$ref cycle at ${current.$ref}`)
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        document,
      ) as Schema
    if (current === undefined) throw new Error(`unresolved $ref ${schema.$ref}`)
  }
  return current
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern)
    return fc
      .stringMatching(pattern)
      .filter(
        (text) =>
          text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY),
      )
  }
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString())
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 200),
    unit: 'grapheme',
  })
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
      : (schema.minimum ?? -1e9)
  const max =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON)
      : (schema.maximum ?? 1e9)
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

/** Valid values of `schema`. */
export function valueOf(input: Schema, document: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveRef(input, document)
  if (depth > 8) return fc.constant(null)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum)
  if (schema.oneOf !== undefined || schema.anyOf !== undefined) {
    return fc.oneof(...(schema.oneOf ?? schema.anyOf ?? []).map((option) => valueOf(option, document, depth + 1)))
  }
  if (schema.allOf !== undefined) {
    const merged: Schema = { type: 'object', properties: {}, required: [], additionalProperties: false }
    for (const part of schema.allOf.map((option) => resolveRef(option, document))) {
      Object.assign(merged.properties ?? {}, part.properties)
      merged.required?.push(...(part.required ?? []))
    }
    return valueOf(merged, document, depth + 1)
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return numberArbitrary(schema, true)
    case 'number':
      return numberArbitrary(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, document, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 20),
      })
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {}
      const required = new Set(schema.required ?? [])
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, valueOf(property, document, depth + 1)]),
      )
      const optional = Object.keys(properties).filter((name) => !required.has(name))
      return fc
        .record(record, { requiredKeys: [...required] })
        .filter((value) => Object.keys(value).length >= (schema.minProperties ?? 0) || optional.length === 0)
    }
    default:
      throw new Error(`no arbitrary for schema type ${String(type)}`)
  }
}
