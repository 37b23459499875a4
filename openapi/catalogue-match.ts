// Finds the catalogue entry a server message is: whole messages by their text, piecewise
// ones by their phrase, keeping what the server filled in (numbers, times, codes). Shared
// by the app (which translates the message) and the contract suite (which reports a
// message the catalogue does not know as drift).
import { catalogue, type CatalogueEntry, type ErrorId } from './generated/errors.ts'

export interface CatalogueMatch {
  id: ErrorId
  params: Record<string, string>
  /** Text around the phrase, kept untranslated. */
  before: string
  after: string
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function phrasePattern(entry: CatalogueEntry): RegExp {
  const parts = entry.message.split(/\{\w+\}/)
  const groups = entry.params.map((_, index) =>
    index === entry.params.length - 1 && parts.at(-1) === '' ? '(.+)' : '(.+?)',
  )
  const body = parts.map((part, index) => escape(part) + (groups[index] ?? '')).join('')
  return new RegExp(body)
}

const entries = Object.values(catalogue) as CatalogueEntry[]
const exact = new Map(entries.filter((entry) => !entry.piecewise).map((entry) => [entry.message, entry.id as ErrorId]))
// Longest phrases first, so a phrase that contains another wins.
const piecewise = entries
  .filter((entry) => entry.piecewise)
  .sort((a, b) => b.message.length - a.message.length)
  .map((entry) => ({ entry, pattern: phrasePattern(entry) }))

export function matchCatalogue(message: string): CatalogueMatch | undefined {
  const text = message.trim()
  const id = exact.get(text)
  if (id !== undefined) return { id, params: {}, before: '', after: '' }
  for (const { entry, pattern } of piecewise) {
    const found = pattern.exec(text)
    if (found === null) continue
    const params = Object.fromEntries(entry.params.map((name, index) => [name, found[index + 1] ?? '']))
    return {
      id: entry.id as ErrorId,
      params,
      before: text.slice(0, found.index),
      after: text.slice(found.index + found[0].length),
    }
  }
  return undefined
}
