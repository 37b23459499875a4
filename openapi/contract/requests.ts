// The body each operation is sent with: its example, except where an example cannot work
// as is (a registration needs an unused account; a login uses the suite's credentials).
import { randomInt } from 'node:crypto'
import type { ContractOperation } from './operations.ts'
import type { ContractSettings } from './settings.ts'

/** Operations that end the session they are called with: they get a session of their own and run last. */
export const sessionEnding: ReadonlySet<string> = new Set(['/user/logout'])

/** A 10-digit mobile number starting with 09 that no test account uses. */
export function unusedAccount(): string {
  return `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

type Adjust = (example: Record<string, unknown>, settings: ContractSettings) => Record<string, unknown>

const adjustments: Record<string, Adjust> = {
  '/user/login': (example, settings) => ({ ...example, account: settings.account, password: settings.password }),
  '/user/register': (example) => ({ ...example, account: unusedAccount() }),
}

/** A 1x1 PNG: the file every upload of the suite sends. */
export const samplePng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)

export function requestBody(operation: ContractOperation, settings: ContractSettings): unknown {
  if (operation.fileFields !== undefined) {
    const form = new FormData()
    for (const field of operation.fileFields) form.append(field, new Blob([samplePng], { type: 'image/png' }), 'sample.png')
    return form
  }
  if (operation.example === undefined) throw new Error(`${operation.method.toUpperCase()} ${operation.path} has no request example`)
  const adjust = adjustments[operation.path]
  const example = operation.example.value
  return adjust === undefined || example === null || typeof example !== 'object' ? example : adjust(example as Record<string, unknown>, settings)
}

/** Session-ending operations last, the rest in document order. */
export function runOrder(operations: readonly ContractOperation[]): ContractOperation[] {
  return [...operations.filter((op) => !sessionEnding.has(op.path)), ...operations.filter((op) => sessionEnding.has(op.path))]
}
