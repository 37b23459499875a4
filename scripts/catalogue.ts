// Reads and checks openapi/errors.yaml, and writes it out as a typed TypeScript module.
const sources = ['spec', 'upstream', 'designed', 'transport'] as const

export interface CatalogueSourceEntry {
  id: string
  message: string
  params: string[]
  example: Record<string, string>
  piecewise: boolean
  resolvesFalse: boolean
  http: number
  source: (typeof sources)[number]
  meaning: string
}

const placeholderPattern = /\{([a-zA-Z]\w*)\}/g

function fail(problems: string[]): never {
  throw new Error(`openapi/errors.yaml is invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`)
}

/** Checks every rule an entry must follow and returns the entries in file order. */
export function readCatalogue(raw: unknown): CatalogueSourceEntry[] {
  const entries = (raw as { entries?: unknown })?.entries
  if (!Array.isArray(entries)) fail(['the file has no `entries` list'])
  const problems: string[] = []
  const ids = new Set<string>()
  const messages = new Set<string>()
  const result: CatalogueSourceEntry[] = []
  for (const [index, value] of entries.entries()) {
    const entry = value as Partial<CatalogueSourceEntry>
    const where = `entry ${index} (${String(entry.id)})`
    const params = entry.params ?? []
    const example = entry.example ?? {}
    if (typeof entry.id !== 'string' || !/^[a-z][a-z0-9_]*$/.test(entry.id))
      problems.push(`${where}: id must be snake_case`)
    else if (ids.has(entry.id)) problems.push(`${where}: duplicate id`)
    else ids.add(entry.id)
    if (typeof entry.message !== 'string' || entry.message.trim() === '') {
      problems.push(`${where}: message is required`)
      continue
    }
    if (messages.has(entry.message)) problems.push(`${where}: duplicate message`)
    messages.add(entry.message)
    const placeholders = [...entry.message.matchAll(placeholderPattern)].map((m) => m[1])
    if (placeholders.join(',') !== params.join(',')) {
      problems.push(
        `${where}: params [${params.join(', ')}] differ from the message's placeholders [${placeholders.join(', ')}]`,
      )
    }
    if (Object.keys(example).sort().join(',') !== [...params].sort().join(',')) {
      problems.push(`${where}: example must give a value for each param and nothing else`)
    }
    if (Object.values(example).some((v) => typeof v !== 'string' || v === '')) {
      problems.push(`${where}: example values must be non-empty strings`)
    }
    if (params.length > 0 && entry.piecewise !== true) {
      problems.push(`${where}: a message with params must be piecewise (it cannot be matched exactly)`)
    }
    if (typeof entry.piecewise !== 'boolean') problems.push(`${where}: piecewise must be true or false`)
    if (typeof entry.resolvesFalse !== 'boolean') problems.push(`${where}: resolvesFalse must be true or false`)
    if (typeof entry.http !== 'number' || entry.http < 200 || entry.http > 599)
      problems.push(`${where}: http must be an HTTP status`)
    if (!sources.includes(entry.source as never)) problems.push(`${where}: source must be one of ${sources.join(', ')}`)
    if (typeof entry.meaning !== 'string' || entry.meaning === '') problems.push(`${where}: meaning is required`)
    result.push({ ...(entry as CatalogueSourceEntry), params, example })
  }
  if (problems.length > 0) fail(problems)
  return result
}

export function buildCatalogueModule(entries: CatalogueSourceEntry[], banner: string): string {
  const body = entries
    .map((entry) => {
      const value = {
        id: entry.id,
        message: entry.message,
        params: entry.params,
        example: entry.example,
        piecewise: entry.piecewise,
        resolvesFalse: entry.resolvesFalse,
        http: entry.http,
        source: entry.source,
        meaning: entry.meaning,
      }
      return `  ${entry.id}: ${JSON.stringify(value)},`
    })
    .join('\n')
  return `${banner}
/** One message of the error catalogue (openapi/errors.yaml). */
export interface CatalogueEntry {
  /** Stable name, used as the translation key. */
  readonly id: string
  /** The upstream's text in Traditional Chinese; {name} marks a parameter. */
  readonly message: string
  /** The parameters of \`message\`, in order. */
  readonly params: readonly string[]
  /** A value for each parameter, for tests and forced errors. */
  readonly example: Readonly<Record<string, string>>
  /** Translated by finding the phrase inside the message and keeping the parameters. */
  readonly piecewise: boolean
  /** The call resolves to false after the toast (docs/product.md#the-special-cases). */
  readonly resolvesFalse: boolean
  /** The HTTP status that carries it. */
  readonly http: number
  /** Where the text comes from. */
  readonly source: ${sources.map((s) => `'${s}'`).join(' | ')}
  /** What it means, in English. */
  readonly meaning: string
}

export const catalogue = {
${body}
} as const satisfies Record<string, CatalogueEntry>

export type ErrorId = keyof typeof catalogue

/** The parameter names of one entry. */
export type ErrorParamName<Id extends ErrorId> = (typeof catalogue)[Id]['params'][number]

export const errorIds = Object.keys(catalogue) as ErrorId[]

export function isErrorId(value: string): value is ErrorId {
  return Object.hasOwn(catalogue, value)
}
`
}
