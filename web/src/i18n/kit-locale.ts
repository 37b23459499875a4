// antd-mobile's own texts (placeholders, buttons) in the app's language: zh-TW's, or the
// other languages' fetched here, each a small chunk, when the language is chosen. This module
// is part of the entry; antd-mobile is not (the start screen uses none of it), so the kit
// gets the app's locale when the first screen that may use it loads (configure-kit.ts).
import type { Locale } from 'antd-mobile/es/locales/base'

import type { LanguageCode } from './languages.ts'

const otherLocales: Partial<Record<LanguageCode, () => Promise<{ default: Locale }>>> = {
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  en: () => import('antd-mobile/es/locales/en-US'),
}

let requested: LanguageCode | undefined
let loaded: Locale | undefined

/** Makes `code`'s texts the kit's; resolves once they are (at once for zh-TW). */
export async function loadKitLocale(code: LanguageCode): Promise<void> {
  requested = code
  const locale = await otherLocales[code]?.()
  // Two quick changes: the last one asked for wins, whichever arrives first.
  if (requested === code) loaded = locale?.default
}

/** The chosen language's kit texts, or undefined for zh-TW (the default locale's own). */
export function loadedKitLocale(): Locale | undefined {
  return loaded
}
