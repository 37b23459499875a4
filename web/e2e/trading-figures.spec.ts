// The figures a trader checks first, each test in its own world: after a buy fills, total
// assets read the same on home, the account centre, the wallet and the positions screen and
// moved only by the fee and the price; the filled order is among today's orders (委託) and
// its fill among today's fills (成交); 台積電 is one holding with its average cost, opening
// into its purchases; selling it sells what can be sold now.
import type { Page } from '@playwright/test'

import { expect, test, toast } from './fixtures.ts'

const orderForm = (page: Page) => page.getByRole('region', { name: '下單', exact: true })
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100)

/** The total assets a screen shows, in cents. */
async function totalOn(page: Page, route: string): Promise<number> {
  await page.goto(route)
  // Home stays mounted while hidden (a cached page): the figure of the screen shown.
  const total = page.getByTestId('total-assets').filter({ visible: true })
  await expect(total).toHaveText(/^NT\$ [\d,]+\.\d\d$/)
  return cents(await total.innerText())
}

/** Buys 100 shares of 台積電 in the odd-lot session at limit-up: it fills at once at the best ask. */
async function buyTsmcOddLot(page: Page): Promise<void> {
  await page.evaluate(() =>
    localStorage.setItem('stockDetail', JSON.stringify({ symbol: '2330', name: '台積電', market: 'listed' })),
  )
  await page.goto('/#/market/stockDetail')
  await expect(page.getByRole('heading', { name: '台積電' })).toBeVisible()
  const form = orderForm(page)
  await form.getByRole('switch', { name: '零股' }).click()
  await form.getByRole('textbox', { name: '數量（股）' }).fill('100')
  await form.getByRole('textbox', { name: '數量（股）' }).blur()
  await form.getByRole('button', { name: /^漲停 / }).click()
  await form.getByRole('button', { name: '買進下單' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '確認送出' }).click()
  await expect(toast(page, '委託已成交')).toBeVisible()
}

test('after a buy fills, total assets agree on every screen and move only by the fee and the price', async ({
  page,
  login,
}) => {
  await login()
  const screens = ['/#/home/index', '/#/information/index', '/#/information/payBag', '/#/trade/index']
  const before: number[] = []
  for (const route of screens) before.push(await totalOn(page, route))
  // Cash, holdings and foreign money, less this morning's payable: the same everywhere.
  expect(new Set(before)).toEqual(new Set([259_490_000]))

  await buyTsmcOddLot(page)
  // A screen shown again first paints what it had and then what it reads anew: the four agree
  // once each has read the account after the fill.
  let after: number[] = []
  await expect
    .poll(async () => {
      after = []
      for (const route of screens) after.push(await totalOn(page, route))
      return new Set(after).size
    })
    .toBe(1)

  // The fill, as today's fills list it, and the price the holding is valued at.
  await page.getByRole('tab', { name: /^成交/ }).click()
  const fill = page.getByRole('listitem', { name: /^台積電 2330 / })
  await expect(fill).toHaveCount(1)
  const figure = async (name: string) =>
    (await fill.getByText(name, { exact: true }).locator('xpath=following-sibling::dd').innerText()).trim()
  const fillPrice = cents(await figure('成交價'))
  const fee = cents(await figure('手續費'))
  expect(await figure('數量')).toBe('100 股')
  expect(await figure('證交稅')).toBe('0.00')
  // 180,000 x 0.1425 % at the verified account's 2.8折: 71.82, rounded down.
  expect(fee).toBe(7_100)
  await page.getByRole('tab', { name: /^庫存/ }).click()
  const lastPrice = cents(
    await page.getByRole('article', { name: '台積電 2330 現股' }).getByRole('group', { name: '現價' }).innerText(),
  )
  expect(after[0]).toBe((before[0] ?? 0) - fee + (lastPrice - fillPrice) * 100)
  // The payable grew by the cost, what is available fell by it.
  const assets = page.getByRole('region', { name: '資產摘要' })
  await expect(assets.getByRole('group', { name: '應付交割款' })).toContainText('−369,646.00')
  await expect(assets.getByRole('group', { name: '現金餘額' })).toContainText('可用 819,929.00')
})

