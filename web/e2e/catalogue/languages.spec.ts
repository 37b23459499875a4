// The whole catalogue in each language on one screen: every entry, one after another, forced
// on the call of the order box's favorites star (the x-mock-error header, as the server would
// answer), and its toast in Traditional Chinese, Simplified Chinese and English. Where each
// entry happens for real is the screen suites' part (the other specs of this folder).
import { catalogue, type ErrorId } from '../../../openapi/generated/errors.ts'
import { demo, expect, test, toast } from '../fixtures.ts'
import { catalogueLanguages, catalogueText, languagesScreen } from './languages.ts'
import { signIn } from './screen-suite.ts'

// An ended session (HTTP 401) leaves the screen for the login screen: those come last.
const ids = (Object.keys(catalogue) as ErrorId[]).sort(
  (a, b) => Number(catalogue[a].http === 401) - Number(catalogue[b].http === 401),
)
/** The star of 聯電, not in the demo investor's watchlist: each tap asks to add it. */
const star = { 'zh-TW': '加入自選：聯電', 'zh-CN': '加入自选：聯電', en: 'Add 聯電 to the watchlist' } as const

for (const language of catalogueLanguages) {
  test(`every catalogue entry in ${language}, on ${languagesScreen}`, async ({ page, mock, useLanguage }) => {
    test.setTimeout(180_000)
    let current: ErrorId = ids[0] as ErrorId
    await page.route('**/api/vue/user/addOptional', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-mock-error': current } }),
    )
    await signIn(page, demo.account)
    await page.addInitScript(() =>
      localStorage.setItem('stockDetail', JSON.stringify({ symbol: '2303', name: '聯電', market: 'listed' })),
    )
    await useLanguage(language)
    await page.goto(`/#${languagesScreen}`)
    for (const id of ids) {
      current = id
      const text = catalogueText(id, language)
      expect(text, `${language} has a translation of ${id}`).toBeDefined()
      await page.getByRole('button', { name: star[language], exact: true }).click()
      await expect(toast(page, text ?? ''), `${id} in ${language}`).toBeVisible()
    }
    const answered = (await mock.requests('/user/addOptional')).map((call) => call.errorId)
    expect(answered).toEqual(ids)
  })
}
