// The languages the app ships. zh-TW is the default and is bundled; the others load on demand.
export const languages = [
  { code: 'zh-TW', label: '繁體中文', htmlLang: 'zh-Hant-TW' },
  { code: 'zh-CN', label: '简体中文', htmlLang: 'zh-Hans-CN' },
  { code: 'en', label: 'English', htmlLang: 'en' },
] as const

export type LanguageCode = (typeof languages)[number]['code']

export const defaultLanguage: LanguageCode = 'zh-TW'

/** Translation namespaces; `errors` holds the error catalogue by id. */
export const namespaces = ['common', 'login', 'home', 'errors'] as const

export function isLanguage(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value)
}
