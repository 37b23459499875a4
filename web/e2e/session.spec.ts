// An ended session (HTTP 401): the toast, local storage cleared at once, and the login
// screen 2 s later (docs/product.md#the-request-layer); and screens that need a session.
import type { Page } from '@playwright/test'

import { advanceUntil, expect, storedSession, test, toast } from './fixtures.ts'

/** Logs in, opens home, and stops the page's clock: from then on the test moves time. */
async function onHomeWithPausedClock(page: Page, login: () => Promise<void>): Promise<void> {
  await page.clock.install()
  await login()
  await page.getByRole('button', { name: '進入首頁' }).click()
  await expect(page.getByText('您好，陳志明')).toBeVisible()
  await page.evaluate(() => localStorage.setItem('stockDetail', '{"code":"2330"}'))
  await page.clock.pauseAt(Date.now() + 1_000)
}

/** After the 401 answer: the toast within the first moments, home until 2 s, then login. */
async function expectLoginAfterTwoSeconds(page: Page, message: string): Promise<void> {
  // Local storage is cleared as the answer arrives (the language choice stays).
  await expect.poll(() => storedSession(page)).toEqual({ tokend: null, account: null })
  expect(await page.evaluate(() => localStorage.getItem('stockDetail'))).toBeNull()

  const spent = await advanceUntil(page, () => toast(page, message).isVisible(), 1_000)
  await page.clock.runFor(1_999 - spent)
  await expect(page).toHaveURL(/#\/home\/index$/)
  await expect(toast(page, message)).toBeVisible()

  await page.clock.runFor(1)
  await expect(page).toHaveURL(/#\/login\/login$/)
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible()
}

test('a forced session_expired on the profile call logs the user out after 2 s', async ({ page, mock, login }) => {
  await onHomeWithPausedClock(page, login)
  await mock.forceError('/user/getUserinfo', 'session_expired')
  await page.reload()
  await expectLoginAfterTwoSeconds(page, '登入已失效，請重新登入')
  const calls = await mock.requests('/user/getUserinfo')
  expect(calls.at(-1)).toMatchObject({ httpStatus: 401, errorId: 'session_expired' })
})

test('a token the server no longer knows (world reset) ends the session the same way', async ({
  page,
  mock,
  login,
}) => {
  await onHomeWithPausedClock(page, login)
  await mock.reset()
  await page.reload()
  await expectLoginAfterTwoSeconds(page, '登入已失效，請重新登入')
})

test('the language choice survives the cleared storage', async ({ page, mock, useLanguage }) => {
  await useLanguage('en')
  await page.clock.install()
  await page.goto('/#/login/login')
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await page.evaluate(() => {
    localStorage.setItem('tokend', 'not-a-real-token')
    localStorage.setItem('account', '0912345678')
  })
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto('/#/home/index')
  await expect.poll(() => storedSession(page)).toEqual({ tokend: null, account: null })
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
  const spent = await advanceUntil(
    page,
    () => toast(page, 'Your session has expired. Please log in again').isVisible(),
    1_000,
  )
  await page.clock.runFor(2_000 - spent)
  await expect(page).toHaveURL(/#\/login\/login$/)
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  // (With the page clock stopped, the cached home page may ask twice; both are refused.)
  const calls = await mock.requests('/user/getUserinfo')
  expect(calls.length).toBeGreaterThan(0)
  expect(calls.every((call) => call.httpStatus === 401)).toBe(true)
})

for (const path of ['/home/index', '/trade/index', '/information/index']) {
  test(`${path} without a stored session opens the login screen`, async ({ page, mock }) => {
    await page.goto(`/#${path}`)
    await expect(page).toHaveURL(/#\/login\/login$/)
    await expect(page.getByRole('heading', { name: '登入' })).toBeVisible()
    // Nothing was asked of the server without a session.
    expect(await mock.requests('/user/getUserinfo')).toEqual([])
  })
}

test('login-area screens are open without a session', async ({ page }) => {
  for (const [path, heading] of [
    ['/login/login', '登入'],
    ['/login/register', '註冊'],
    ['/login/reLogin', '重新登入'],
  ] as const) {
    await page.goto(`/#${path}`)
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`#${path}$`))
  }
})
