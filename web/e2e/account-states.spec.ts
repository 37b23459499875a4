// The account states (docs/product.md#account-states) as the user meets them: a frozen account is refused
// login with the translated message; an account frozen while logged in is refused on its
// next call.
import { accountField, demo, expect, passwordField, storedSession, test, toast } from './fixtures.ts'

const frozen = '0944666888'

test('a frozen account is refused login with the translated message', async ({ page, useLanguage, mock }) => {
  await useLanguage('en')
  await page.goto('/#/login/login')
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill(frozen)
  await page.getByRole('textbox', { name: /^Password/ }).fill(demo.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(toast(page, 'Your account is frozen. Please contact customer service')).toBeVisible()
  await expect(page).toHaveURL(/#\/login\/login$/)
  expect(await storedSession(page)).toEqual({ tokend: null, account: null })
  expect((await mock.requests('/user/login')).map((call) => call.errorId)).toEqual(['account_frozen'])

  // And in Traditional Chinese, the catalogue's own text.
  await page.getByRole('combobox', { name: 'Change language' }).selectOption('zh-TW')
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(toast(page, '帳號已凍結，請聯繫客服')).toBeVisible()
})

test('an account frozen while logged in is refused on its next call', async ({ page, login, mock }) => {
  await login()
  await page.goto('/#/information/index')
  await expect(
    page.getByRole('region', { name: '每日簽到' }).getByRole('button', { name: '簽到', exact: true }),
  ).toBeEnabled()
  await mock.setAccount({ account: demo.account, restrictions: { frozen: true } })
  await page.getByRole('region', { name: '每日簽到' }).getByRole('button', { name: '簽到', exact: true }).click()
  await expect(toast(page, '帳號已凍結，請聯繫客服')).toBeVisible()
  expect((await mock.requests('/user/qiandao')).map((call) => call.errorId)).toEqual(['account_frozen'])

  // Lifted again, the same tap works.
  await mock.setAccount({ account: demo.account, restrictions: { frozen: false } })
  await page.getByRole('region', { name: '每日簽到' }).getByRole('button', { name: '簽到', exact: true }).click()
  await expect(toast(page, '簽到成功，獲得 1 次抽獎機會')).toBeVisible()
  await expect(accountField(page)).toHaveCount(0)
  await expect(passwordField(page)).toHaveCount(0)
})
