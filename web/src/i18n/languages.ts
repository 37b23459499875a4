// The languages the app ships. zh-TW is the default and is bundled; the others load on demand.
export const languages = [
  { code: 'zh-TW', label: '繁體中文', htmlLang: 'zh-Hant-TW' },
  { code: 'zh-CN', label: '简体中文', htmlLang: 'zh-Hans-CN' },
  { code: 'en', label: 'English', htmlLang: 'en' },
] as const

export type LanguageCode = (typeof languages)[number]['code']

export const defaultLanguage: LanguageCode = 'zh-TW'

/**
 * Every translation namespace: one per area, named as the area (web/src/<area>/), plus
 * `startup` (what a first screen may show before any other texts have loaded), `common`
 * (shared words) and `errors` (the error catalogue by id). A screen loads its namespaces
 * with its code (its route's loader) or when it first renders.
 */
export const namespaces = [
  // --- shared
  'startup',
  'common',
  'errors',
  // --- one per area (web/src/<area>/), named as the area
  'login',
  'home',
  'market',
  'trade',
  'favorites',
  'news',
  'money',
  'account',
  'activities',
  'new-shares',
  'block-trades',
  'copy-trading',
] as const

/**
 * The namespaces loaded at start-up, before the first screen shows: `startup`, the start
 * screen's words, the language picker's, the request layer's messages, the error screen's and
 * the native shell's exit hint. `common` loads with every other screen (the root route's
 * loader), `login` with the login screens, `home` with the home screen (their loaders),
 * `errors` (the catalogue's messages) with the first refusal, or with a screen that asks for it.
 */
export const startupNamespaces = ['startup'] as const satisfies readonly (typeof namespaces)[number][]

export function isLanguage(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value)
}
