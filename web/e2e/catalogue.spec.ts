// Generated from the error catalogue (openapi/generated/errors.ts): one test per entry,
// so a new entry is tested without touching this file. Each test forces the entry on the
// login call and checks the toast in Traditional Chinese (the catalogue's own text) and in
// English (web/src/i18n/locales/en/errors.json), with the entry's example values filled in.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { catalogue, type CatalogueEntry } from '../../openapi/generated/errors.ts'
import { demo, expect, storedSession, test, toast } from './fixtures.ts'

type Locale = 'zh-TW' | 'en'

const readLocale = (lng: string, ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${lng}/${ns}.json`, import.meta.url), 'utf8'))

const englishErrors = readLocale('en', 'errors') as Record<string, string>
/** The login screens' own texts, to find the fields and the button in either language. */
const loginTexts = { 'zh-TW': readLocale('zh-TW', 'login'), en: readLocale('en', 'login') } as Record<Locale, { fields: Record<string, string>; login: Record<string, string> }>
const languagePickerName = (readLocale('zh-TW', 'common') as { language: { choose: string } }).language.choose

const fill = (template: string, values: Readonly<Record<string, string>>, open: string, close: string) =>
  template.replace(new RegExp(`${open}\\s*(\\w+)\\s*${close}`, 'g'), (whole, name: string) => values[name] ?? whole)

/** The toast's text for an entry: the upstream's message, or its English translation. */
function expectedText(entry: CatalogueEntry, locale: Locale): string {
  if (locale === 'zh-TW') return fill(entry.message, entry.example, '\\{', '\\}')
  const english = englishErrors[entry.id]
  if (english === undefined) throw new Error(`web/src/i18n/locales/en/errors.json has no '${entry.id}'`)
  return fill(english, entry.example, '\\{\\{', '\\}\\}')
}

/** Fills the login form and submits it with its button. */
async function submitLogin(page: Page, locale: Locale): Promise<void> {
  const texts = loginTexts[locale]
  await page.getByRole('textbox', { name: new RegExp(`^${texts.fields.account}`) }).fill(demo.account)
  await page.getByRole('textbox', { name: new RegExp(`^${texts.fields.password}`) }).fill(demo.password)
  await page.getByRole('button', { name: texts.login.submit, exact: true }).click()
}

const entries = Object.values(catalogue) as CatalogueEntry[]

test.describe('every catalogue message, forced on the login call', () => {
  for (const entry of entries) {
    const sessionEnds = entry.http === 401
    test(`${entry.id} (HTTP ${entry.http})`, async ({ page, mock }) => {
      await mock.forceError('/user/login', entry.id as keyof typeof catalogue, undefined, 2)
      // A 401 sends the user to the login screen, so those start from the re-login screen.
      const screen = sessionEnds ? '/login/reLogin' : '/login/login'

      await page.goto(`/#${screen}`)
      await page.evaluate(() => localStorage.setItem('stockDetail', '{"code":"2330"}'))
      await submitLogin(page, 'zh-TW')
      await expect(toast(page, expectedText(entry, 'zh-TW'))).toBeVisible()
      if (sessionEnds) {
        await expect(page).toHaveURL(/#\/login\/login$/)
        expect(await page.evaluate(() => localStorage.getItem('stockDetail'))).toBeNull()
      } else {
        await expect(page).toHaveURL(new RegExp(`#${screen}$`))
      }
      expect(await storedSession(page)).toEqual({ tokend: null, account: null })

      await page.getByRole('combobox', { name: languagePickerName }).selectOption('en')
      await page.goto(`/#${screen}`)
      // The first toast may still be showing: it must not be in the way of the button.
      await submitLogin(page, 'en')
      await expect(toast(page, expectedText(entry, 'en'))).toBeVisible()
      if (sessionEnds) await expect(page).toHaveURL(/#\/login\/login$/)

      const calls = await mock.requests('/user/login')
      expect(calls.map((call) => [call.httpStatus, call.errorId])).toEqual([
        [entry.http, entry.id],
        [entry.http, entry.id],
      ])
    })
  }
})
