// The order box says no before the user confirms: an order the server's rules would refuse
// (no cash for it, nothing to sell, outside its session, beyond the band) cannot be
// confirmed, and the reason stands beside the disabled confirm; nothing is sent. An order
// that can go is confirmed in a dialog that restates every condition and what it costs at
// the account's own commission terms, and the server charges exactly that.
import type { Page } from '@playwright/test'

import { expect, test, toast } from './fixtures.ts'

const orderForm = (page: Page) => page.getByRole('region', { name: '下單', exact: true })
const confirmButton = (page: Page, name = '買進下單') => orderForm(page).getByRole('button', { name })

async function openStock(page: Page, symbol: string, name: string, search = ''): Promise<void> {
  await page.evaluate((stock) => localStorage.setItem('stockDetail', JSON.stringify({ ...stock, market: 'listed' })), {
    symbol,
    name,
  })
  await page.goto(`/#/market/stockDetail${search}`)
  await page.reload()
  await expect(page.getByRole('heading', { name })).toBeVisible()
}

/** A value of the confirmation dialog by its row name. */
const line = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('group', { name, exact: true }).getByRole('definition')

test('at 可買 0 張 the confirm is disabled with the cash needed and available; an odd lot it can pay is not', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/market/stockDetail')
  await expect(page.getByRole('heading', { name: '台積電' })).toBeVisible()
  // A lot of 台積電 at 1,800.00: 1,800,000 and 718 commission (2.8折), with 1,000,000 available.
  await expect(orderForm(page).getByRole('group', { name: '可買' })).toContainText('0 張')
  await expect(confirmButton(page)).toBeDisabled()
  await expect(confirmButton(page)).toHaveAccessibleDescription('餘額不足：需 1,800,718.00，可用 1,000,000.00')
  // A market order is counted at limit-up, as the server holds it.
  await orderForm(page).getByText('市價', { exact: true }).click()
  await expect(orderForm(page).getByRole('status')).toHaveText(
    '餘額不足：以漲停價 1980.00 預留 1,980,790.00，可用 1,000,000.00',
  )

  await orderForm(page).getByText('限價', { exact: true }).click()
  await orderForm(page).getByRole('switch', { name: '零股' }).click()
  await expect(confirmButton(page)).toBeEnabled()
  await expect(orderForm(page).getByRole('status')).toHaveCount(0)
  expect(await mock.requests('/trade/buy_stock')).toEqual([])
})

test('with nothing to sell the confirm says why: bought today (T+1), or no holding at all', async ({
  page,
  login,
  mock,
}) => {
  await login()
  // The seeded 長榮 holding #9 was bought this morning.
  await openStock(page, '2603', '長榮', '?side=sell&position=9')
  await expect(orderForm(page).getByTestId('sellable')).toHaveText('現股庫存 1 張，可賣 0 張')
  await expect(confirmButton(page, '賣出下單')).toBeDisabled()
  await expect(confirmButton(page, '賣出下單')).toHaveAccessibleDescription('今日買進的股票為 T+1，11-24 08:30 起可賣')

  await openStock(page, '2454', '聯發科', '?side=sell')
  await expect(confirmButton(page, '賣出下單')).toBeDisabled()
  await expect(orderForm(page).getByRole('status')).toHaveText('尚無此股票的庫存可賣')
  expect(await mock.requests('/trade/sell_stock')).toEqual([])

  // The next morning 長榮 can be sold.
  await mock.setClock({ set: '2026-11-24T09:30:00+08:00' })
  await openStock(page, '2603', '長榮', '?side=sell&position=9')
  await expect(confirmButton(page, '賣出下單')).toBeEnabled()
})

test('outside trading time the confirm is disabled with the hours that would take the order', async ({
  page,
  login,
  mock,
}) => {
  await mock.setClock({ set: '2026-11-28T10:00:00+08:00' })
  await login()
  await openStock(page, '2317', '鴻海')
  await expect(confirmButton(page)).toBeDisabled()
  await expect(confirmButton(page)).toHaveAccessibleDescription(
    '非交易時間：整股 08:30–13:30、盤後定價 14:00–14:30 可委託',
  )

  // Monday before the open: a limit order queues for the opening auction; market and IOC orders wait for 09:00.
  await mock.setClock({ set: '2026-11-30T08:45:00+08:00' })
  await page.reload()
  await expect(page.getByRole('region', { name: '報價', exact: true })).toContainText('盤前')
  await expect(confirmButton(page)).toBeEnabled()
  await orderForm(page).getByText('IOC', { exact: true }).click()
  await expect(orderForm(page).getByRole('status')).toHaveText('非交易時間：市價、IOC、FOK 僅限盤中 09:00–13:25 委託')
  await orderForm(page).getByText('ROD', { exact: true }).click()
  await orderForm(page).getByText('市價', { exact: true }).click()
  await expect(confirmButton(page)).toBeDisabled()
  await expect(orderForm(page).getByRole('status')).toHaveText('非交易時間：市價、IOC、FOK 僅限盤中 09:00–13:25 委託')
  expect(await mock.requests('/trade/buy_stock')).toEqual([])
})

