// The market screens against the mock's deterministic market: home's lists, rankings with
// infinite scroll, plates, ETFs, the indices, quotes that refresh only while visible, and
// day trading with the broker's review.
import type { Page } from '@playwright/test'

import { expect, test, toast } from './fixtures.ts'

const tabBar = (page: Page) => page.getByRole('navigation', { name: '主要功能' })

async function openHome(page: Page, login: () => Promise<void>): Promise<void> {
  await login()
  await page.getByRole('button', { name: '進入首頁' }).click()
  await expect(page.getByText('您好，陳志明')).toBeVisible()
}

test('home lists the indices and the rankings; a row opens the order box with that stock', async ({ page, login }) => {
  await openHome(page, login)
  const indices = page.getByRole('region', { name: '大盤指數' })
  await expect(indices.getByRole('button', { name: '加權指數' })).toContainText('32,')
  await expect(indices.getByRole('button', { name: '櫃買指數' })).toBeVisible()
  const market = page.getByRole('region', { name: '排行榜' })
  const gainers = market.getByRole('list', { name: '漲幅榜' })
  await expect(gainers.getByRole('listitem')).toHaveCount(10)
  await market.getByRole('tab', { name: '跌幅榜' }).click()
  const losers = market.getByRole('list', { name: '跌幅榜' })
  await expect(losers.getByRole('listitem')).toHaveCount(10)
  // The biggest loser is green and shows a minus sign.
  const first = losers.getByRole('button').first()
  await expect(first).toContainText('-')
  // The row is named by what it shows, starting with the stock's name and code.
  const [stockName = '', symbol = ''] = ((await first.textContent()) ?? '').trim().split(/\s+/)
  await first.click()
  await expect(page).toHaveURL(/#\/market\/stockDetail/)
  await expect(page.getByRole('heading', { name: stockName })).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('stockDetail') ?? '{}').symbol)).toBe(symbol)
})

test('the rankings list loads the next ten as it scrolls, in list mode of the top menu', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/home/stockList?type=volume')
  await expect(page.getByRole('tab', { name: '成交量' })).toHaveAttribute('aria-selected', 'true')
  const list = page.getByRole('list', { name: '成交量' })
  // Every stock and ETF (51), ten a page, as the end of the list comes into view.
  await expect(async () => {
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded()
    await expect(list.getByRole('listitem')).toHaveCount(51, { timeout: 1_000 })
  }).toPass()
  await expect(page.getByText('沒有更多了')).toBeVisible()
  const pages = (await mock.requests('/parameter/top')).map((call) => (call.body as { page: number }).page)
  expect(pages.filter((page) => page > 1).sort()).toEqual([2, 3, 4, 5, 6])
  await page.getByRole('link', { name: '返回首頁' }).click()
  await expect(page).toHaveURL(/#\/home\/index$/)
})

test('plates: industries and themes lead to their members', async ({ page, login }) => {
  await login()
  await page.goto('/#/market/index')
  await page.getByRole('navigation', { name: '行情捷徑' }).getByRole('button', { name: '概念股' }).click()
  await expect(page.getByRole('heading', { name: '概念股' })).toBeVisible()
  await page.getByRole('button', { name: '貨櫃航運' }).click()
  await expect(page.getByRole('heading', { name: '貨櫃航運' })).toBeVisible()
  const members = page.getByRole('list', { name: '貨櫃航運' })
  await expect(members.getByRole('listitem')).toHaveCount(3)
  for (const name of ['長榮 2603', '陽明 2609', '萬海 2615'])
    await expect(members.getByRole('button', { name })).toBeVisible()
  await page.getByRole('button', { name: '返回' }).click()
  await page.getByRole('button', { name: '返回' }).click()
  await page.getByRole('navigation', { name: '行情捷徑' }).getByRole('button', { name: '產業類股' }).click()
  await page.getByRole('button', { name: '半導體業' }).click()
  // Twelve members: ten on the first page, two more as the list ends.
  await expect(page.getByRole('list', { name: '半導體業' }).getByRole('listitem')).toHaveCount(12)
})

test('the ETF list and the whole market by board', async ({ page, login }) => {
  await login()
  await page.goto('/#/home/etf')
  const etfs = page.getByRole('list', { name: 'ETF專區' })
  await expect(etfs.getByRole('listitem')).toHaveCount(9)
  await expect(etfs.getByRole('button', { name: '元大台灣50 0050' })).toBeVisible()
  await page.goto('/#/home/qcList')
  await page.getByRole('tab', { name: '上櫃' }).click()
  const otc = page.getByRole('list', { name: '全場行情' })
  await expect(otc.getByRole('listitem')).toHaveCount(5)
  await expect(otc.getByRole('button', { name: '環球晶 6488' })).toBeVisible()
})

