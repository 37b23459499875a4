// Forced catalogue errors and transport faults waiting for the next calls of a path.
import type { ErrorId } from '#openapi/generated/errors.ts'

export type FaultKind = 'delay' | 'hang' | 'reset' | 'malformed' | 'html' | 'http'

export interface ForcedError {
  path: string
  id: ErrorId
  params: Readonly<Record<string, string>>
  remaining: number
}

export interface Fault {
  /** A contract path, or `*` for every path. */
  path: string
  kind: FaultKind
  delayMs: number | undefined
  status: number | undefined
  remaining: number
}

/** How many scenarios a world may hold at once, so a runaway test cannot grow memory. */
export const maxPendingScenarios = 100

export class Scenarios {
  readonly forcedErrors: ForcedError[] = []
  readonly faults: Fault[] = []

  addForcedError(error: ForcedError): void {
    if (this.forcedErrors.length >= maxPendingScenarios) throw new RangeError('too many pending forced errors')
    this.forcedErrors.push(error)
  }

  addFault(fault: Fault): void {
    if (this.faults.length >= maxPendingScenarios) throw new RangeError('too many pending faults')
    this.faults.push(fault)
  }

  /** The first forced error for this path, counted as used. */
  takeForcedError(path: string): ForcedError | undefined {
    return take(this.forcedErrors, (entry) => entry.path === path)
  }

  /** The first fault for this path (or for every path), counted as used. */
  takeFault(path: string): Fault | undefined {
    return take(this.faults, (entry) => entry.path === path || entry.path === '*')
  }

  /** Whether a forced error or a fault waits for this path (or a fault for every path). */
  steers(path: string): boolean {
    return (
      this.forcedErrors.some((entry) => entry.path === path) ||
      this.faults.some((entry) => entry.path === path || entry.path === '*')
    )
  }

  clearForcedErrors(): void {
    this.forcedErrors.length = 0
  }

  clearFaults(): void {
    this.faults.length = 0
  }
}

function take<T extends { remaining: number }>(list: T[], matches: (entry: T) => boolean): T | undefined {
  if (list.length === 0) return undefined
  const index = list.findIndex(matches)
  const entry = list[index]
  if (entry === undefined) return undefined
  entry.remaining -= 1
  if (entry.remaining <= 0) list.splice(index, 1)
  return { ...entry }
}
