// Which answer fields the app reads, for the suite against an upstream: a break in a field the
// app never reads is reported as a note, since no screen depends on it. Derived from the app's
// TypeScript (openapi/changes/usage.ts), once per process and kept on disk until the app
// changes.
import { resolve } from 'node:path'

import document from '#openapi/generated/openapi.json' with { type: 'json' }

import { operationFacts } from '../changes/fields.ts'
import { readingsOf } from '../changes/reads.ts'
import { cachedAppUsage } from '../changes/usage.ts'

/** Whether the app reads `field` (`data[].price`) of the answer of the call at `path`. */
export type AppReads = (path: string, field: string) => boolean

let reads: AppReads | undefined

export function appReads(): AppReads {
  if (reads !== undefined) return reads
  const operations = operationFacts(document)
  const usage = cachedAppUsage(
    resolve(import.meta.dirname, '../..'),
    new Set(operations.map((operation) => operation.path)),
  )
  const byPath = new Map(operations.map((operation) => [operation.path, readingsOf(operation, usage)]))
  // A field the contract does not describe is not the app's to read: it is judged (a break).
  reads = (path, field) => byPath.get(path)?.get(field)?.read ?? true
  return reads
}
