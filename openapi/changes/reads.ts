// The app's reads (usage.ts) laid over the fields of each operation (fields.ts): which answer
// fields of which calls the app reads and decides on, and which it never reads.
import type { FieldFacts, OperationFacts } from './fields.ts'
import type { AppUsage } from './usage.ts'

export interface FieldReading {
  read: boolean
  /** The app decides on its value (switch, equality, lookup). */
  switched: boolean
  /** Where the app reads it (or, for a field read only through its parts, where it reads those). */
  sites: string[]
}

/** The envelope's own fields: the request layer reads them for every call. */
const envelope = new Set(['status', 'msg', 'data'])

/** `data.list[].price` → `data.list[]` → `data.list` → `data` → ''. */
export function parentOf(path: string): string {
  const match = /(\[\]|\.[^.[\]]+)$/.exec(path)
  return match === null ? '' : path.slice(0, match.index)
}

/** For each answer field of `operation`, whether the app reads it. */
export function readingsOf(operation: OperationFacts, usage: AppUsage): Map<string, FieldReading> {
  const called = usage.calls.includes(operation.path)
  const readings = new Map<string, FieldReading>()
  for (const field of operation.response.values()) {
    const reads = field.declaredAt.map((chain) => usage.reads[chain]).filter((read) => read !== undefined)
    readings.set(field.path, {
      read: called && (reads.length > 0 || envelope.has(field.path)),
      switched: called && reads.some((read) => read.switched),
      sites: called ? [...new Set(reads.flatMap((read) => read.sites))].sort() : [],
    })
  }
  // Reading a part of a field reads the field: `data.list[].price` read means `data.list` is.
  for (const [path, reading] of readings) {
    if (!reading.read) continue
    for (let parent = parentOf(path); parent !== ''; parent = parentOf(parent)) {
      const above = readings.get(parent)
      if (above === undefined) break
      above.read = true
      if (above.sites.length === 0) above.sites = reading.sites
    }
  }
  return readings
}

export interface AreaCount {
  area: string
  operations: number
  fields: number
  read: number
  neverRead: number
}

export interface UsageReport {
  areas: AreaCount[]
  totals: Omit<AreaCount, 'area'>
  /** The answer fields the app never reads, by call: `/trade/kline` → `data[].amount`... */
  neverRead: Record<string, string[]>
  /** The calls of the contract the app never makes. */
  neverCalled: string[]
}

/** Counts of the fields the app reads and never reads, per area, over every call's answer. */
export function usageReport(operations: OperationFacts[], usage: AppUsage): UsageReport {
  const areas = new Map<string, AreaCount>()
  const neverRead: Record<string, string[]> = {}
  for (const operation of operations) {
    const count = areas.get(operation.area) ?? { area: operation.area, operations: 0, fields: 0, read: 0, neverRead: 0 }
    count.operations += 1
    const unread: string[] = []
    for (const [path, reading] of readingsOf(operation, usage)) {
      // The envelope is the request layer's, not a field of the call.
      if (path === 'status' || path === 'msg' || path === 'data') continue
      count.fields += 1
      if (reading.read) count.read += 1
      else unread.push(path)
    }
    count.neverRead += unread.length
    if (unread.length > 0) neverRead[operation.path] = unread
    areas.set(operation.area, count)
  }
  const list = [...areas.values()]
  const sum = (key: 'operations' | 'fields' | 'read' | 'neverRead') =>
    list.reduce((total, area) => total + area[key], 0)
  return {
    areas: list,
    totals: { operations: sum('operations'), fields: sum('fields'), read: sum('read'), neverRead: sum('neverRead') },
    neverRead,
    neverCalled: operations
      .filter((operation) => !usage.calls.includes(operation.path))
      .map((operation) => operation.path),
  }
}

/** A field's own facts, for words: `string`, `integer or null`, `one of 1, 2, 3`. */
export function describeField(field: FieldFacts): string {
  const types = field.types.join(' or ')
  const values = field.values === undefined ? '' : ` (one of ${field.values.join(', ')})`
  return `${types}${field.nullable ? ' or null' : ''}${values}`
}