test('大盤 names each index and reads its values in one format; its card chooses the index shown', async ({
  page,
  login,
}) => {
  await login()
  await page.goto('/#/market/largeMarket')
  const quote = page.getByRole('region', { name: '報價', exact: true })
  await expect(quote.getByRole('heading', { name: '加權指數' })).toBeVisible()
  await expect(quote).not.toContainText('IX0001')
  const cards = page.getByRole('region', { name: '大盤指數' })
  const taiex = cards.getByRole('button', { name: '加權指數' })
  await expect(taiex).toHaveAttribute('aria-pressed', 'true')
  // The same value on the card and in the quote, with thousands separators; no bare 32545.91.
  const value = (await taiex.locator('span').nth(1).innerText()).trim()
  expect(value).toMatch(/^3\d,\d{3}\.\d{2}$/)
  await expect(quote).toContainText(value)
  await expect(quote).not.toContainText(value.replace(',', ''))
  await expect(quote.getByRole('group', { name: '昨收' }).getByRole('definition')).toHaveText('32,800.00')
  await expect(taiex).toContainText('漲')

  await cards.getByRole('button', { name: '櫃買指數' }).click()
  await expect(cards.getByRole('button', { name: '櫃買指數' })).toHaveAttribute('aria-pressed', 'true')
  await expect(quote.getByRole('heading', { name: '櫃買指數' })).toBeVisible()
  await expect(quote).not.toContainText('IX0043')
  await expect(quote).not.toContainText('漲停')
  await expect(page.getByRole('img', { name: '櫃買指數 分時圖' })).toHaveAttribute('data-ready', 'true')
})

test('大盤’s intraday chart: the previous-close line, the session’s time axis and the turnover of each minute', async ({
  page,
  login,
  mock,
}) => {
  await mock.setClock({ set: '2026-11-23T13:40:00+08:00' })
  await login()
  await page.goto('/#/market/largeMarket')
  const chart = page.getByRole('img', { name: '加權指數 分時圖' })
  await expect(chart).toHaveAttribute('data-ready', 'true')
  await expect(chart.getByTestId('pre-close-line')).toBeAttached()
  await expect(chart.getByText('昨收 32,800.00')).toBeVisible()
  await expect(chart.getByText('0.00%')).toBeVisible()
  for (const time of ['09:00', '10:00', '11:00', '12:00', '13:30']) await expect(chart.getByText(time)).toBeVisible()
  // The turnover pane sums the minutes of the day: the quote's 成交值 to the cent.
  const turnover = (await page.getByRole('group', { name: '成交值' }).getByRole('definition').innerText()).trim()
  await expect(chart.getByText(`成交值 ${turnover}`)).toBeVisible()
  // Each minute of the session has its bar, the closing auction's included.
  const kline = (await (
    await page.request.post('/api/vue/trade/kline', { data: { symbol: 'IX0001', type: 'tw', kline_type: 'time' } })
  ).json()) as { data: { preClose: string; candles: unknown[] } }
  expect(kline.data.preClose).toBe('32800.00')
  await expect(chart.locator('rect')).toHaveCount(kline.data.candles.length)

  // The OTC index has its own previous close.
  await page.getByRole('region', { name: '大盤指數' }).getByRole('button', { name: '櫃買指數' }).click()
  const otc = page.getByRole('img', { name: '櫃買指數 分時圖' })
  const otcQuote = (await (
    await page.request.post('/api/vue/trade/stockdetails', { data: { symbol: 'IX0043', type: 'tw' } })
  ).json()) as { data: { preClose: string } }
  await expect(otc.getByText(`昨收 ${otcQuote.data.preClose}`)).toBeVisible()
})

test('the 成交量 and 成交值 rankings show the lots and the value in 億 they rank by', async ({ page, login }) => {
  await login()
  await page.goto('/#/market/largeMarket')
  const rankings = page.getByRole('region', { name: '排行榜' })
  await rankings.getByRole('tab', { name: '成交量' }).click()
  const byVolume = (await (
    await page.request.post('/api/vue/parameter/top', { data: { type: 'volume', page: 1 } })
  ).json()) as { data: Array<{ name: string; symbol: string; volume: number; amount: string }> }
  const lots = rankings.getByRole('list', { name: '成交量' })
  for (const row of byVolume.data.slice(0, 3)) {
    await expect(lots.getByRole('button', { name: `${row.name} ${row.symbol}` })).toContainText(
      `${row.volume.toLocaleString('en-US')}張`,
    )
  }
  await expect(rankings.getByText('成交量／漲跌幅')).toBeVisible()

  await rankings.getByRole('tab', { name: '成交值' }).click()
  const byValue = (await (
    await page.request.post('/api/vue/parameter/top', { data: { type: 'amount', page: 1 } })
  ).json()) as typeof byVolume
  const value = rankings.getByRole('list', { name: '成交值' })
  const first = byValue.data[0]!
  // Turnover in 億 (10^8 TWD) with 2 decimals, rounded half up.
  const hundredMillions = (Math.round(Number(first.amount) / 1e6) / 100).toFixed(2)
  await expect(value.getByRole('button', { name: `${first.name} ${first.symbol}` })).toContainText(
    `${hundredMillions}億`,
  )
  await rankings.getByRole('button', { name: '查看完整排行' }).click()
  await expect(page.getByRole('list', { name: '成交值' }).getByRole('listitem').first()).toContainText('億')
})

