// The requests of a fuzz run, drawn from the contract: valid bodies sampled from each
// operation's schema, and hostile ones made from them (wrong types, null, missing and
// unknown fields, huge strings, prototype keys, broken JSON, wrong content types, deep
// nesting, missing or forged tokens).
import fc from 'fast-check'

import document from '#openapi/generated/openapi.json' with { type: 'json' }

import { resolveRef, type Schema, valueOf } from './schema-arbitrary.ts'

export const hostileKinds = [
  'wrong-type',
  'null-field',
  'missing-field',
  'unknown-field',
  'huge-string',
  'proto-key',
  'constructor-key',
  'bad-json',
  'wrong-content-type',
  'no-body',
  'not-an-object',
  'deep-nesting',
  'no-token',
  'forged-token',
  'other-account',
] as const

export type RequestKind = 'valid' | (typeof hostileKinds)[number]

export interface FuzzRequest {
  path: string
  kind: RequestKind
  /** The Content-Type header, or none. */
  contentType: string | undefined
  body: string
  /** Which credentials go with it. */
  auth: 'session' | 'none' | 'forged' | 'other-account'
}

interface Operation {
  path: string
  secured: boolean
  schema: Schema | undefined
}

type Post = { security?: unknown[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }

export function jsonOperations(): Operation[] {
  const globalSecurity = (document as { security?: unknown[] }).security ?? []
  return Object.entries(document.paths as Record<string, { post?: Post }>).flatMap(([path, item]) => {
    const post = item.post
    if (post === undefined) return []
    const schema = post.requestBody?.content?.['application/json']?.schema
    return [{ path, secured: (post.security ?? globalSecurity).length > 0, schema }]
  })
}

const json = 'application/json'

function mutate(
  kind: RequestKind,
  body: unknown,
  schema: Schema | undefined,
  pick: (names: string[]) => string | undefined,
): FuzzRequest['body'] {
  const object =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {}
  const properties = Object.keys(schema === undefined ? {} : (resolveRef(schema, document).properties ?? {}))
  const name = pick(properties)
  switch (kind) {
    case 'wrong-type': {
      if (name === undefined) return JSON.stringify({ ...object, unexpected: [1] })
      const current = object[name]
      object[name] =
        typeof current === 'string'
          ? 12345
          : typeof current === 'number'
            ? '12345'
            : typeof current === 'boolean'
              ? 'true'
              : { nested: true }
      return JSON.stringify(object)
    }
    case 'null-field':
      return JSON.stringify(name === undefined ? null : { ...object, [name]: null })
    case 'missing-field': {
      const required = schema === undefined ? [] : (resolveRef(schema, document).required ?? [])
      const missing = pick(required)
      if (missing !== undefined) delete object[missing]
      return JSON.stringify(missing === undefined ? { ...object, unexpected: true } : object)
    }
    case 'unknown-field':
      return JSON.stringify({ ...object, __fuzz_unknown: 'x' })
    case 'huge-string':
      // Past the 1 MB body limit.
      return JSON.stringify({ ...object, [name ?? 'huge']: 'x'.repeat(1_100_000) })
    case 'proto-key':
      return JSON.stringify(object).replace(/^\{/, '{"__proto__":{"isAdmin":true},').replace(',}', '}')
    case 'constructor-key':
      return JSON.stringify(object).replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},').replace(',}', '}')
    case 'bad-json':
      return JSON.stringify(object).slice(0, -1) + ',"'
    case 'no-body':
      return ''
    case 'not-an-object':
      return pick(['[]', '"text"', '42', 'null', 'true', '[{"a":1}]']) ?? '[]'
    case 'deep-nesting':
      return `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    default:
      return JSON.stringify(body)
  }
}

/** `count` requests, the same for the same seed. About one in three is valid. */
export function fuzzRequests(count: number, seed: number): FuzzRequest[] {
  const operations = jsonOperations()
  const request = fc
    .record({
      operation: fc.constantFrom(...operations),
      kind: fc.oneof(
        { weight: 1, arbitrary: fc.constant<RequestKind>('valid') },
        { weight: 2, arbitrary: fc.constantFrom<RequestKind>(...hostileKinds) },
      ),
      choice: fc.nat(),
    })
    .chain(({ operation, kind, choice }) =>
      (operation.schema === undefined ? fc.constant({}) : valueOf(operation.schema, document)).map(
        (body): FuzzRequest => {
          const pick = (names: string[]) => (names.length === 0 ? undefined : names[choice % names.length])
          const authKinds = new Set<RequestKind>(['no-token', 'forged-token', 'other-account'])
          // Token attacks only mean something on a call that needs a session.
          const effective: RequestKind = authKinds.has(kind) && !operation.secured ? 'unknown-field' : kind
          return {
            path: operation.path,
            kind: effective,
            contentType:
              effective === 'wrong-content-type'
                ? 'text/plain'
                : effective === 'no-body' && choice % 2 === 0
                  ? undefined
                  : json,
            body:
              authKinds.has(effective) || effective === 'valid' || effective === 'wrong-content-type'
                ? JSON.stringify(body)
                : mutate(effective, body, operation.schema, pick),
            auth:
              effective === 'no-token'
                ? 'none'
                : effective === 'forged-token'
                  ? 'forged'
                  : effective === 'other-account'
                    ? 'other-account'
                    : operation.secured
                      ? 'session'
                      : 'none',
          }
        },
      ),
    )
  return fc.sample(request, { numRuns: count, seed })
}
