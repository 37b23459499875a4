// Faults the client survives (issue 8), on the login form: each through the mock's fault
// injection and through Playwright's own network controls. Every case shows the generic
// message (with the status code) or the network/timeout message, leaves no spinner, keeps
// what was typed, and a retry then works. Uncaught page errors fail every test (fixtures).
import type { Page } from '@playwright/test'

import { accountField, demo, expect, type MockWorld, passwordField, test, toast } from './fixtures.ts'

const loginButton = (page: Page) => page.getByRole('button', { name: '登入', exact: true })
/** The same button while the call is under way. */
const busyButton = (page: Page) => page.getByRole('button', { name: '登入中…' })

async function fillAndSubmit(page: Page): Promise<void> {
  await accountField(page).fill(demo.account)
  await passwordField(page).fill(demo.password)
  await loginButton(page).click()
}

/** The failure shows `message`; nothing typed is lost; nothing spins; a retry logs in. */
async function expectSurvived(
  page: Page,
  message: string,
  beforeRetry: () => Promise<unknown> = async () => {},
): Promise<void> {
  await expect(toast(page, message)).toBeVisible()
  await expect(page).toHaveURL(/#\/login\/login$/)
  await expect(accountField(page)).toHaveValue(demo.account)
  await expect(passwordField(page)).toHaveValue(demo.password)
  await expect(loginButton(page)).toBeEnabled()
  await beforeRetry()
  await loginButton(page).click()
  await expect(page.getByRole('heading', { name: '登入成功' })).toBeVisible()
}

const injected: Array<[string, (mock: MockWorld) => Promise<unknown>, string]> = [
  [
    'a connection reset',
    (mock) => mock.injectFault({ path: '/user/login', kind: 'reset' }),
    '網路連線失敗，請檢查網路後再試',
  ],
  ['malformed JSON', (mock) => mock.injectFault({ path: '/user/login', kind: 'malformed' }), '請求失敗（狀態碼 200）'],
  [
    'an HTML error page from a gateway',
    (mock) => mock.injectFault({ path: '/user/login', kind: 'html', status: 502 }),
    '請求失敗（狀態碼 502）',
  ],
  [
    'HTTP 500 without a message',
    (mock) => mock.injectFault({ path: '/user/login', kind: 'http', status: 500 }),
    '請求失敗（狀態碼 500）',
  ],
  [
    'HTTP 503 without a message',
    (mock) => mock.injectFault({ path: '/user/login', kind: 'http', status: 503 }),
    '請求失敗（狀態碼 503）',
  ],
]

test.describe('faults injected by the mock', () => {
  for (const [name, inject, message] of injected) {
    test(`${name}: ${message}`, async ({ page, mock }) => {
      await page.goto('/#/login/login')
      await inject(mock)
      await fillAndSubmit(page)
      await expectSurvived(page, message)
    })
  }

  test('a hang past the 10 s timeout: the timeout message, and the retry works', async ({ page, mock }) => {
    await page.clock.install()
    await page.goto('/#/login/login')
    await mock.injectFault({ path: '/user/login', kind: 'hang' })
    await fillAndSubmit(page)
    await expect(busyButton(page)).toBeDisabled()
    await page.clock.runFor(9_000)
    await expect(toast(page, '連線逾時，請稍後再試')).toBeHidden()
    await page.clock.runFor(1_000)
    await expectSurvived(page, '連線逾時，請稍後再試')
  })

  test('a slow answer (2 s) keeps the button busy, then logs in', async ({ page, mock }) => {
    await page.goto('/#/login/login')
    await mock.injectFault({ path: '/user/login', kind: 'delay', delayMs: 2_000 })
    await fillAndSubmit(page)
    await expect(busyButton(page)).toBeDisabled()
    await expect(page.getByRole('heading', { name: '登入成功' })).toBeVisible()
  })
})

test.describe("faults made with Playwright's network controls", () => {
  const loginUrl = '**/api/vue/user/login'

  test('offline: the network message, and the retry works once back online', async ({ page, context }) => {
    await page.goto('/#/login/login')
    // The screen's code loads after the page: offline before it, the screen would never draw.
    await expect(accountField(page)).toBeVisible()
    await context.setOffline(true)
    await fillAndSubmit(page)
    await expectSurvived(page, '網路連線失敗，請檢查網路後再試', () => context.setOffline(false))
  })

  test('an aborted connection: the network message', async ({ page }) => {
    await page.goto('/#/login/login')
    await page.route(loginUrl, (route) => route.abort('connectionreset'), { times: 1 })
    await fillAndSubmit(page)
    await expectSurvived(page, '網路連線失敗，請檢查網路後再試')
  })

  test('a gateway page with 504: the generic message with the status', async ({ page }) => {
    await page.goto('/#/login/login')
    await page.route(
      loginUrl,
      (route) =>
        route.fulfill({
          status: 504,
          contentType: 'text/html',
          body: '<html><body><h1>504 Gateway Time-out</h1></body></html>',
        }),
      { times: 1 },
    )
    await fillAndSubmit(page)
    await expectSurvived(page, '請求失敗（狀態碼 504）')
  })

  test('a truncated JSON body: the generic message with the status', async ({ page }) => {
    await page.goto('/#/login/login')
    await page.route(
      loginUrl,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":1,"msg":"","da' }),
      { times: 1 },
    )
    await fillAndSubmit(page)
    await expectSurvived(page, '請求失敗（狀態碼 200）')
  })

  test('no answer at all: the timeout message after 10 s', async ({ page }) => {
    await page.clock.install()
    await page.goto('/#/login/login')
    // Never fulfilled: the request stays open until the app gives up.
    await page.route(loginUrl, () => {}, { times: 1 })
    await fillAndSubmit(page)
    await page.clock.runFor(10_000)
    await expectSurvived(page, '連線逾時，請稍後再試')
  })
})
