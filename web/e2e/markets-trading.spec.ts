// Trading journeys against the mock's market rules: find a stock, buy it, see the
// holding, be refused a T+1 sale, move the world's clock, sell the stock, and see cash and
// history reconcile once the sale settles (T+2); and what happens outside trading hours.
import type { Page } from '@playwright/test'

import { demo, expect, test, toast } from './fixtures.ts'

const tabBar = (page: Page) => page.getByRole('navigation', { name: '主要功能' })
const orderForm = (page: Page) => page.getByRole('region', { name: '下單', exact: true })
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100)
const money = (amount: number) =>
  (amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

async function confirmOrder(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('確認委託')).toBeVisible()
  await dialog.getByRole('button', { name: '確認送出' }).click()
}

/** A detail screen's value by its row name. */
async function detailValue(page: Page, name: string): Promise<string> {
  return (await page.getByRole('group', { name, exact: true }).getByRole('definition').innerText()).trim()
}

test('find a stock, buy it, be refused a T+1 sale, sell the next day, and see cash and history reconcile', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.getByRole('button', { name: '進入首頁' }).click()

  // Find 聯電 in the whole-market list and open it: it becomes the order box's stock.
  await page.getByRole('navigation', { name: '快捷功能' }).getByRole('button', { name: '全市場' }).click()
  await expect(page.getByRole('heading', { name: '全場行情' })).toBeVisible()
  await page.getByRole('button', { name: '聯電 2303' }).click()
  await expect(page).toHaveURL(/#\/market\/stockDetail/)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('stockDetail') ?? '{}'))).toEqual({
    symbol: '2303',
    name: '聯電',
    market: 'listed',
  })
  await expect(page.getByRole('heading', { name: '聯電' })).toBeVisible()

  // Buy one lot at the market: the preview shows the cost before confirming.
  const form = orderForm(page)
  await form.getByText('市價', { exact: true }).click()
  const preview = form.getByLabel('預估金額')
  const value = cents(
    await preview.getByRole('group', { name: '成交金額', exact: true }).getByRole('definition').innerText(),
  )
  const fee = cents(
    await preview.getByRole('group', { name: '手續費', exact: true }).getByRole('definition').innerText(),
  )
  // The verified account's commission: 0.1425 % at 2.8折, rounded down to whole TWD, at least 20.
  expect(fee).toBe(Math.max(2000, Math.floor((value * 1425 * 280) / 100_000_000_000) * 100))
  await form.getByRole('button', { name: '買進下單' }).click()
  await confirmOrder(page)
  await expect(toast(page, '委託已成交')).toBeVisible()

  // The holding is there, bought today, so locked until the next trading day.
  await tabBar(page).getByRole('link', { name: '庫存', exact: true }).click()
  const assets = page.getByRole('region', { name: '資產摘要' })
  await expect(assets.getByRole('group', { name: '現金餘額' })).toContainText(
    `可用 ${money(100_000_000 - value - fee)}`,
  )
  const bought = page.getByRole('article', { name: '聯電 2303 現股' })
  await expect(bought.getByRole('group', { name: '可賣' })).toContainText('T+1')
  await bought.getByRole('button', { name: '賣出' }).click()
  await expect(orderForm(page).getByTestId('sellable')).toHaveText('現股庫存 1 張，可賣 0 張')
  // The order box says so before anything is sent: nothing to sell before tomorrow's 08:30.
  await orderForm(page).getByText('市價', { exact: true }).click()
  await expect(orderForm(page).getByRole('button', { name: '賣出下單' })).toBeDisabled()
  await expect(orderForm(page).getByRole('button', { name: '賣出下單' })).toHaveAccessibleDescription(
    '今日買進的股票為 T+1，11-24 08:30 起可賣',
  )
  expect(await mock.requests('/trade/sell_symbol')).toEqual([])

  // The next morning the sale goes through.
  await mock.setClock({ set: '2026-11-24T09:45:00+08:00' })
  await page.reload()
  await expect(orderForm(page).getByTestId('sellable')).toHaveText('現股庫存 1 張，可賣 1 張')
  await orderForm(page).getByText('市價', { exact: true }).click()
  await orderForm(page).getByRole('button', { name: '賣出下單' }).click()
  await confirmOrder(page)
  await expect(toast(page, '賣出已成交')).toBeVisible()
  await mock.expectCalled('/trade/sell_symbol', { status: 1, body: { symbol: '2303', zhang: 1, lingu: 0 } })

  // History holds the sale; its prices, fees and tax explain the cash exactly.
  await tabBar(page).getByRole('link', { name: '庫存', exact: true }).click()
  await expect(page.getByRole('article', { name: '聯電 2303 現股' })).toHaveCount(0)
  await page.getByRole('tab', { name: '歷史' }).click()
  const sale = page.getByRole('article', { name: /^聯電 2303 #12$/ })
  await expect(sale).toContainText('已平倉')
  await sale.getByRole('button', { name: '詳情' }).click()
  await expect(page.getByRole('heading', { name: '庫存明細' })).toBeVisible()
  const buyValue = cents(await detailValue(page, '買入價')) * 1000
  const sellValue = cents(await detailValue(page, '賣出價')) * 1000
  const fees =
    cents(await detailValue(page, '買進手續費')) +
    cents(await detailValue(page, '賣出手續費')) +
    cents(await detailValue(page, '證交稅'))
  const realised = cents(await detailValue(page, '已實現損益'))
  expect(buyValue).toBe(value)
  expect(realised).toBe(sellValue - buyValue - fees)
  // The sale settles on T+2 (Thursday): its proceeds wait to be received until then.
  await expect(page.getByRole('group', { name: '待交割', exact: true })).toContainText('11/26')
  await page.getByRole('button', { name: '返回' }).click()
  await expect(assets.getByRole('group', { name: '現金餘額' })).toContainText(
    `可用 ${money(100_000_000 - value - fee)}`,
  )
  await expect(assets.getByRole('group', { name: '應收交割款' })).not.toHaveText(/\+0\.00$/)
  await mock.setClock({ set: '2026-11-26T10:00:00+08:00' })
  await page.reload()
  await expect(assets.getByRole('group', { name: '應收交割款' })).toContainText('+0.00')
  await expect(assets.getByRole('group', { name: '現金餘額' })).toContainText(`可用 ${money(100_000_000 + realised)}`)
})

