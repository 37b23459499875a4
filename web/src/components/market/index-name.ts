// An index's name in the reader's language: the server names it in Chinese (加權指數); the
// English screens say TAIEX. Never its internal code.
import type { TFunction } from 'i18next'

export function indexName(t: TFunction<'market'>, index: { symbol: string; name: string }): string {
  return t(`indices.names.${index.symbol}`, { defaultValue: index.name })
}
