// House rules of the contract that the tools do not check: every operation can be called
// by the contract suite (a valid example), documents the answers the mock can give, and
// bounds the text a request may send where the text is a figure (but a price).
import { describe, expect, it } from 'vitest'

import { describeValidationError, requestValidator } from '../mock-server/src/backend/engine/contract.ts'
import { isErrorId } from './generated/errors.ts'
import document from './generated/openapi.json' with { type: 'json' }

interface Operation {
  operationId: string
  security?: unknown[]
  'x-errors'?: string[]
  requestBody?: { required?: boolean; content: Record<string, { example?: unknown }> }
  responses: Record<string, unknown>
}

const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
)
/** Follows a local $ref of the bundled document (`#/components/schemas/...`). */
function resolve(schema: unknown): unknown {
  const ref = (schema as { $ref?: string } | undefined)?.$ref
  if (ref === undefined) return schema
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')],
      document,
    )
}

const globalSecurity = (document as { security?: unknown[] }).security ?? []

// Prices were released unbounded (1.0.0), and a bound is a break for an installed app; the
// rules judge a price of any length (beyond the day's band, or more than a bid's funds).
const pricesJudgedByRules = new Set(['buy_price', 'sell_price', 'bid_price'])

describe.each(operations.map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry] as const))(
  '%s',
  (_, { path, method, operation }) => {
    const multipart = operation.requestBody?.content['multipart/form-data']
    if (multipart === undefined)
      it('is a POST with a required JSON body and a valid example', () => {
        expect(method).toBe('post')
        expect(operation.requestBody?.required).toBe(true)
        const media = operation.requestBody?.content['application/json']
        expect(media && 'example' in media, 'requestBody example').toBe(true)
        const validate = requestValidator(path)
        expect(validate(media?.example), describeValidationError(validate.errors)).toBe(true)
      })
    else
      it('is an upload: a POST with a required multipart body of named file fields only', () => {
        expect(method).toBe('post')
        expect(operation.requestBody?.required).toBe(true)
        expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(['multipart/form-data'])
        const schema = resolve((multipart as { schema?: unknown }).schema) as
          | {
              type?: string
              additionalProperties?: boolean
              required?: string[]
              properties?: Record<string, { type?: string; contentMediaType?: string }>
            }
          | undefined
        expect(schema?.type).toBe('object')
        expect(schema?.additionalProperties).toBe(false)
        expect(schema?.required).toEqual(Object.keys(schema?.properties ?? {}))
        for (const field of Object.values(schema?.properties ?? {}))
          expect(field).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' })
      })

    it('bounds every patterned text of its body (an amount, a code) but a price: longer input is invalid', () => {
      const media = operation.requestBody?.content['application/json'] as { schema?: unknown } | undefined
      const body = resolve(media?.schema) as { properties?: Record<string, unknown> } | undefined
      const unbounded = Object.entries(body?.properties ?? {}).filter(([name, property]) => {
        if (pricesJudgedByRules.has(name)) return false
        const field = resolve(property) as { type?: string; pattern?: string; maxLength?: number }
        // A pattern that repeats without end (+, *, {n,}) lets any length through unless maxLength stops it.
        return field.type === 'string' && /[+*]|\{\d+,\}/.test(field.pattern ?? '') && field.maxLength === undefined
      })
      expect(unbounded.map(([name]) => name)).toEqual([])
    })

    it('lists its catalogue errors by known ids', () => {
      expect(Array.isArray(operation['x-errors'])).toBe(true)
      expect((operation['x-errors'] ?? []).filter((id) => !isErrorId(id))).toEqual([])
    })

    it('documents bad input (400, 413, 415), server failure and (when secured) a missing session', () => {
      const secured = (operation.security ?? globalSecurity).length > 0
      const documented = Object.keys(operation.responses)
      expect(documented).toEqual(
        expect.arrayContaining(['200', '400', '413', '415', '500', ...(secured ? ['401'] : [])]),
      )
    })
  },
)

it('has unique operation ids', () => {
  const ids = operations.map((entry) => entry.operation.operationId)
  expect(new Set(ids).size).toBe(ids.length)
})