test('the T+1 lock is told in English before confirming', async ({ page, login, useLanguage }) => {
  await login()
  await useLanguage('en')
  // The seeded holding #9 (長榮 2603) was bought this morning.
  await page.evaluate(() =>
    localStorage.setItem('stockDetail', JSON.stringify({ symbol: '2603', name: '長榮', market: 'listed' })),
  )
  await page.goto('/#/market/stockDetail?side=sell&position=9')
  await page.reload()
  const form = page.getByRole('region', { name: 'Order', exact: true })
  await expect(form.getByTestId('sellable')).toHaveText('Cash: 1 lot held, 0 lots sellable')
  await form.getByText('Market', { exact: true }).click()
  await expect(form.getByRole('button', { name: 'Place sell order' })).toBeDisabled()
  await expect(form.getByRole('button', { name: 'Place sell order' })).toHaveAccessibleDescription(
    'Bought today (T+1): can be sold from 11-24 08:30',
  )
})

test('outside trading hours: not offered on a Saturday, queued before the open, and cancellable', async ({
  page,
  login,
  mock,
}) => {
  await mock.reset({ now: '2026-11-28T10:00:00+08:00' })
  await login()
  await page.goto('/#/market/stockDetail')
  await expect(page.getByRole('heading', { name: '台積電' })).toBeVisible()
  await expect(page.getByRole('region', { name: '報價', exact: true })).toContainText('休市')
  await expect(orderForm(page).getByRole('button', { name: '買進下單' })).toBeDisabled()
  await expect(orderForm(page).getByRole('status')).toHaveText(
    '非交易時間：整股 08:30–13:30、盤後定價 14:00–14:30 可委託',
  )

  // Monday 08:40: a limit order for a lot of 鴻海 is accepted and waits for the opening auction.
  await mock.setClock({ set: '2026-11-30T08:40:00+08:00' })
  await page.evaluate(() =>
    localStorage.setItem('stockDetail', JSON.stringify({ symbol: '2317', name: '鴻海', market: 'listed' })),
  )
  await page.reload()
  await expect(page.getByRole('heading', { name: '鴻海' })).toBeVisible()
  await expect(page.getByRole('region', { name: '報價', exact: true })).toContainText('盤前')
  const form = orderForm(page)
  await form.getByRole('button', { name: /^跌停 / }).click()
  await form.getByRole('button', { name: '買進下單' }).click()
  await confirmOrder(page)
  await expect(toast(page, '委託已送出')).toBeVisible()

  await tabBar(page).getByRole('link', { name: '庫存', exact: true }).click()
  await page.getByRole('tab', { name: /^委託/ }).click()
  const order = page.getByRole('article', { name: '鴻海 2317 買進 委託中' })
  await expect(order.getByRole('group', { name: '成交量' })).toContainText('0 張')
  await order.getByRole('button', { name: '刪單' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '刪單' }).click()
  await expect(toast(page, '已刪單')).toBeVisible()
  await expect(page.getByRole('article', { name: '鴻海 2317 買進 委託中' })).toHaveCount(0)
  await expect(page.getByRole('article', { name: '鴻海 2317 買進 已刪單' })).toBeVisible()
  expect((await mock.requests('/trade/cancel_stock')).map((call) => call.status)).toEqual([1])
})