test('a price outside the limits disables the confirm with the band; back inside it, the order can go', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/market/stockDetail')
  await expect(page.getByRole('heading', { name: '台積電' })).toBeVisible()
  const form = orderForm(page)
  await form.getByRole('switch', { name: '零股' }).click()
  await form.getByRole('button', { name: /^跌停 / }).click()
  await expect(confirmButton(page)).toBeEnabled()
  await form.getByRole('button', { name: '價格降一檔' }).click()
  await expect(form.getByRole('textbox', { name: '價格' })).toHaveValue('1615.00')
  await expect(confirmButton(page)).toBeDisabled()
  await expect(confirmButton(page)).toHaveAccessibleDescription('委託價格超出漲跌停範圍（1620.00–1980.00）')
  await form.getByRole('button', { name: /^漲停 / }).click()
  await form.getByRole('button', { name: '價格升一檔' }).click()
  await expect(form.getByRole('textbox', { name: '價格' })).toHaveValue('1985.00')
  await expect(form.getByRole('status')).toHaveText('委託價格超出漲跌停範圍（1620.00–1980.00）')
  await form.getByRole('button', { name: '價格降一檔' }).click()
  await expect(confirmButton(page)).toBeEnabled()
  expect(await mock.requests('/trade/buy_stock')).toEqual([])
})

test('the confirmation restates every condition and the commission at 2.8折, which the server charges', async ({
  page,
  login,
}) => {
  await login()
  await openStock(page, '2317', '鴻海')
  const form = orderForm(page)
  await form.getByRole('button', { name: /^現價 / }).click()
  await expect(form).toContainText('手續費率 0.1425% × 2.8折，最低 20 元')
  await confirmButton(page).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('確認委託')).toBeVisible()
  await expect(line(page, '股票')).toHaveText('鴻海 2317')
  await expect(line(page, '買賣')).toHaveText('現股買進')
  await expect(line(page, '交易類別')).toHaveText('現股')
  await expect(line(page, '委託方式')).toHaveText('限價')
  await expect(line(page, '委託條件')).toHaveText('ROD')
  await expect(line(page, '數量')).toHaveText('1 張（1,000 股）')
  await expect(line(page, '價格')).toHaveText('226.00')
  await expect(line(page, '成交金額')).toHaveText('226,000.00')
  // 226,000 x 0.1425 % x 0.28 = 90.17: 90 (rounded down to whole TWD, at least 20).
  await expect(line(page, '手續費')).toHaveText('90.00')
  await expect(line(page, '預估應付')).toHaveText('226,090.00')
  await expect(line(page, '手續費率')).toHaveText('0.1425% × 2.8折，最低 20 元')

  const placed = page.waitForResponse((response) => response.url().endsWith('/api/vue/trade/buy_stock'))
  await dialog.getByRole('button', { name: '確認送出' }).click()
  await expect(toast(page, '委託已成交')).toBeVisible()
  const order = ((await (await placed).json()) as { data: { id: number } }).data
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('tokend') ?? '',
    account: localStorage.getItem('account') ?? '',
  }))
  const detail = (await (
    await page.request.post('/api/vue/trade/stockdetail', { data: { id: order.id }, headers: session })
  ).json()) as { data: { buy_poundage: string; unsettled: string } }
  expect(detail.data).toMatchObject({ buy_poundage: '90.00', unsettled: '-226090.00' })
})

test('an account not yet verified sees and pays the full rate', async ({ page, login }) => {
  await login('0922333444')
  await openStock(page, '2884', '玉山金')
  const form = orderForm(page)
  await expect(form).toContainText('手續費率 0.1425%，最低 20 元')
  await form.getByRole('button', { name: /^現價 / }).click()
  await confirmButton(page).click()
  const value = Math.round(Number((await line(page, '成交金額').innerText()).replace(/,/g, '')) * 100)
  const fee = Math.max(Math.floor((value * 1425) / 1_000_000 / 100) * 100, 2000)
  await expect(line(page, '手續費')).toHaveText((fee / 100).toFixed(2))
  await expect(line(page, '手續費率')).toHaveText('0.1425%，最低 20 元')
})
