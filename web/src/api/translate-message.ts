// Turns a server message into the user's language through the error catalogue: whole
// messages by id, piecewise ones by finding the known phrase and keeping what the server
// filled in (numbers, times, codes) as sent. Unknown text is shown as it came.
import { type CatalogueMatch, matchCatalogue } from '#openapi/catalogue-match.ts'
import { catalogue, type ErrorId } from '#openapi/generated/errors.ts'

export { matchCatalogue, type CatalogueMatch }

export type Translate = (key: string, params?: Record<string, string>) => string

/** Whether the call resolves to false after the toast (docs/product.md#the-special-cases). */
export function resolvesFalse(id: ErrorId): boolean {
  return catalogue[id].resolvesFalse
}

/** The message in the current language, and the catalogue entry it matched. */
export function translateServerMessage(
  message: string,
  translate: Translate,
): { text: string; match: CatalogueMatch | undefined } {
  const match = matchCatalogue(message)
  if (match === undefined) return { text: message, match }
  return { text: match.before + translate(`errors:${match.id}`, match.params) + match.after, match }
}
