// Every change between two contracts, per call and field, and whom it breaks. The contract
// describes an upstream that does not change with us, and an app already installed on phones
// does not change either; so a change breaks
//   - the app (the consumer) when an installed app can no longer understand an answer: a field
//     it reads removed or renamed, made optional or nullable, given a new type, a new value of
//     a field it decides on, a catalogue message it translates changed or removed, a call it
//     makes removed; or when the contract now refuses what an installed app may send;
//   - the upstream (the provider) when the contract now claims something of the upstream that
//     it did not before: a request field it must require, a value it never received, an answer
//     field it must always send, a value it must no longer send, a call it is said to have;
//   - nobody (compatible) otherwise: what it adds is listed.
// The rule ids follow oasdiff's names where oasdiff has the rule.
import { type FieldFacts, type OperationFacts, type Side } from './fields.ts'
import { describeField, type FieldReading, parentOf, readingsOf } from './reads.ts'
import type { AppUsage } from './usage.ts'

export type Party = 'app' | 'upstream'

export interface Change {
  /** The call (`/trade/stockdetails`), or `catalogue` for a catalogue entry. */
  operation: string
  area: string
  side: Side | 'call' | 'catalogue'
  /** The field (`data.price`), or the catalogue id; empty for the call itself. */
  field: string
  rule: string
  /** Whom it breaks; empty when compatible. */
  breaks: Party[]
  /** What changed and why it breaks or not, in plain words. */
  words: string
}

export interface CatalogueEntry {
  message: string
  /** spec, upstream, designed or transport (errors.yaml). */
  source: string
}

export interface ContractState {
  /** What it is: `working tree`, a git ref, a file. */
  label: string
  version: string
  operations: OperationFacts[]
  /** The catalogue by id; undefined when the source has none (a bare bundled document). */
  catalogue?: Map<string, CatalogueEntry>
  /** The catalogue ids the app translates. */
  translated?: Set<string>
}

const sitesText = (sites: string[]) =>
  sites.length === 0 ? '' : ` (${sites[0]}${sites.length > 1 ? ` and ${sites.length - 1} more` : ''})`

const readWords = (reading: FieldReading | undefined) =>
  reading?.read ? `the app reads it${sitesText(reading.sites)}` : 'the app never reads it'

const list = (values: string[]) => values.join(', ')

/** `dropped …, added …`, each part with its note, either left out when empty. */
function constraintWords(loosened: string[], tightened: string[], droppedNote = '', addedNote = ''): string {
  return [
    loosened.length > 0 ? `dropped ${list(loosened)}${droppedNote}` : '',
    tightened.length > 0 ? `added ${list(tightened)}${addedNote}` : '',
  ]
    .filter(Boolean)
    .join(', ')
}

/** Paths of a side present in one map and not the other, without those whose parent is too. */
function outermostOnly(paths: string[]): string[] {
  const set = new Set(paths)
  return paths.filter((path) => {
    for (let parent = parentOf(path); parent !== ''; parent = parentOf(parent)) if (set.has(parent)) return false
    return true
  })
}

const sameShape = (a: FieldFacts, b: FieldFacts) =>
  a.required === b.required &&
  a.nullable === b.nullable &&
  a.types.join() === b.types.join() &&
  (a.values ?? []).join() === (b.values ?? []).join()

interface FieldChange {
  rule: string
  breaks: Party[]
  words: string
}