test('the filled order is among today’s orders with its fill, and in today’s fills', async ({ page, login }) => {
  await login()
  await buyTsmcOddLot(page)
  await page.goto('/#/trade/index')
  await page.getByRole('tab', { name: /^委託/ }).click()
  const orders = page.getByRole('region', { name: '當日委託' }).getByRole('article')
  // Newest first: this buy, then this morning's pending sale of 玉山金 and filled buy of 長榮.
  await expect(orders).toHaveCount(3)
  await expect(orders.nth(0)).toHaveAccessibleName('台積電 2330 買進 全部成交')
  await expect(orders.nth(1)).toHaveAccessibleName('玉山金 2884 賣出 委託中')
  await expect(orders.nth(2)).toHaveAccessibleName('長榮 2603 買進 全部成交')
  const bought = orders.nth(0)
  await expect(bought.getByRole('group', { name: '委託量' })).toContainText('100 股')
  await expect(bought.getByRole('group', { name: '成交量' })).toContainText('100 股')
  await expect(bought.getByRole('group', { name: '成交均價' })).toContainText('1800.00')
  await expect(bought.getByRole('list', { name: '成交明細' })).toContainText('成交 100 股 @ 1800.00')

  await page.getByRole('tab', { name: /^成交/ }).click()
  const fills = page.getByRole('list', { name: '當日成交' }).getByRole('listitem')
  await expect(fills).toHaveCount(2)
  await expect(fills.first()).toContainText('台積電')
  await expect(fills.first()).toContainText('1800.00')
  await expect(fills.first()).toContainText('71.00')
  await expect(fills.last()).toContainText('長榮')
})

test('台積電 is one holding with its average cost, red or green P&L, opening into its purchases', async ({
  page,
  login,
}) => {
  await login()
  await buyTsmcOddLot(page)
  await page.goto('/#/trade/index')
  const tsmc = page.getByRole('article', { name: /^台積電 2330/ })
  await expect(tsmc).toHaveCount(1)
  await expect(tsmc).toHaveAccessibleName('台積電 2330 現股')
  await expect(tsmc.getByRole('group', { name: '庫存' })).toContainText('300 股')
  await expect(tsmc.getByRole('group', { name: '可賣' })).toContainText('200 股')
  // (368,000 + 146 + 180,000 + 71) / 300 shares: the fees (at 2.8折) are in the cost.
  await expect(tsmc.getByRole('group', { name: '均價（含費）' })).toContainText('1,827.39')
  await expect(tsmc.getByRole('group', { name: '市值' })).toContainText('540,000.00')
  // A loss reads green (Taiwan: red up, green down).
  const pnl = tsmc.getByRole('group', { name: '未實現損益' }).getByRole('definition')
  await expect(pnl).toHaveText('-8,217.00')
  await expect(pnl.locator('span')).toHaveCSS('color', 'rgb(9, 127, 74)')
  // 玉山金 holds 5 lots, 3 of them sellable: one unit on the row.
  const esun = page.getByRole('article', { name: '玉山金 2884 現股' })
  await expect(esun.getByRole('group', { name: '庫存' })).toContainText('5 張')
  await expect(esun.getByRole('group', { name: '可賣' })).toContainText('3 張')

  await tsmc.getByRole('button', { name: '明細 (2)' }).click()
  const purchases = page.getByRole('list', { name: '台積電 買進明細' }).getByRole('listitem')
  await expect(purchases).toHaveCount(2)
  await expect(purchases.nth(0)).toContainText('11-13 10:12 買進')
  await expect(purchases.nth(0)).toContainText('可賣 200 股')
  await expect(purchases.nth(1)).toContainText('100 股')
  await expect(purchases.nth(1)).toContainText('T+1，11-24 08:30 起可賣')
  await purchases.nth(1).getByRole('button', { name: /^詳情/ }).click()
  await expect(page.getByRole('heading', { name: '庫存明細' })).toBeVisible()
})

test('selling 台積電 shows what can be sold now and sells it from the purchases the rules allow', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await buyTsmcOddLot(page)
  await page.goto('/#/trade/index')
  await page.getByRole('article', { name: '台積電 2330 現股' }).getByRole('button', { name: '賣出' }).click()
  const form = orderForm(page)
  await expect(form.getByTestId('sellable')).toHaveText('現股庫存 300 股，可賣 200 股')
  // An odd lot, starting from everything that can be sold now.
  await expect(form.getByRole('switch', { name: '零股' })).toBeChecked()
  await expect(form.getByRole('textbox', { name: '數量（股）' })).toHaveValue('200')
  await form.getByRole('button', { name: /^跌停 / }).click()
  await form.getByRole('button', { name: '賣出下單' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '確認送出' }).click()
  await expect(toast(page, '賣出已成交')).toBeVisible()
  await mock.expectCalled('/trade/sell_symbol', { status: 1, body: { symbol: '2330', lingu: 1, zhang: 200 } })

  // What is left is today's 100 shares, locked until tomorrow: the lock says why, before anything is sent.
  await expect(form.getByTestId('sellable')).toHaveText('現股庫存 100 股，可賣 0 股')
  await expect(form.getByRole('button', { name: '賣出下單' })).toBeDisabled()
  await expect(form.getByRole('button', { name: '賣出下單' })).toHaveAccessibleDescription(
    '今日買進的股票為 T+1，11-24 08:30 起可賣',
  )
  await mock.expectCalled('/trade/sell_symbol', { times: 1 })
})
