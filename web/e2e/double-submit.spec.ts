// Double submission (issue 8): a double tap on an order or money button creates one order
// or one request. Every such button goes through useSubmission (web/src/api): one request
// in flight, one Idempotency-Key per submission. (Cash-outs: money-cashout.spec.ts.)
import type { Page } from '@playwright/test'

import { expect, test, toast } from './fixtures.ts'

const orderForm = (page: Page) => page.getByRole('region', { name: '下單', exact: true })

test('a double tap on 下單 opens one confirmation, and a double tap on its confirm places one order', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.evaluate(() =>
    localStorage.setItem('stockDetail', JSON.stringify({ symbol: '2317', name: '鴻海', market: 'listed' })),
  )
  await page.goto('/#/market/stockDetail')
  await orderForm(page).getByText('市價', { exact: true }).click()
  await orderForm(page).getByRole('button', { name: '買進下單' }).dblclick()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await page.getByRole('dialog').getByRole('button', { name: '確認送出' }).dblclick()
  await expect(toast(page, '委託已成交')).toBeVisible()
  const orders = await mock.requests('/trade/buy_stock')
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({ status: 1 })
})

test('a double tap on a cancellation cancels once', async ({ page, login, mock }) => {
  await login()
  await page.goto('/#/trade/index')
  await page.getByRole('tab', { name: /委託/ }).click()
  const pending = page.getByRole('article').filter({ hasText: '玉山金' }).first()
  await pending.getByRole('button', { name: '刪單' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '刪單' }).dblclick()
  await expect(toast(page, '已刪單')).toBeVisible()
  expect(await mock.requests('/trade/cancel_stock')).toHaveLength(1)
})

test('a double tap on the day-trading application sends one application', async ({ page, login, mock }) => {
  await login()
  await page.goto('/#/home/dayTrading')
  await page.getByRole('button', { name: '提交申請' }).dblclick()
  await expect(toast(page, '申請已提交，等待審核')).toBeVisible()
  const applications = await mock.requests('/trade/rnjy')
  expect(applications).toHaveLength(1)
  expect(await mock.pendingReviews('dayTrading')).toHaveLength(1)
})

test('a double tap on the daily sign-in signs in once', async ({ page, login, mock }) => {
  await mock.setClock({ set: '2026-11-24T10:00:00+08:00' })
  await login()
  await page.goto('/#/information/index')
  await page.getByRole('region', { name: '每日簽到' }).getByRole('button', { name: '簽到' }).dblclick()
  await expect(toast(page, '簽到成功，獲得 1 次抽獎機會')).toBeVisible()
  expect(await mock.requests('/user/qiandao')).toHaveLength(1)
})
