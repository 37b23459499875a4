// i18next for the app: zh-TW's start-up texts (`startup`) bundled, its other
// namespaces and the other languages fetched when first needed (locale-files.ts; zh-TW's
// `errors` texts, the catalogue's own, derived from the catalogue). The choice persists in
// local storage under `lang`.
import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'

import { storageKeys } from '../api/storage.ts'
import { loadKitLocale } from './kit-locale.ts'
import { defaultLanguage, isLanguage, type LanguageCode, languages, startupNamespaces } from './languages.ts'
import { loadLocaleFile } from './locale-files.ts'
import startup from './locales/zh-TW/startup.json' with { type: 'json' }

export const i18n = i18next.createInstance()

/** zh-TW's start-up namespaces, in the entry. */
const bundled: Readonly<Record<string, object>> = { startup }

function loadLocale(lng: string, ns: string): Promise<object> {
  // zh-TW's catalogue texts are the catalogue's own, derived from it when first needed.
  if (lng === defaultLanguage && ns === 'errors')
    return import('./catalogue-messages.ts').then((module) => module.catalogueMessages())
  if (lng === defaultLanguage && bundled[ns] !== undefined) return Promise.resolve(bundled[ns])
  return loadLocaleFile(lng, ns)
}

/**
 * i18next's backend over loadLocale (a few lines instead of i18next-resources-to-backend:
 * the languages and namespaces it may be asked for are a fixed list, anything else is refused).
 */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (lng, ns, callback) => {
    loadLocale(lng, ns).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

function storedLanguage(): LanguageCode {
  try {
    const stored = globalThis.localStorage?.getItem(storageKeys.language)
    return isLanguage(stored) ? stored : defaultLanguage
  } catch {
    return defaultLanguage
  }
}

function applyToDocument(code: LanguageCode): void {
  const language = languages.find((entry) => entry.code === code)
  if (language !== undefined && typeof document !== 'undefined') document.documentElement.lang = language.htmlLang
}

export async function initI18n(language: LanguageCode = storedLanguage()): Promise<void> {
  const kitTexts = loadKitLocale(language)
  await i18n
    .use(initReactI18next)
    .use(localeBackend)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      // Only the languages the app has: never `zh` for zh-TW (a file that does not exist).
      load: 'currentOnly',
      ns: [...startupNamespaces],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { [defaultLanguage]: bundled },
      interpolation: { escapeValue: false },
      returnNull: false,
    })
  await kitTexts
  applyToDocument(language)
}

/** Switches the whole UI at once and remembers the choice. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  // Both sets of texts first, then the switch: the screen redraws once, wholly in `code`.
  await Promise.all([i18n.loadLanguages(code), loadKitLocale(code)])
  await i18n.changeLanguage(code)
  globalThis.localStorage?.setItem(storageKeys.language, code)
  applyToDocument(code)
}

export function currentLanguage(): LanguageCode {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage
}
