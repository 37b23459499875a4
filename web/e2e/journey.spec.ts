// The new user's way through the login area to the home screen and out again.
import {
  accountField,
  advanceUntil,
  confirmField,
  demo,
  expect,
  inviterField,
  passwordField,
  storedSession,
  test,
  toast,
} from './fixtures.ts'

test('the root address opens the start screen with the configured title and logo', async ({ page, baseURL }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/#\/login\/start$/)
  await expect(page).toHaveTitle('福爾摩沙證券')
  await expect(page.getByText('福爾摩沙證券', { exact: true })).toBeVisible()
  const logo = page.getByRole('main').locator('img')
  await expect(logo).toHaveAttribute('src', `${baseURL}/static/logo.svg`)
  // The image really loads from there.
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true)
})

test('a new user registers, logs in, reaches home and logs out', async ({ page, mock }) => {
  const account = '0987654321'
  const password = 'secret88'

  await page.goto('/')
  await page.getByRole('button', { name: '開始使用' }).click()
  await expect(page).toHaveURL(/#\/login\/start1$/)
  await page.getByRole('button', { name: '註冊新帳號' }).click()

  await expect(page.getByRole('heading', { name: '註冊' })).toBeVisible()
  await accountField(page).fill(account)
  await passwordField(page).fill(password)
  await confirmField(page).fill(password)
  await inviterField(page).fill('888888')
  await page.getByRole('button', { name: '註冊', exact: true }).click()

  await expect(toast(page, '註冊成功，請登入')).toBeVisible()
  await expect(page).toHaveURL(/#\/login\/login\?account=/)
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible()
  await expect(accountField(page)).toHaveValue(account)
  await expect(passwordField(page)).toHaveValue('')
  // The world holds the new account, with the password masked in its log.
  const [registration] = await mock.requests('/user/register')
  expect(registration).toMatchObject({ status: 1, body: { account, inviter: '888888' } })
  expect(JSON.stringify(registration?.body)).not.toContain(password)

  await passwordField(page).fill(password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page).toHaveURL(/#\/login\/loginAfter$/)
  await expect(page.getByRole('heading', { name: '登入成功' })).toBeVisible()
  const card = page.getByRole('region', { name: '帳號' })
  await expect(card).toContainText('歡迎回來，0987***321')
  await expect(card).toContainText('未驗證')
  await expect(card).toContainText('NT$ 0.00')
  expect(await storedSession(page)).toEqual({ tokend: expect.stringMatching(/^\w{16,}$/), account })

  await page.getByRole('button', { name: '進入首頁' }).click()
  await expect(page).toHaveURL(/#\/home\/index$/)
  await expect(page.getByRole('region', { name: '我的帳戶' })).toContainText('您好，0987***321')
  await expect(page.getByRole('region', { name: '資產' }).getByText('NT$ 0.00')).toBeVisible()

  await page.getByRole('button', { name: '安全登出' }).click()
  expect(await storedSession(page)).toEqual({ tokend: null, account: null })
  await expect(page).toHaveURL(/#\/login\/login$/)
  // The token was revoked on the server too.
  await expect.poll(async () => (await mock.requests('/user/logout')).map((call) => call.status)).toEqual([1])
})

test('the demo account sees its own data on home', async ({ page, login }) => {
  await login(demo.account, demo.password)
  await expect(page.getByRole('region', { name: '帳號' })).toContainText('歡迎回來，陳志明')
  await expect(page.getByRole('region', { name: '帳號' })).toContainText('NT$ 1,000,000.00')
  await page.getByRole('button', { name: '進入首頁' }).click()
  await expect(page.getByRole('region', { name: '我的帳戶' })).toContainText('您好，陳志明')
  await expect(page.getByRole('region', { name: '我的帳戶' })).toContainText('0912***678')
  await expect(page.getByRole('region', { name: '我的帳戶' })).toContainText('已驗證')
  await expect(page.getByRole('region', { name: '資產' }).getByText('NT$ 2,594,900.00')).toBeVisible()
})

test('安全登出 clears the session at once and opens login after 1 s', async ({ page, login }) => {
  await page.clock.install()
  await login()
  await page.getByRole('button', { name: '進入首頁' }).click()
  await expect(page.getByText('您好，陳志明')).toBeVisible()

  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.getByRole('button', { name: '安全登出' }).click()
  expect(await storedSession(page)).toEqual({ tokend: null, account: null })

  const spent = await advanceUntil(page, () => toast(page, '正在登出…').isVisible(), 800)
  await page.clock.runFor(900 - spent)
  await expect(page).toHaveURL(/#\/home\/index$/)
  await expect(page.getByText('您好，陳志明')).toBeVisible()

  await page.clock.runFor(100)
  await expect(page).toHaveURL(/#\/login\/login$/)
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible()
})
