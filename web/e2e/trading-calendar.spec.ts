// The TWSE calendar and T+2 settlement as a user meets them: on New Year's Day 2027 (a
// Friday) the order box takes no order and the market shows closed; a buy's cost waits in the wallet
// as pending settlement until its second banking day, across a holiday.
import type { Page } from '@playwright/test'

import { expect, test, toast } from './fixtures.ts'

const orderForm = (page: Page) => page.getByRole('region', { name: '下單', exact: true })
const pending = (page: Page) => page.getByRole('region', { name: '待交割款', exact: true })

async function confirmOrder(page: Page, send = '確認送出'): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: send }).click()
}

test('on New Year’s Day 2027, a Friday, the order box takes no order: the market is closed', async ({
  page,
  login,
  mock,
}) => {
  await mock.reset({ now: '2027-01-01T10:00:00+08:00' })
  await login()
  await page.goto('/#/market/stockDetail')
  await expect(page.getByRole('heading', { name: '台積電' })).toBeVisible()
  // The quote stands at the last trading day's close, and the book is empty.
  await expect(page.getByRole('region', { name: '報價', exact: true })).toContainText('休市')
  // Whole lots and odd lots alike: the holiday has no session.
  await expect(orderForm(page).getByRole('button', { name: '買進下單' })).toBeDisabled()
  await expect(orderForm(page).getByRole('status')).toContainText('非交易時間')
  await orderForm(page).getByRole('switch', { name: '零股' }).click()
  await expect(orderForm(page).getByRole('status')).toHaveText(
    '非交易時間：零股盤中 09:00–13:30、盤後 13:40–14:30 可委託',
  )
  await expect(orderForm(page).getByRole('button', { name: '買進下單' })).toBeDisabled()
  expect(await mock.requests('/trade/buy_stock')).toEqual([])

  // The same on the index screen: TAIEX is closed too.
  await page.goto('/#/market/stockDetailzs?symbol=IX0001')
  await expect(page.getByRole('region', { name: '報價', exact: true })).toContainText('休市')
})

test('the holiday is told in English', async ({ page, login, mock, useLanguage }) => {
  await mock.reset({ now: '2027-01-01T10:00:00+08:00' })
  await login()
  await useLanguage('en')
  await page.goto('/#/market/stockDetail')
  await page.reload()
  const form = page.getByRole('region', { name: 'Order', exact: true })
  await expect(form.getByRole('button', { name: 'Place buy order' })).toBeDisabled()
  await expect(form.getByRole('status')).toHaveText(
    'Outside trading hours: whole lots 08:30–13:30, fixed price after the close 14:00–14:30',
  )
})

test('a buy’s cost waits in the wallet as pending settlement until T+2, across Constitution Day', async ({
  page,
  login,
  mock,
}) => {
  // Thursday 2026-12-24: Friday the 25th is a holiday, so T+2 is Tuesday the 29th.
  await mock.reset({ now: '2026-12-24T10:00:00+08:00' })
  await login()
  await page.evaluate(() =>
    localStorage.setItem('stockDetail', JSON.stringify({ symbol: '2317', name: '鴻海', market: 'listed' })),
  )
  await page.goto('/#/market/stockDetail')
  await expect(page.getByRole('heading', { name: '鴻海' })).toBeVisible()
  await orderForm(page).getByText('市價', { exact: true }).click()
  await orderForm(page).getByRole('button', { name: '買進下單' }).click()
  await confirmOrder(page)
  await expect(toast(page, '委託已成交')).toBeVisible()

  await page.goto('/#/information/payBag')
  await expect(page.getByRole('heading', { name: '我的錢包' })).toBeVisible()
  const items = pending(page).getByRole('list', { name: '待交割明細' })
  await expect(items.getByRole('listitem').filter({ hasText: '鴻海 2317' })).toContainText('應付')
  await expect(items.getByRole('listitem').filter({ hasText: '鴻海 2317' })).toContainText('12-29 交割')

  // Monday the 28th: still pending (the holiday and the weekend do not count).
  await mock.setClock({ set: '2026-12-28T15:00:00+08:00' })
  await page.reload()
  await expect(items.getByRole('listitem').filter({ hasText: '鴻海 2317' })).toBeVisible()
  // Tuesday the 29th at 10:00 it settles.
  await mock.setClock({ set: '2026-12-29T10:00:00+08:00' })
  await page.reload()
  await expect(pending(page)).toContainText('目前沒有待交割的款項')
})
