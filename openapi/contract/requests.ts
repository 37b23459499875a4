// The body each operation is sent with (its example, with the fields `x-contract: {uses}`
// names filled in at run time) and the order the operations run in.
import { randomInt } from 'node:crypto'

import { type ContractOperation, operationName } from './operations.ts'

/** Operations that end the session they are called with: they get a session of their own and run last. */
export const sessionEnding: ReadonlySet<string> = new Set(['/user/logout'])

/** A 10-digit mobile number starting with 09 that no test account uses. */
export function unusedAccount(): string {
  return `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

/** A 1x1 PNG: the file every upload of the suite sends. */
export const samplePng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)

/**
 * The body of `operation`: a multipart form with an image in each file field for an upload,
 * else its JSON example with `values` (the fields its `uses` name) put in.
 */
export function requestBody(operation: ContractOperation, values: Readonly<Record<string, unknown>> = {}): unknown {
  if (operation.fileFields !== undefined) {
    const form = new FormData()
    for (const field of operation.fileFields)
      form.append(field, new Blob([samplePng], { type: 'image/png' }), 'sample.png')
    return form
  }
  if (operation.example === undefined) throw new Error(`${operationName(operation)} has no request example`)
  const example = operation.example.value
  if (Object.keys(values).length === 0) return example
  if (example === null || typeof example !== 'object' || Array.isArray(example)) {
    throw new Error(`${operationName(operation)}: x-contract uses needs an example that is an object`)
  }
  return { ...example, ...values }
}

/** The operations whose earlier answers `operation` uses (`/path#...` sources, not fresh calls). */
function answersUsed(operation: ContractOperation): string[] {
  return Object.values(operation.uses).flatMap((source) =>
    source.kind === 'answer' && !source.fresh ? [source.path] : [],
  )
}

/**
 * Document order, except that an operation runs after every operation whose answer it uses,
 * and session-ending operations run last.
 */
export function runOrder(operations: readonly ContractOperation[]): ContractOperation[] {
  const byPath = new Map(operations.map((operation) => [operation.path, operation]))
  const ordered: ContractOperation[] = []
  const placed = new Set<ContractOperation>()
  const visiting = new Set<ContractOperation>()
  const place = (operation: ContractOperation) => {
    if (placed.has(operation)) return
    if (visiting.has(operation))
      throw new Error(`x-contract uses go round in a circle through ${operationName(operation)}`)
    visiting.add(operation)
    for (const path of answersUsed(operation)) {
      const used = byPath.get(path)
      if (used === undefined)
        throw new Error(`${operationName(operation)} uses ${path}, which is not an operation of the run`)
      place(used)
    }
    visiting.delete(operation)
    placed.add(operation)
    ordered.push(operation)
  }
  for (const operation of operations) if (!sessionEnding.has(operation.path)) place(operation)
  for (const operation of operations) if (sessionEnding.has(operation.path)) place(operation)
  return ordered
}
