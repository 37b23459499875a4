// The zh-TW translations of the error catalogue are the catalogue's own texts, so they
// are derived from it rather than copied into a locale file.
import { catalogue } from '#openapi/generated/errors.ts'

export function catalogueMessages(): Record<string, string> {
  return Object.fromEntries(
    Object.values(catalogue).map((entry) => [entry.id, entry.message.replace(/\{(\w+)\}/g, '{{$1}}')]),
  )
}
