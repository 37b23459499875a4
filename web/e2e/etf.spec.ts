// ETFs with their NAV and premium: the ETF list shows each ETF's NAV (from its holdings on
// the market) and its premium or discount, the ETF's quote in the order box the same, as
// the estimated NAV during the session and the day's NAV after the close.
import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'

/** A figure by its name (a group named by its term). */
const figure = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true }).getByRole('definition')
const quote = (page: Page) => page.getByRole('region', { name: '報價', exact: true }).first()
const number = (text: string) => Number(text.replace(/[,%+]/g, ''))

test("the ETF list and an ETF's quote show its NAV and premium; a stock's quote has none", async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/home/etf')
  const list = page.getByRole('list', { name: 'ETF專區' })
  const row = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: '元大台灣50 0050' }) })
  await expect(figure(row, '淨值')).toHaveText(/^\d+\.\d{2}$/)
  await expect(figure(row, '折溢價')).toHaveText(/^[+-]?\d+\.\d{2}%$/)
  // Every ETF of the list has both.
  await expect(list.getByRole('group', { name: '淨值', exact: true })).toHaveCount(9)
  const listedNav = await figure(row, '淨值').innerText()
  const listedPremium = await figure(row, '折溢價').innerText()
  const price = (await row.getByRole('button', { name: '元大台灣50 0050' }).innerText())
    .split('\n')
    .find((line) => /^\d+\.\d{2}$/.test(line))
  // The premium is the price over the NAV, in per cent of it.
  expect(number(listedPremium)).toBeCloseTo(((number(price ?? '') - number(listedNav)) / number(listedNav)) * 100, 1)

  // Its quote in the order box: the same estimated NAV and premium during the session.
  await row.getByRole('button', { name: '元大台灣50 0050' }).click()
  await expect(page.getByRole('heading', { name: '元大台灣50' })).toBeVisible()
  await expect(figure(quote(page), '預估淨值')).toHaveText(listedNav)
  await expect(figure(quote(page), '折溢價')).toHaveText(listedPremium)

  // After the close: the day's NAV, moved with its holdings.
  await mock.setClock({ set: '2026-11-24T15:00:00+08:00' })
  await page.reload()
  await expect(figure(quote(page), '淨值')).toHaveText(/^\d+\.\d{2}$/)
  await expect(figure(quote(page), '淨值')).not.toHaveText(listedNav)
  await expect(quote(page).getByRole('group', { name: '預估淨值' })).toHaveCount(0)

  // A stock has no NAV.
  await page.goto('/#/favorite/search')
  await page.getByRole('searchbox').fill('2330')
  await page.getByRole('list', { name: '搜尋結果' }).getByRole('button', { name: '台積電 2330' }).click()
  await expect(page.getByRole('heading', { name: '台積電' })).toBeVisible()
  await expect(quote(page).getByRole('group', { name: '淨值' })).toHaveCount(0)
  await expect(quote(page)).not.toContainText('折溢價')
})
