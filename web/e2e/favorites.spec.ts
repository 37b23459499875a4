// The watchlist: search a stock, star it, see it in the favorites tab with its live price,
// reorder and remove in the edit screen, remove with the star; recent searches; categories.
import type { Page } from '@playwright/test'

import { expect, test, toast } from './fixtures.ts'

const watchlist = (page: Page) => page.getByRole('list', { name: '自選股' })
const rowNames = async (page: Page) =>
  (await watchlist(page).getByRole('button', { name: /\d{4}/ }).allInnerTexts()).map((text) => text.split('\n')[0])

test('search a stock, add it to the watchlist, and see it there with the live price of the order box', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/home/index')
  await page.getByRole('search', { name: '搜尋' }).click()
  await expect(page.getByRole('heading', { name: '搜尋' })).toBeVisible()
  await page.getByRole('searchbox').fill('長榮')
  const results = page.getByRole('list', { name: '搜尋結果' })
  await expect(results.getByRole('button', { name: '長榮 2603' })).toBeVisible()
  await results.getByRole('button', { name: '加入自選：長榮' }).click()
  await expect(toast(page, '已加入自選')).toBeVisible()
  await expect(results.getByRole('button', { name: '移出自選：長榮' })).toHaveAttribute('aria-pressed', 'true')
  expect((await mock.requests('/user/addOptional')).map((call) => call.body)).toEqual([{ symbol: '2603' }])

  // The favorites tab lists it first, with a price.
  await page.getByRole('button', { name: '返回' }).click()
  await page.getByRole('navigation', { name: '主要功能' }).getByRole('link', { name: '自選' }).click()
  await expect(watchlist(page)).toBeVisible()
  expect(await rowNames(page)).toEqual(['長榮', '台積電', '鴻海', '聯發科', '元大台灣50', '國泰金'])
  const row = watchlist(page).getByRole('button', { name: '長榮 2603' })
  const listedPrice = (await row.innerText()).split('\n').find((line) => /^\d[\d,]*\.\d{2}$/.test(line))
  expect(listedPrice).toBeDefined()

  // The row opens the order box, which shows the same price (the market's live quote).
  await row.click()
  await expect(page.getByRole('heading', { name: '長榮' })).toBeVisible()
  await expect(page.getByRole('region', { name: '報價', exact: true }).first()).toContainText(listedPrice!)
  await expect(page.getByRole('button', { name: '移出自選：長榮' })).toBeVisible()

  // The search remembers what was searched.
  await page.goto('/#/favorite/search')
  await expect(page.getByRole('region', { name: '最近搜尋' }).getByRole('button', { name: '長榮' })).toBeVisible()
})

test('edit the watchlist: move one to the top, delete several, save once; then remove one with its star', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/favorite/index')
  await expect(watchlist(page)).toBeVisible()
  await page.getByRole('button', { name: '編輯' }).click()
  await expect(page.getByRole('heading', { name: '編輯自選' })).toBeVisible()

  await page.getByRole('button', { name: '國泰金置頂' }).click()
  await page.getByRole('checkbox', { name: '選取鴻海' }).click()
  await page.getByRole('checkbox', { name: '選取聯發科' }).click()
  await page.getByRole('button', { name: '刪除（2）' }).click()
  await page.getByRole('button', { name: '元大台灣50上移' }).click()
  // Nothing is sent before 完成.
  expect(await mock.requests('/user/sortOptional')).toEqual([])
  await page.getByRole('button', { name: '完成' }).click()
  await expect(toast(page, '已儲存')).toBeVisible()
  expect((await mock.requests('/user/sortOptional')).map((call) => call.body)).toEqual([
    { symbols: ['2882', '0050', '2330'] },
  ])

  await expect(watchlist(page)).toBeVisible()
  await expect.poll(() => rowNames(page)).toEqual(['國泰金', '元大台灣50', '台積電'])
  await watchlist(page).getByRole('button', { name: '移出自選：元大台灣50' }).click()
  await expect(toast(page, '已移出自選')).toBeVisible()
  await expect.poll(() => rowNames(page)).toEqual(['國泰金', '台積電'])
})

test('add from a category: an industry lists its stocks with stars', async ({ page, login }) => {
  await login()
  await page.goto('/#/favorite/categoryList')
  await page.getByText('航運業').click()
  await expect(page.getByRole('heading', { name: '航運業' })).toBeVisible()
  await page.getByRole('button', { name: '加入自選：陽明' }).click()
  await expect(toast(page, '已加入自選')).toBeVisible()
  await page.goto('/#/favorite/zxList')
  await expect(watchlist(page).getByRole('button', { name: '陽明 2609' })).toBeVisible()
})

test('a code already in the list is refused with the translated message, and nothing changes', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/favorite/search')
  await page.getByRole('searchbox').fill('2330')
  const results = page.getByRole('list', { name: '搜尋結果' })
  await expect(results.getByRole('button', { name: '移出自選：台積電' })).toBeVisible()
  await mock.forceError('/user/removeOptional', 'watchlist_symbol_absent')
  await results.getByRole('button', { name: '移出自選：台積電' }).click()
  await expect(toast(page, '該股票不在自選中')).toBeVisible()
  await expect(results.getByRole('button', { name: '移出自選：台積電' })).toBeVisible()
})