/** A response field present in both: what changed, against what the app does with it. */
function responseFieldChanges(before: FieldFacts, after: FieldFacts, reading: FieldReading | undefined): FieldChange[] {
  const read = reading?.read === true
  const app: Party[] = read ? ['app'] : []
  const changes: FieldChange[] = []
  if (before.required && !after.required)
    changes.push({
      rule: 'response-property-became-optional',
      breaks: app,
      words: `may now be left out; ${readWords(reading)}`,
    })
  if (!before.required && after.required)
    changes.push({
      rule: 'response-property-became-required',
      breaks: ['upstream'],
      words: 'the upstream must now always send it',
    })
  if (!before.nullable && after.nullable)
    changes.push({
      rule: 'response-property-became-nullable',
      breaks: app,
      words: `may now be null; ${readWords(reading)}`,
    })
  if (before.nullable && !after.nullable)
    changes.push({
      rule: 'response-property-became-not-nullable',
      breaks: ['upstream'],
      words: 'the upstream must no longer send null',
    })
  const added = after.types.filter((type) => !before.types.includes(type) && !before.types.includes('any'))
  const removed = before.types.filter((type) => !after.types.includes(type) && !after.types.includes('any'))
  if (added.length > 0)
    changes.push({
      rule: 'response-property-type-widened',
      breaks: app,
      words: `may now be ${list(added)} (was ${list(before.types)}); ${readWords(reading)}`,
    })
  if (removed.length > 0)
    changes.push({
      rule: 'response-property-type-narrowed',
      breaks: ['upstream'],
      words: `is no longer ${list(removed)}: the upstream must not send it`,
    })
  const valuesAdded =
    before.values === undefined
      ? []
      : after.values === undefined
        ? ['any value']
        : after.values.filter((v) => !before.values?.includes(v))
  const valuesRemoved =
    before.values === undefined
      ? after.values === undefined
        ? []
        : ['values outside ' + list(after.values)]
      : before.values.filter((v) => after.values !== undefined && !after.values.includes(v))
  if (valuesAdded.length > 0) {
    const switched = reading?.switched === true
    const use = switched
      ? `the app decides on it${sitesText(reading?.sites ?? [])}`
      : read
        ? 'the app reads it but decides nothing on it'
        : 'the app never reads it'
    changes.push({
      rule: 'response-property-enum-value-added',
      breaks: switched ? ['app'] : [],
      words: `new value ${list(valuesAdded)}; ${use}`,
    })
  }
  if (valuesRemoved.length > 0)
    changes.push({
      rule: 'response-property-enum-value-removed',
      breaks: ['upstream'],
      words: `no longer ${list(valuesRemoved)}: the upstream must not send it`,
    })
  const loosened = before.constraints.filter((constraint) => !after.constraints.includes(constraint))
  const tightened = after.constraints.filter((constraint) => !before.constraints.includes(constraint))
  if (loosened.length > 0 || tightened.length > 0) {
    const breaks: Party[] = [
      ...(loosened.length > 0 ? app : []),
      ...(tightened.length > 0 ? (['upstream'] as const) : []),
    ]
    changes.push({
      rule: 'response-property-constraint-changed',
      breaks,
      words: `constraints ${constraintWords(loosened, tightened)}; ${readWords(reading)}`,
    })
  }
  if (before.closed !== after.closed)
    changes.push({
      rule: after.closed ? 'response-property-became-closed' : 'response-property-became-open',
      breaks: [],
      words: after.closed
        ? 'lists every field it may have (others are drift)'
        : 'may now carry fields it does not list',
    })
  return changes
}

/** A request field present in both: what changed, against what the upstream and installed apps do. */
function requestFieldChanges(before: FieldFacts, after: FieldFacts): FieldChange[] {
  const changes: FieldChange[] = []
  if (!before.required && after.required)
    changes.push({
      rule: 'request-property-became-required',
      breaks: ['upstream', 'app'],
      words: 'now required: the upstream is said to refuse calls without it, and an installed app may leave it out',
    })
  if (before.required && !after.required)
    changes.push({
      rule: 'request-property-became-optional',
      breaks: ['upstream'],
      words: 'may now be left out: the upstream must accept calls without it',
    })
  if (!before.nullable && after.nullable)
    changes.push({
      rule: 'request-property-became-nullable',
      breaks: ['upstream'],
      words: 'may now be sent as null: the upstream must accept it',
    })
  if (before.nullable && !after.nullable)
    changes.push({
      rule: 'request-property-became-not-nullable',
      breaks: ['app'],
      words: 'null is refused now: an installed app may send it',
    })
  const added = after.types.filter((type) => !before.types.includes(type) && !before.types.includes('any'))
  const removed = before.types.filter((type) => !after.types.includes(type) && !after.types.includes('any'))
  if (added.length > 0)
    changes.push({
      rule: 'request-property-type-widened',
      breaks: ['upstream'],
      words: `may now be sent as ${list(added)}: the upstream must accept it`,
    })
  if (removed.length > 0)
    changes.push({
      rule: 'request-property-type-narrowed',
      breaks: ['app'],
      words: `${list(removed)} is refused now: an installed app may send it`,
    })
  const valuesAdded =
    before.values === undefined
      ? []
      : after.values === undefined
        ? ['any value']
        : after.values.filter((v) => !before.values?.includes(v))
  const valuesRemoved =
    before.values === undefined
      ? after.values === undefined
        ? []
        : ['values outside ' + list(after.values)]
      : before.values.filter((v) => after.values !== undefined && !after.values.includes(v))
  if (valuesAdded.length > 0)
    changes.push({
      rule: 'request-property-enum-value-added',
      breaks: ['upstream'],
      words: `new value ${list(valuesAdded)} sent: the upstream must accept it`,
    })
  if (valuesRemoved.length > 0)
    changes.push({
      rule: 'request-property-enum-value-removed',
      breaks: ['app'],
      words: `${list(valuesRemoved)} refused now: an installed app may send it`,
    })
  const loosened = before.constraints.filter((constraint) => !after.constraints.includes(constraint))
  const tightened = after.constraints.filter((constraint) => !before.constraints.includes(constraint))
  if (loosened.length > 0 || tightened.length > 0) {
    const breaks: Party[] = [
      ...(loosened.length > 0 ? (['upstream'] as const) : []),
      ...(tightened.length > 0 ? (['app'] as const) : []),
    ]
    changes.push({
      rule: 'request-property-constraint-changed',
      breaks,
      words: `constraints ${constraintWords(
        loosened,
        tightened,
        ' (the upstream must accept more)',
        ' (an installed app may send what is refused now)',
      )}`,
    })
  }
  return changes
}