test('the order box: 2330 by default, a stepper on valid ticks, the band buttons and a price beyond them', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/market/stockDetail')
  await expect(page.getByRole('heading', { name: '台積電' })).toBeVisible()
  const form = orderForm(page)
  const price = form.getByRole('textbox', { name: '價格' })
  await expect(price).toHaveValue('1800.00')
  await form.getByRole('button', { name: '價格升一檔' }).click()
  await expect(price).toHaveValue('1805.00')
  // Typed by hand: letters are stripped, and the price snaps to a tick when the field is left.
  await price.fill('18o2')
  await expect(price).toHaveValue('182')
  await price.fill('1802')
  await price.blur()
  await expect(price).toHaveValue('1800.00')
  await form.getByRole('button', { name: /^漲停 / }).click()
  await expect(price).toHaveValue('1980.00')
  await form.getByRole('button', { name: /^跌停 / }).click()
  await expect(price).toHaveValue('1620.00')
  await form.getByRole('button', { name: '價格降一檔' }).click()
  await expect(price).toHaveValue('1615.00')

  // Below limit-down: the order box says so, and sends nothing.
  await form.getByRole('switch', { name: '零股' }).click()
  await expect(form.getByRole('textbox', { name: '數量（股）' })).toHaveValue('100')
  await expect(form.getByRole('button', { name: '買進下單' })).toBeDisabled()
  await expect(form.getByRole('status')).toHaveText('委託價格超出漲跌停範圍（1620.00–1980.00）')
  expect(await mock.requests('/trade/buy_stock')).toEqual([])

  // The chart draws with the library, and its indicators can be switched.
  await page.getByRole('tab', { name: '日K' }).click()
  await expect(page.getByRole('img', { name: '台積電 日K圖' })).toHaveAttribute('data-ready', 'true')
  await page.getByRole('button', { name: 'KDJ' }).click()
  await expect(page.getByRole('button', { name: 'KDJ' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'MACD' })).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('img', { name: '台積電 日K圖' }).locator('canvas').first()).toBeVisible()
  expect(demo.account).toBe('0912345678')
})
