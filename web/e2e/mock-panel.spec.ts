// The mock's control panel (/__mock/), driven as a developer would: it steers the test's
// world through the steering API, and the app sees what it did. Also: the verification
// helpers of the fixtures, and the production build leaving the development button out.
import { readdirSync, readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { accountField, demo, expect, passwordField, test, toast } from './fixtures.ts'

const openPanel = async (page: Page, session: string) => {
  await page.goto(`/__mock/?world=${session}`)
  await expect(page.getByRole('heading', { name: 'Mock control panel' })).toBeVisible()
  await expect(page.getByTestId('world-name')).toHaveText(session)
}

test('the panel reads and moves the world clock', async ({ page, mock }) => {
  await mock.setClock({ set: '2026-11-23T09:30:00+08:00', mode: 'frozen' })
  await openPanel(page, mock.session)
  const clock = page.getByRole('region', { name: 'Clock' })
  await expect(clock.getByTestId('clock-now')).toHaveText('2026-11-23T09:30:00.000+08:00')
  await clock.getByRole('button', { name: '+1 hour' }).click()
  await expect(clock.getByTestId('clock-now')).toHaveText('2026-11-23T10:30:00.000+08:00')
  await clock.getByRole('textbox', { name: 'Set the clock to' }).fill('2026-11-24T13:40:00+08:00')
  await clock.getByRole('button', { name: 'Set', exact: true }).click()
  await expect(clock.getByTestId('clock-now')).toHaveText('2026-11-24T13:40:00.000+08:00')
  expect((await mock.admin.GET('/world')).data?.data?.now).toBe('2026-11-24T13:40:00.000+08:00')
})

test('an error forced from the panel shows in the app, and the request log lists it', async ({ page, mock }) => {
  await openPanel(page, mock.session)
  const errors = page.getByRole('region', { name: 'Force a catalogue error' })
  await errors.getByRole('combobox', { name: 'On path' }).selectOption('/user/login')
  await errors.getByRole('searchbox', { name: 'Search the catalogue' }).fill('大宗 一天')
  await errors.getByRole('button', { name: 'Force block_daily_limit' }).click()
  await expect(errors.getByText('block_daily_limit on /user/login × 1')).toBeVisible()

  await page.goto('/#/login/login')
  await accountField(page).fill(demo.account)
  await passwordField(page).fill(demo.password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(toast(page, '當前大宗一天限購3次')).toBeVisible()
  await mock.expectCalled('/user/login', { times: 1, errorId: 'block_daily_limit', body: { account: demo.account } })

  await openPanel(page, mock.session)
  const requests = page.getByRole('region', { name: 'Requests' })
  await expect(requests.getByRole('row').filter({ hasText: '/user/login' })).toContainText('block_daily_limit')
})

test('a review approved in the panel is decided', async ({ page, mock }) => {
  await openPanel(page, mock.session)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  const [identity] = await mock.pendingReviews('identity')
  await reviews.getByRole('button', { name: `Approve identity ${identity?.id}` }).click()
  await expect(reviews.getByText('Nothing waits for review.')).toBeVisible()
  expect(await mock.pendingReviews()).toEqual([])
})

test("the panel sets an account's state and latency", async ({ page, mock }) => {
  await openPanel(page, mock.session)
  const account = page.getByRole('region', { name: 'Account' })
  await account.getByRole('button', { name: 'Read account' }).click()
  await account.getByRole('checkbox', { name: 'Trading forbidden' }).click()
  await expect(account.getByRole('checkbox', { name: 'Trading forbidden' })).toBeChecked()
  await account.getByRole('textbox', { name: 'Amount (negative debits)' }).fill('-1000')
  await account.getByRole('button', { name: 'Credit' }).click()
  await expect(account.getByTestId('account-balances')).toContainText('TWD 999000.00')
  expect((await mock.setAccount({ account: demo.account })).restrictions.tradingForbidden).toBe(true)

  const latency = page.getByRole('region', { name: 'Latency' })
  await latency.getByRole('combobox', { name: 'Distribution' }).selectOption('uniform')
  await latency.getByRole('button', { name: 'Set latency' }).click()
  await expect(latency.getByText('*: uniform, 100-800 ms')).toBeVisible()
})

test('expectCalled counts calls and names the near misses when it fails', async ({ mock, login }) => {
  await login()
  await mock.expectCalled('/user/login', { times: 1, status: 1, body: { account: demo.account } })
  expect((await mock.count({ path: '/user/login' })).count).toBe(1)
  const failure = await mock
    .expectCalled('/user/login', { body: { account: '0999999999' }, timeoutMs: 300 })
    .catch((error: Error) => error.message)
  expect(failure).toContain(
    'expected /user/login to be called at least once with body {"account":"0999999999"}, but 0 call(s) matched.',
  )
  expect(failure).toContain('body.account is "0912345678", not "0999999999"')
  const elsewhere = await mock
    .expectCalled('/user/withdrawal', { timeoutMs: 100 })
    .catch((error: Error) => error.message)
  expect(elsewhere).toContain('No call of /user/withdrawal; the world received: /common/config')
})

test('the production build leaves the development button out', () => {
  const marker = 'Open the mock control panel'
  expect(readFileSync(new URL('../src/app/mock-panel-button.tsx', import.meta.url), 'utf8')).toContain(marker)
  const assets = new URL('../dist/assets/', import.meta.url)
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(10)
  for (const name of scripts) expect(readFileSync(new URL(name, assets), 'utf8'), name).not.toContain(marker)
})