test('大盤 draws its chart again after leaving it at once and coming back', async ({ page, login }) => {
  await login()
  await page.goto('/#/market/largeMarket')
  await expect(page.getByRole('heading', { name: '加權指數' })).toBeVisible()
  // Away before the chart has been drawn, and back: the cached page is hidden and shown.
  await tabBar(page).getByRole('link', { name: '自選' }).click()
  await tabBar(page).getByRole('link', { name: '大盤' }).click()
  const chart = page.getByRole('img', { name: '加權指數 分時圖' })
  const line = chart.locator('path').last()
  await expect(chart).toHaveAttribute('data-ready', 'true')
  await expect(line).toBeVisible()
  // Once more, after it was drawn, and through a screen that is not cached.
  await tabBar(page).getByRole('link', { name: '庫存', exact: true }).click()
  await expect(page.getByRole('heading', { name: '庫存', exact: true })).toBeVisible()
  await tabBar(page).getByRole('link', { name: '大盤' }).click()
  await expect(chart).toHaveAttribute('data-ready', 'true')
  await expect(line).toBeVisible()
  expect((await line.boundingBox())?.width).toBeGreaterThan(0)
})

test('quotes refresh while the order box is visible and stop once it is left', async ({ page, login, mock }) => {
  await page.clock.install()
  await login()
  await page.goto('/#/market/stockDetail')
  await expect(page.getByRole('heading', { name: '台積電' })).toBeVisible()
  const quoteCalls = async () => (await mock.requests('/trade/stockdetails')).length
  const before = await quoteCalls()
  await page.clock.runFor(5_100)
  await expect.poll(quoteCalls).toBe(before + 1)
  await page.clock.runFor(5_100)
  await expect.poll(quoteCalls).toBe(before + 2)

  await tabBar(page).getByRole('link', { name: '庫存', exact: true }).click()
  await expect(page.getByRole('heading', { name: '庫存', exact: true })).toBeVisible()
  const left = await quoteCalls()
  await page.clock.runFor(30_000)
  // The positions screen polls its own rows, never the order box's quote.
  await expect.poll(async () => (await mock.requests('/trade/userstocklist')).length).toBeGreaterThan(1)
  expect(await quoteCalls()).toBe(left)
})

test('day trading: apply, the broker approves, the quota shows; the day trades list their status', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/home/dayTrading')
  await expect(page.getByText('當沖額度：NT$ 500,000.00')).toBeVisible()
  const orders = page.getByRole('region', { name: '交易明細' })
  await expect(orders.getByRole('listitem').first()).toContainText('陽明')
  await expect(orders.getByRole('listitem').first()).toContainText('已成交')

  const funds = page.getByRole('textbox', { name: '參與資金' })
  await funds.fill('800000')
  await funds.blur()
  await page.getByRole('button', { name: '提交申請' }).click()
  await expect(toast(page, '申請已提交，等待審核')).toBeVisible()
  const applications = page.getByRole('region', { name: '申請紀錄' })
  await expect(applications.getByRole('listitem').first()).toContainText('800,000.00')
  await expect(applications.getByRole('listitem').first()).toContainText('待審核')
  await page.getByRole('button', { name: '提交申請' }).click()
  await expect(toast(page, '已有審核中的當沖申請')).toBeVisible()

  const [pending] = await mock.pendingReviews('dayTrading')
  expect(pending).toMatchObject({ kind: 'dayTrading', account: '0912345678' })
  await mock.decideReview({ kind: 'dayTrading', id: pending?.id ?? 0, decision: 'approve' })
  await page.reload()
  await expect(page.getByText('當沖額度：NT$ 800,000.00')).toBeVisible()
  await expect(page.getByRole('region', { name: '申請紀錄' }).getByRole('listitem').first()).toContainText('已通過')
})
