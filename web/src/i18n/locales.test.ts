// Every language has every key of zh-TW (the bundled default, whose `errors` namespace is
// the catalogue's own text) and nothing more, with the same {{placeholders}}; every
// catalogue id is translated everywhere with exactly its entry's parameters. Chinese has one
// form for every count, so a language may give a key its plural forms instead (i18next's
// `key_one`, `key_other`, chosen by `count`), each with the key's placeholders.
import { describe, expect, it } from 'vitest'

import { catalogue, type CatalogueEntry, errorIds } from '#openapi/generated/errors.ts'

import { catalogueMessages } from './catalogue-messages.ts'
import { defaultLanguage, languages, namespaces } from './languages.ts'

type Bundle = Readonly<Record<string, unknown>>

const files = import.meta.glob<Bundle>('./locales/*/*.json', { eager: true, import: 'default' })

/** The resources of one language and namespace, as the app loads them (undefined when missing). */
function bundle(language: string, namespace: string): Bundle | undefined {
  if (language === defaultLanguage && namespace === 'errors') return catalogueMessages()
  return files[`./locales/${language}/${namespace}.json`]
}

/** Flattens nested keys to dotted paths; non-string leaves are reported as problems. */
function flatten(value: Bundle, prefix = '', problems: string[] = []): Map<string, string> {
  const flat = new Map<string, string>()
  for (const [key, child] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`
    if (typeof child === 'string') flat.set(path, child)
    else if (typeof child === 'object' && child !== null && !Array.isArray(child)) {
      for (const [nested, text] of flatten(child as Bundle, path, problems)) flat.set(nested, text)
    } else problems.push(`${path} is not a string`)
  }
  return flat
}

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((found) => found[1] ?? ''))].sort()

const show = (names: readonly string[]): string =>
  names.length === 0 ? 'none' : names.map((name) => `{{${name}}}`).join(', ')

/** The plural categories of Intl.PluralRules, as i18next suffixes them. */
const pluralSuffixes = ['zero', 'one', 'two', 'few', 'many', 'other'].map((category) => `_${category}`)

/** What differs between a language's bundle and the reference one, as readable lines. */
function compareBundles(label: string, reference: Bundle, other: Bundle | undefined): string[] {
  if (other === undefined) return [`${label}: missing`]
  const problems: string[] = []
  const wanted = flatten(reference, '', problems)
  const have = flatten(other, '', problems)
  const matched = new Set<string>()
  for (const [key, text] of wanted) {
    const forms = have.has(key)
      ? [key]
      : pluralSuffixes.map((suffix) => `${key}${suffix}`).filter((form) => have.has(form))
    if (forms.length === 0) problems.push(`${label}: missing ${key}`)
    else if (forms[0] !== key && !forms.includes(`${key}_other`)) problems.push(`${label}: missing ${key}_other`)
    for (const form of forms) {
      matched.add(form)
      const translated = have.get(form) ?? ''
      if (translated.trim() === '') problems.push(`${label}: empty ${form}`)
      else if (placeholders(translated).join() !== placeholders(text).join()) {
        problems.push(`${label}: ${form} has ${show(placeholders(translated))} instead of ${show(placeholders(text))}`)
      }
    }
  }
  for (const key of have.keys()) if (!matched.has(key)) problems.push(`${label}: extra ${key}`)
  return problems
}

describe('compareBundles (the checker itself)', () => {
  const reference = { a: 'A {{n}}', group: { b: 'B' } }

  it.each<[string, Bundle | undefined, string[]]>([
    ['identical', { a: 'x {{n}}', group: { b: 'y' } }, []],
    ['missing file', undefined, ['xx/ns: missing']],
    ['missing key', { a: 'x {{n}}', group: {} }, ['xx/ns: missing group.b']],
    ['extra key', { a: 'x {{n}}', group: { b: 'y', c: 'z' } }, ['xx/ns: extra group.c']],
    ['lost placeholder', { a: 'x', group: { b: 'y' } }, ['xx/ns: a has none instead of {{n}}']],
    ['renamed placeholder', { a: 'x {{m}}', group: { b: 'y' } }, ['xx/ns: a has {{m}} instead of {{n}}']],
    ['empty text', { a: 'x {{n}}', group: { b: ' ' } }, ['xx/ns: empty group.b']],
    ['not a string', { a: 'x {{n}}', group: { b: 3 } }, ['group.b is not a string', 'xx/ns: missing group.b']],
    ['plural forms', { a_one: 'x {{n}}', a_other: 'xs {{n}}', group: { b: 'y' } }, []],
    ['a plural form without other', { a_one: 'x {{n}}', group: { b: 'y' } }, ['xx/ns: missing a_other']],
    [
      'a plural form that lost a placeholder',
      { a_one: 'x', a_other: 'xs {{n}}', group: { b: 'y' } },
      ['xx/ns: a_one has none instead of {{n}}'],
    ],
    ['a plural form of nothing', { a: 'x {{n}}', group: { b: 'y', c_one: 'z' } }, ['xx/ns: extra group.c_one']],
  ])('%s', (_, other, expected) => {
    expect(compareBundles('xx/ns', reference, other)).toEqual(expected)
  })
})

describe('locale files', () => {
  it('exist only for the languages and namespaces the app knows (zh-TW errors come from the catalogue)', () => {
    const expected = languages
      .flatMap(({ code }) => namespaces.map((namespace) => `./locales/${code}/${namespace}.json`))
      .filter((path) => path !== `./locales/${defaultLanguage}/errors.json`)
      .sort()
    expect(Object.keys(files).sort()).toEqual(expected)
  })

  it('zh-TW is the default and is listed first', () => {
    expect(defaultLanguage).toBe('zh-TW')
    expect(languages.map(({ code }) => code)).toEqual(['zh-TW', 'zh-CN', 'en'])
  })

  describe.each(namespaces.map((namespace) => [namespace]))('namespace %s', (namespace) => {
    const reference = bundle(defaultLanguage, namespace)

    it('has zh-TW texts', () => {
      expect(reference).toBeDefined()
      expect(flatten(reference ?? {}).size).toBeGreaterThan(0)
    })

    it.each(languages.filter(({ code }) => code !== defaultLanguage).map(({ code }) => [code]))(
      '%s has exactly the zh-TW keys with the same placeholders',
      (code) => {
        expect(compareBundles(`${code}/${namespace}`, reference ?? {}, bundle(code, namespace))).toEqual([])
      },
    )
  })
})

describe('the error catalogue', () => {
  it('derives the zh-TW texts from the catalogue, {name} becoming {{name}}', () => {
    const messages = catalogueMessages()
    expect(Object.keys(messages)).toEqual(errorIds)
    expect(messages.block_min_purchase).toBe('當前股票大宗交易最少買入{{n}}股')
    expect(messages.withdraw_time_window).toBe('當前不在出金時間，出金時間為{{start}}-{{end}}')
    expect(messages.balance_insufficient).toBe('餘額不足')
  })

  it.each(languages.map(({ code }) => [code]))(
    '%s translates every catalogue id with exactly its parameters',
    (code) => {
      const errors = bundle(code, 'errors') ?? {}
      const problems = errorIds.flatMap((id) => {
        const entry: CatalogueEntry = catalogue[id]
        const text = errors[id]
        if (typeof text !== 'string' || text.trim() === '') return [`${id}: no translation`]
        const found = placeholders(text)
        const wanted = [...entry.params].sort()
        return found.join() === wanted.join() ? [] : [`${id}: ${show(found)} instead of ${show(wanted)}`]
      })
      const unknown = Object.keys(errors).filter((key) => !errorIds.includes(key as never))
      expect({ problems, unknown }).toEqual({ problems: [], unknown: [] })
    },
  )
})
