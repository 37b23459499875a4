// Exchange rates that move with the world's clock, and an exchange that confirms the quote it
// showed: refused when the quote has moved on, with the new rate shown and the amount kept.
// The default world starts at the walk's anchor (Monday 2026-11-23 09:30), at the reference
// quote: USD 32.4500 / 32.2500, USDT 32.6000 / 32.1000.
import type { Page } from '@playwright/test'

import { expect, type MockWorld, test, toast } from './fixtures.ts'
import { field, open, signIn } from './money-helpers.ts'

const day = 24 * 60 * 60 * 1000

/** The quote the steering API says is in force. */
async function quoteInForce(mock: MockWorld) {
  const { data } = await mock.admin.GET('/rates')
  if (data?.status !== 1) throw new Error('GET /__mock/rates refused')
  return data.data
}

const ratesRegion = (page: Page, name = '即時匯率（新台幣）') => page.getByRole('region', { name })
/**
 * A currency's row of the board: 銀行買入 (the broker buys it: the wire's `sell`), then 銀行賣出 (the
 * wire's `buy`).
 */
const boardRow = (page: Page, currency: string, rates: { buy: string; sell: string }) =>
  ratesRegion(page).getByRole('row', { name: `${currency} ${rates.sell} ${rates.buy}`, exact: true })

test('a day later the rates have moved: the screen shows the walk’s new quote', async ({ page, mock }) => {
  await signIn(page)
  await open(page, '/information/exChange', '兌換')
  await expect(boardRow(page, 'USD', { buy: '32.4500', sell: '32.2500' })).toBeVisible()
  await expect(ratesRegion(page)).toContainText('報價時間 2026-11-23 09:30:00')

  await mock.setClock({ advanceMs: day })
  const tomorrow = await quoteInForce(mock)
  expect(tomorrow.mode).toBe('walk')
  expect(tomorrow.USD.buy).not.toBe('32.4500')
  await page.reload()
  await expect(boardRow(page, 'USD', tomorrow.USD)).toBeVisible()
  await expect(boardRow(page, 'USDT', tomorrow.USDT)).toBeVisible()
  await expect(ratesRegion(page)).toContainText('報價時間 2026-11-24 09:30:00')
})

test('an exchange at a quote the broker has changed is refused; the new rate shows and the amount stays', async ({
  page,
  mock,
}) => {
  await signIn(page)
  await open(page, '/information/exChange', '兌換')
  await field(page, '兌換金額').fill('3245')
  await expect(page.getByText('預計獲得 100.00 USD')).toBeVisible()

  // The broker reprices USD while the screen still shows the old quote.
  const { data } = await mock.admin.POST('/rates', { body: { USD: { buy: '33.0000', sell: '32.8000' } } })
  expect(data?.status).toBe(1)
  await page.getByRole('button', { name: '確認兌換' }).click()
  await expect(toast(page, '匯率已更新，請確認最新匯率後再兌換')).toBeVisible()
  await expect(field(page, '兌換金額')).toHaveValue('3245')
  await expect(boardRow(page, 'USD', { buy: '33.0000', sell: '32.8000' })).toBeVisible()
  // 3,245 / 33 = 98.333... -> 98.33
  await expect(page.getByText('預計獲得 98.33 USD')).toBeVisible()

  await page.getByRole('button', { name: '確認兌換' }).click()
  await expect(toast(page, '兌換成功，獲得 98.33 USD')).toBeVisible()
  const [refused, done] = await mock.requests('/user/rotation')
  expect(refused?.errorId).toBe('exchange_rate_changed')
  expect(done?.status).toBe(1)
  expect((done?.body as { quote_id: string }).quote_id).toBe((await quoteInForce(mock)).quoteId)
  expect((refused?.body as { quote_id: string }).quote_id).not.toBe((done?.body as { quote_id: string }).quote_id)
})

test('in English: a quote that time has replaced is refused with the translated message', async ({
  page,
  mock,
  useLanguage,
}) => {
  await useLanguage('en')
  await signIn(page)
  await open(page, '/information/exChange', 'Exchange')
  await page.getByRole('textbox', { name: /^Amount/ }).fill('100')
  // Five minutes of world time: the broker's next quote.
  await mock.setClock({ advanceMs: 5 * 60 * 1000 })
  await page.getByRole('button', { name: 'Exchange', exact: true }).click()
  await expect(toast(page, 'The exchange rate has changed. Please check the new rate and try again')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('100')
  await expect(ratesRegion(page, 'Rates (in TWD)')).toContainText('Quoted at 2026-11-23 09:35:00')
})
