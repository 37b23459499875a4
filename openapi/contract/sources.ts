// Where a request field of a contract example comes from when the suite runs it
// (`x-contract: {uses: {field: source}}`), so that examples never depend on one server's
// data:
//
//   $account, $password      the account the call runs with, and its login password
//   $fundPassword            the suite's fund password (CONTRACT_FUND_PASSWORD)
//   $unusedAccount           a fresh mobile number (registration)
//   /trade/userstocklist#/data/0/id
//                            a value of an earlier answer of the same run: a JSON pointer
//                            into that operation's answer envelope, where a segment may be
//                            `*` (every element of an array) or `[field=value,...]` (the
//                            first element whose fields have those values)
//   call /common/upload1#/data
//                            the same, from a call of that operation made just before, with
//                            the same session (a value that must be new, such as an upload)

export const settingNames = ['account', 'password', 'fundPassword', 'unusedAccount'] as const
export type SettingName = (typeof settingNames)[number]

export type Segment = { key: string } | { every: true } | { where: Readonly<Record<string, string>> }

export type Source =
  | { kind: 'setting'; name: SettingName; text: string }
  | { kind: 'answer'; path: string; segments: readonly Segment[]; fresh: boolean; text: string }

export class SourceError extends Error {}

function parseSegment(raw: string, text: string): Segment {
  if (raw === '*') return { every: true }
  const filter = /^\[(.+)\]$/.exec(raw)
  if (filter === null) return { key: raw.replaceAll('~1', '/').replaceAll('~0', '~') }
  const where: Record<string, string> = {}
  for (const condition of (filter[1] ?? '').split(',')) {
    const [field, value, ...rest] = condition.split('=')
    if (field === undefined || field.trim() === '' || value === undefined || rest.length > 0) {
      throw new SourceError(`'${text}': a filter is [field=value,...], not '${raw}'`)
    }
    where[field.trim()] = value.trim()
  }
  return { where }
}

export function parseSource(text: string): Source {
  if (text.startsWith('$')) {
    const name = text.slice(1)
    if (!(settingNames as readonly string[]).includes(name)) {
      throw new SourceError(
        `'${text}' is not a suite value (${settingNames.map((setting) => `$${setting}`).join(', ')})`,
      )
    }
    return { kind: 'setting', name: name as SettingName, text }
  }
  const found = /^(call )?(\/[^#\s]+)#(\/.*)?$/.exec(text)
  if (found === null) throw new SourceError(`'${text}' is neither $value, /path#/pointer nor call /path#/pointer`)
  const [, call, path = '', pointer = ''] = found
  const segments =
    pointer === ''
      ? []
      : pointer
          .slice(1)
          .split('/')
          .map((raw) => parseSegment(raw, text))
  return { kind: 'answer', path, segments, fresh: call !== undefined, text }
}

export type Selection = { found: true; value: unknown } | { found: false }

const matches = (element: unknown, where: Readonly<Record<string, string>>) =>
  element !== null &&
  typeof element === 'object' &&
  Object.entries(where).every(([field, value]) => String((element as Record<string, unknown>)[field]) === value)

/** The value `segments` point at inside `value`, or `{found: false}` when nothing is there. */
export function select(value: unknown, segments: readonly Segment[]): Selection {
  const [segment, ...rest] = segments
  if (segment === undefined) return value === undefined ? { found: false } : { found: true, value }
  if ('every' in segment) {
    if (!Array.isArray(value)) return { found: false }
    const values: unknown[] = []
    for (const element of value) {
      const selected = select(element, rest)
      if (!selected.found) return { found: false }
      values.push(selected.value)
    }
    return values.length === 0 ? { found: false } : { found: true, value: values }
  }
  if ('where' in segment) {
    if (!Array.isArray(value)) return { found: false }
    const element: unknown = value.find((candidate) => matches(candidate, segment.where))
    return element === undefined ? { found: false } : select(element, rest)
  }
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment.key)) return { found: false }
  return select((value as Record<string, unknown>)[segment.key], rest)
}