function sideChanges(
  side: Side,
  before: Map<string, FieldFacts>,
  after: Map<string, FieldFacts>,
  readings: Map<string, FieldReading>,
): Array<FieldChange & { field: string }> {
  const changes: Array<FieldChange & { field: string }> = []
  const removed = outermostOnly([...before.keys()].filter((path) => !after.has(path)))
  const added = outermostOnly([...after.keys()].filter((path) => !before.has(path)))
  // A field removed and one added beside it with the same shape: a rename.
  const renamed = new Map<string, string>()
  for (const path of removed) {
    const old = before.get(path) as FieldFacts
    const candidates = added.filter(
      (other) =>
        parentOf(other) === parentOf(path) && !renamed.has(other) && sameShape(old, after.get(other) as FieldFacts),
    )
    if (candidates.length === 1) renamed.set(candidates[0] as string, path)
  }
  for (const path of removed) {
    const old = before.get(path) as FieldFacts
    const newName = [...renamed.entries()].find(([, from]) => from === path)?.[0]
    if (side === 'response') {
      const reading = readings.get(path)
      changes.push({
        field: path,
        rule:
          newName !== undefined
            ? 'response-property-renamed'
            : old.required
              ? 'response-required-property-removed'
              : 'response-optional-property-removed',
        breaks: reading?.read ? ['app'] : [],
        words: `${newName !== undefined ? `renamed to ${newName}` : 'removed'}; ${readWords(reading)}`,
      })
    } else {
      changes.push({
        field: path,
        rule: newName !== undefined ? 'request-property-renamed' : 'request-property-removed',
        breaks: old.required ? ['upstream'] : [],
        words:
          (newName !== undefined ? `renamed to ${newName}` : 'removed') +
          (old.required ? ': the app stops sending a field the upstream required' : ''),
      })
    }
  }
  for (const path of added) {
    if (renamed.has(path)) continue
    const field = after.get(path) as FieldFacts
    if (side === 'response') {
      changes.push({
        field: path,
        rule: field.required ? 'response-required-property-added' : 'response-optional-property-added',
        breaks: field.required ? ['upstream'] : [],
        words: `added: ${describeField(field)}${field.required ? '; the upstream must always send it' : ''}`,
      })
    } else {
      changes.push({
        field: path,
        rule: field.required ? 'new-required-request-property' : 'new-optional-request-property',
        breaks: field.required ? ['upstream', 'app'] : [],
        words:
          `added: ${describeField(field)}` +
          (field.required
            ? '; required: the upstream is said to refuse calls without it, and an installed app leaves it out'
            : ''),
      })
    }
  }
  for (const [path, old] of before) {
    const now = after.get(path)
    if (now === undefined) continue
    const found =
      side === 'response' ? responseFieldChanges(old, now, readings.get(path)) : requestFieldChanges(old, now)
    changes.push(...found.map((change) => ({ ...change, field: path })))
  }
  return changes
}

