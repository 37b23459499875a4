// The languages the app ships. zh-TW is the default and is bundled; the others load on demand.
export const languages = [
  { code: 'zh-TW', label: '繁體中文', htmlLang: 'zh-Hant-TW' },
  { code: 'zh-CN', label: '简体中文', htmlLang: 'zh-Hans-CN' },
  { code: 'en', label: 'English', htmlLang: 'en' },
] as const

export type LanguageCode = (typeof languages)[number]['code']

export const defaultLanguage: LanguageCode = 'zh-TW'

/**
 * Every translation namespace (one per area, plus `errors`: the error catalogue by id).
 * Each area adds its own in its section; a screen loads its namespace when it first renders.
 */
export const namespaces = [
  // --- foundation
  'common',
  'login',
  'home',
  'errors',
  // --- markets and trading (issue 3)
  'market',
  'trade',
  // --- favourites, search, news (issue 4)
  'favorite',
  // --- money (issue 5)
  'money',
  // --- account (issue 6)
  'account',
  'activities',
  // --- new shares, block trades, copy trading (issue 7)
  'newshares',
] as const

/**
 * The namespaces loaded at start-up, before the first screen shows. `errors` (the catalogue's
 * messages) loads with the first refusal, or with a screen that asks for it.
 */
export const startupNamespaces = ['common', 'login', 'home'] as const satisfies readonly (typeof namespaces)[number][]

export function isLanguage(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value)
}
