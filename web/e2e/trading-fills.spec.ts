// An order larger than the book's depth, as a user meets it: it fills in part, says so,
// and shows on the positions screen as a holding of what filled and, among today's
// orders, a partly filled order still working with its fills, which can be cancelled.
import type { Page } from '@playwright/test'

import { demo, expect, test, toast } from './fixtures.ts'

const orderForm = (page: Page) => page.getByRole('region', { name: '下單', exact: true })
const tabBar = (page: Page) => page.getByRole('navigation', { name: '主要功能' })

test('a large limit buy fills in part; the rest works on and can be cancelled', async ({ page, login, mock }) => {
  // 緯穎 (3,000 TWD a share) has a few lots at each level: 30 lots are more than its book.
  await mock.setAccount({ account: demo.account, credit: { balance: 'twd', amount: '200000000.00' } })
  await login()
  await page.evaluate(() =>
    localStorage.setItem('stockDetail', JSON.stringify({ symbol: '6669', name: '緯穎', market: 'listed' })),
  )
  await page.goto('/#/market/stockDetail')
  await page.reload()
  await expect(page.getByRole('heading', { name: '緯穎' })).toBeVisible()
  const form = orderForm(page)
  const quantity = form.getByRole('textbox', { name: '數量（張）' })
  await quantity.fill('30')
  await quantity.blur()
  // At the last price: the best ask, so part fills now and the rest waits at it.
  await form.getByRole('button', { name: /^現價 / }).click()
  await form.getByRole('button', { name: '買進下單' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '確認送出' }).click()
  await expect(toast(page, /^部分成交 \d+\/30000 股，餘量委託中$/)).toBeVisible()

  await tabBar(page).getByRole('link', { name: '庫存', exact: true }).click()
  const holding = page.getByRole('article', { name: '緯穎 6669 現股' })
  await expect(holding.getByRole('group', { name: '庫存' })).toContainText('張')
  await page.getByRole('tab', { name: /^委託/ }).click()
  const order = page.getByRole('article', { name: '緯穎 6669 買進 部分成交' })
  await expect(order.getByRole('group', { name: '委託量' })).toContainText('30 張')
  await expect(order.getByRole('list', { name: '成交明細' }).getByRole('listitem').first()).toContainText('成交')
  await order.getByRole('button', { name: '刪單' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '刪單' }).click()
  await expect(toast(page, '已刪單')).toBeVisible()
  // The order stays in today's list, cancelled after filling in part.
  await expect(page.getByRole('article', { name: '緯穎 6669 買進 部分成交' })).toHaveCount(0)
  await expect(page.getByRole('article', { name: '緯穎 6669 買進 已刪單' })).toBeVisible()
  // What filled stays a holding.
  await page.getByRole('tab', { name: /^庫存/ }).click()
  await expect(page.getByRole('article', { name: '緯穎 6669 現股' })).toBeVisible()
})