function operationChanges(before: OperationFacts, after: OperationFacts, usage: AppUsage): Change[] {
  const base = { operation: after.path, area: after.area }
  const changes: Change[] = []
  if (before.upstream !== after.upstream) {
    changes.push(
      after.upstream === 'known'
        ? {
            ...base,
            side: 'call',
            field: '',
            rule: 'endpoint-became-known',
            breaks: ['upstream'],
            words: 'now said to be a call the upstream has: the contract suite checks it against the upstream',
          }
        : {
            ...base,
            side: 'call',
            field: '',
            rule: 'endpoint-became-designed',
            breaks: [],
            words: 'now designed here: the contract suite no longer checks it against the upstream',
          },
    )
  }
  const errorsAdded = after.errors.filter((id) => !before.errors.includes(id))
  const errorsRemoved = before.errors.filter((id) => !after.errors.includes(id))
  if (errorsAdded.length > 0)
    changes.push({
      ...base,
      side: 'call',
      field: '',
      rule: 'operation-errors-added',
      breaks: [],
      words: `may now answer ${list(errorsAdded)}`,
    })
  if (errorsRemoved.length > 0)
    changes.push({
      ...base,
      side: 'call',
      field: '',
      rule: 'operation-errors-removed',
      breaks: [],
      words: `no longer answers ${list(errorsRemoved)}`,
    })
  const readings = readingsOf(before, usage)
  for (const side of ['request', 'response'] as const) {
    for (const change of sideChanges(side, before[side], after[side], readings))
      changes.push({ ...base, side, ...change })
  }
  // A designed call has no upstream yet: what it asks of one breaks nothing that exists.
  if (before.upstream === 'designed') {
    for (const change of changes) {
      if (change.rule === 'endpoint-became-known' || !change.breaks.includes('upstream')) continue
      change.breaks = change.breaks.filter((party) => party !== 'upstream')
      change.words += ' (a designed call: no upstream has it yet)'
    }
  }
  return changes
}

function catalogueChanges(before: ContractState, after: ContractState): Change[] {
  if (before.catalogue === undefined || after.catalogue === undefined) return []
  const translated = before.translated ?? new Set<string>()
  const changes: Change[] = []
  const base = { operation: 'catalogue', area: 'catalogue', side: 'catalogue' } as const
  for (const [id, entry] of before.catalogue) {
    const now = after.catalogue.get(id)
    const app: Party[] = translated.has(id) ? ['app'] : []
    const appWords = translated.has(id)
      ? 'an installed app translates it by its text'
      : 'the app has no translation of it'
    if (now === undefined) {
      changes.push({
        ...base,
        field: id,
        rule: 'catalogue-message-removed',
        breaks: app,
        words: `removed (${entry.message}); ${appWords}`,
      })
    } else if (now.message !== entry.message) {
      const upstream: Party[] = entry.source === 'spec' || entry.source === 'upstream' ? ['upstream'] : []
      changes.push({
        ...base,
        field: id,
        rule: 'catalogue-message-changed',
        breaks: [...app, ...upstream],
        words:
          `${entry.message} → ${now.message}; ` +
          `${appWords}${upstream.length > 0 ? `; the upstream sends the old text (${entry.source})` : ''}`,
      })
    }
  }
  for (const [id, entry] of after.catalogue) {
    if (!before.catalogue.has(id))
      changes.push({
        ...base,
        field: id,
        rule: 'catalogue-message-added',
        breaks: [],
        words: `added: ${entry.message}`,
      })
  }
  return changes
}

/** Every change from `before` to `after`, judged against what the app reads (`usage`). */
export function classify(before: ContractState, after: ContractState, usage: AppUsage): Change[] {
  const changes: Change[] = []
  const afterByPath = new Map(after.operations.map((operation) => [operation.path, operation]))
  const beforeByPath = new Map(before.operations.map((operation) => [operation.path, operation]))
  for (const old of before.operations) {
    const now = afterByPath.get(old.path)
    if (now === undefined) {
      const called = usage.calls.includes(old.path)
      changes.push({
        operation: old.path,
        area: old.area,
        side: 'call',
        field: '',
        rule: 'endpoint-removed',
        breaks: called ? ['app'] : [],
        words: called ? 'removed; the app calls it' : 'removed; the app never calls it',
      })
    } else {
      changes.push(...operationChanges(old, now, usage))
    }
  }
  for (const now of after.operations) {
    if (beforeByPath.has(now.path)) continue
    changes.push({
      operation: now.path,
      area: now.area,
      side: 'call',
      field: '',
      rule: 'endpoint-added',
      breaks: now.upstream === 'known' ? ['upstream'] : [],
      words:
        now.upstream === 'known'
          ? 'added, said to be a call the upstream has: the contract suite checks it against the upstream'
          : `added, designed here (${now.response.size} answer fields)`,
    })
  }
  changes.push(...catalogueChanges(before, after))
  return changes
}

export const isBreaking = (change: Change) => change.breaks.length > 0
