// The browser mock mode (`npm run dev:msw`): the same mock core answers from a service
// worker inside the page, steering API included, with no server behind the app.
import { expect, test } from '@playwright/test'

test('the app logs in and reads real data from the mock running in the page', async ({ page }) => {
  await page.goto('/#/login/login')
  await page.getByRole('textbox', { name: /^手機號碼/ }).fill('0912345678')
  await page.getByRole('textbox', { name: /^密碼/ }).fill('demo1234')
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.getByRole('heading', { name: '登入成功' })).toBeVisible()
  await page.getByRole('button', { name: '進入首頁' }).click()
  await expect(page.getByText('您好，陳志明')).toBeVisible()
  await expect(page.getByTestId('total-assets')).toHaveText('NT$ 2,594,900.00')
})

test('the in-page steering API forces a catalogue error on the next login', async ({ page }) => {
  await page.goto('/#/login/login')
  await expect(page.getByRole('button', { name: '登入', exact: true })).toBeVisible()
  const forced = await page.evaluate(async () => {
    const response = await fetch('/__mock/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/user/login', id: 'block_daily_limit', params: { n: '3' } }),
    })
    return (await response.json()) as { status: number }
  })
  expect(forced.status).toBe(1)
  await page.getByRole('textbox', { name: /^手機號碼/ }).fill('0912345678')
  await page.getByRole('textbox', { name: /^密碼/ }).fill('demo1234')
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.getByRole('status').getByText('當前大宗一天限購3次', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/#\/login\/login$/)
})

test('the development button opens the control panel, which steers the in-page mock', async ({ page }) => {
  await page.goto('/#/login/login')
  await page.getByRole('button', { name: 'Open the mock control panel' }).click()
  const panel = page.frameLocator('iframe[title="Mock control panel"]')
  await expect(panel.getByTestId('world-name')).toHaveText('default')
  const errors = panel.getByRole('region', { name: 'Force a catalogue error' })
  await errors.getByRole('searchbox', { name: 'Search the catalogue' }).fill('block_daily_limit')
  await errors.getByRole('button', { name: 'Force block_daily_limit' }).click()
  await expect(errors.getByText('block_daily_limit on /user/login × 1')).toBeVisible()
  await page.getByRole('button', { name: 'Close the mock panel' }).click()

  await page.getByRole('textbox', { name: /^手機號碼/ }).fill('0912345678')
  await page.getByRole('textbox', { name: /^密碼/ }).fill('demo1234')
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.getByRole('status').getByText('當前大宗一天限購3次', { exact: true })).toBeVisible()
})

test('the in-page world survives a reload, and the panel resets it', async ({ page }) => {
  const clockNow = async () =>
    page.evaluate(async () => ((await (await fetch('/__mock/world')).json()) as { data: { now: string } }).data.now)
  await page.goto('/#/login/login')
  await expect(page.getByRole('button', { name: '登入', exact: true })).toBeVisible()
  const before = await clockNow()
  await page.evaluate(() =>
    fetch('/__mock/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"advanceMs":86400000,"mode":"frozen"}',
    }),
  )
  const moved = await clockNow()
  expect(moved.slice(0, 10)).not.toBe(before.slice(0, 10))
  // Saved shortly after the change, then the page reloads with a new mock.
  await page.waitForTimeout(500)
  await page.reload()
  await expect(page.getByRole('button', { name: '登入', exact: true })).toBeVisible()
  expect(await clockNow()).toBe(moved)

  await page.getByRole('button', { name: 'Open the mock control panel' }).click()
  const panel = page.frameLocator('iframe[title="Mock control panel"]')
  await expect(panel.getByTestId('clock-now')).toHaveText(moved)
  await panel.getByRole('button', { name: 'Reset world' }).click()
  await expect(panel.getByTestId('clock-now')).not.toHaveText(moved)
})
