// The languages in which the whole catalogue is shown on one screen (languages.spec.ts), and
// the text of an entry in each: the upstream's own message in Traditional Chinese, the app's
// translations otherwise (web/src/i18n/locales/<lng>/errors.json), with the entry's example
// values. Data only: the coverage report (scripts/catalogue-report.ts) reads it too.
import { readFileSync } from 'node:fs'

import { catalogue, type ErrorId } from '../../../openapi/generated/errors.ts'

export const catalogueLanguages = ['zh-TW', 'zh-CN', 'en'] as const
export type CatalogueLanguage = (typeof catalogueLanguages)[number]

/** The screen the whole catalogue is forced on, one entry after another: the order box's
 * favorites star (a call no rate limit slows down, which any entry can answer). */
export const languagesScreen = '/market/stockDetail'

const translations = (language: Exclude<CatalogueLanguage, 'zh-TW'>) =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/locales/${language}/errors.json`, import.meta.url), 'utf8'),
  ) as Partial<Record<ErrorId, string>>

const translated = { 'zh-CN': translations('zh-CN'), en: translations('en') }

const fill = (template: string, values: Readonly<Record<string, string>>, pattern: RegExp) =>
  template.replace(pattern, (whole, name: string) => values[name] ?? whole)

/** What the toast says for an entry in a language; undefined when the app has no translation. */
export function catalogueText(id: ErrorId, language: CatalogueLanguage): string | undefined {
  const entry = catalogue[id]
  if (language === 'zh-TW') return fill(entry.message, entry.example, /\{\s*(\w+)\s*\}/g)
  const template = translated[language][id]
  return template === undefined ? undefined : fill(template, entry.example, /\{\{\s*(\w+)\s*\}\}/g)
}
