// Credit trading (融資融券) as a user meets it: not offered until the broker enables it; a
// margin purchase borrows 60 % and shows its loan and maintenance ratio; when the ratio
// falls under 130 % a margin call arrives as a message and stops new credit trades.
import type { Page } from '@playwright/test'

import { demo, expect, test, toast } from './fixtures.ts'

const orderForm = (page: Page) => page.getByRole('region', { name: '下單', exact: true })
const tabBar = (page: Page) => page.getByRole('navigation', { name: '主要功能' })

async function openStock(page: Page, symbol: string, name: string): Promise<void> {
  await page.evaluate((stock) => localStorage.setItem('stockDetail', JSON.stringify({ ...stock, market: 'listed' })), {
    symbol,
    name,
  })
  await page.goto('/#/market/stockDetail')
  await page.reload()
  await expect(page.getByRole('heading', { name })).toBeVisible()
}

/** Buys `lots` at the market as a margin purchase (融資), through the confirmation. */
async function buyOnMargin(page: Page, lots: number): Promise<void> {
  const form = orderForm(page)
  await form.getByText('市價', { exact: true }).click()
  await form.getByText('融資', { exact: true }).click()
  await form.getByRole('textbox', { name: '數量（張）' }).fill(String(lots))
  await form.getByRole('textbox', { name: '數量（張）' }).blur()
  await form.getByRole('button', { name: '買進下單' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('group', { name: '買賣' })).toContainText('融資買進')
  await expect(dialog.getByRole('group', { name: '交易類別' })).toContainText('融資')
  await dialog.getByRole('button', { name: '確認送出' }).click()
}

test('a margin purchase is not offered until the broker enables credit trading', async ({ page, login, mock }) => {
  await login()
  await openStock(page, '2317', '鴻海')
  await orderForm(page).getByText('融資', { exact: true }).click()
  await expect(orderForm(page).getByRole('button', { name: '買進下單' })).toBeDisabled()
  await expect(orderForm(page).getByRole('status')).toHaveText('尚未開通融資融券，無法以融資委託')
  await orderForm(page).getByText('融券', { exact: true }).click()
  await expect(orderForm(page).getByRole('status')).toHaveText('尚未開通融資融券，無法以融券委託')
  expect(await mock.requests('/trade/buy_stock')).toEqual([])

  await mock.setAccount({ account: demo.account, marginTrading: true })
  await page.reload()
  await orderForm(page).getByText('融資', { exact: true }).click()
  await expect(orderForm(page).getByRole('button', { name: '買進下單' })).toBeEnabled()
  await buyOnMargin(page, 1)
  await expect(toast(page, '委託已成交')).toBeVisible()
})

test('a margin account buys with financing and sees the loan and its maintenance ratio', async ({
  page,
  login,
  mock,
}) => {
  await mock.setAccount({ account: demo.account, marginTrading: true })
  await login()
  await openStock(page, '2317', '鴻海')
  await orderForm(page).getByText('融資', { exact: true }).click()
  await orderForm(page).getByRole('textbox', { name: '數量（張）' }).fill('3')
  // 678,000 of 鴻海: 406,000 lent, 272,000 and the 270 commission (2.8折) the user's own.
  await expect(orderForm(page).getByLabel('預估金額')).toContainText('406,000.00')
  await expect(orderForm(page).getByLabel('預估金額')).toContainText('272,270.00')
  await buyOnMargin(page, 3)
  await expect(toast(page, '委託已成交')).toBeVisible()

  await tabBar(page).getByRole('link', { name: '庫存', exact: true }).click()
  // Its own row beside the cash holding of 鴻海.
  const holding = page.getByRole('article', { name: '鴻海 2317 融資' })
  await expect(holding.getByRole('group', { name: '庫存' })).toContainText('3 張')
  await expect(holding.getByRole('group', { name: '融資金額' })).toContainText('406,000.00')
  await expect(holding.getByRole('group', { name: '擔保維持率' })).toContainText('166.99%')
  await expect(page.getByRole('article', { name: '鴻海 2317 現股' })).toContainText('2 張')
  const account = page.getByRole('region', { name: '信用帳戶' })
  await expect(account.getByTestId('maintenance-ratio')).toHaveText('166.99%')
  // Total assets count the purchase at its value less the loan; its cost is payable on T+2.
  const assets = page.getByRole('region', { name: '資產摘要' })
  await expect(assets.getByRole('group', { name: '信用部位淨值' })).toBeVisible()
  await expect(assets.getByRole('group', { name: '應付交割款' })).not.toContainText('−189,575.00')
})

test('a margin call refuses the credit order still waiting: 委託失敗, with its reason', async ({
  page,
  login,
  mock,
}) => {
  await mock.setAccount({ account: demo.account, marginTrading: true })
  await login()
  // 旺宏 financed at 82.00 falls under the 130 % line on the afternoon of 2027-05-05 (this world's market).
  await openStock(page, '2337', '旺宏')
  await buyOnMargin(page, 10)
  await expect(toast(page, '委託已成交')).toBeVisible()
  await mock.setClock({ set: '2027-05-05T09:01:00+08:00' })
  // A margin purchase of 鴻海 waits at limit-down.
  await openStock(page, '2317', '鴻海')
  const form = orderForm(page)
  await form.getByText('融資', { exact: true }).click()
  await form.getByRole('button', { name: /^跌停 / }).click()
  await form.getByRole('button', { name: '買進下單' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '確認送出' }).click()
  await expect(toast(page, '委託已送出')).toBeVisible()

  await mock.setClock({ set: '2027-05-05T13:20:00+08:00' })
  await page.goto('/#/trade/index')
  await page.getByRole('tab', { name: /^委託/ }).click()
  const refused = page.getByRole('article', { name: '鴻海 2317 買進 委託失敗' })
  await expect(refused).toContainText('買進 · 融資')
  await expect(refused).toContainText('失敗原因：整戶擔保維持率低於130%，暫停新增信用交易')
  await expect(refused.getByRole('button', { name: '撤單' })).toHaveCount(0)
})

test('a falling price brings a margin call: a message, an alert, and no new credit trade', async ({
  page,
  login,
  mock,
}) => {
  await mock.setAccount({ account: demo.account, marginTrading: true })
  await login()
  // 旺宏 stands at 82.00; by early May 2027 it is about 62 (this world's market).
  await openStock(page, '2337', '旺宏')
  await buyOnMargin(page, 10)
  await expect(toast(page, '委託已成交')).toBeVisible()

  await mock.setClock({ set: '2027-05-07T09:30:00+08:00' })
  await page.goto('/#/trade/index')
  await expect(page.getByRole('alert')).toContainText('已發出追繳通知')
  const ratio = Number((await page.getByTestId('maintenance-ratio').innerText()).replace('%', ''))
  expect(ratio).toBeLessThan(130)

  await page.goto('/#/information/msgInfo')
  await page.getByRole('tab', { name: /訊息/ }).click()
  await expect(page.getByRole('list', { name: '訊息' }).getByRole('button').first()).toContainText('融資融券追繳通知')

  await openStock(page, '2317', '鴻海')
  await buyOnMargin(page, 1)
  await expect(toast(page, '整戶擔保維持率低於130%，暫停新增信用交易')).toBeVisible()
})
