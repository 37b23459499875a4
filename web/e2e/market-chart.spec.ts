// The K-line chart read at a glance on a phone (360 and 390 px), for every period and on the
// order box and the index detail: the price pane is the tallest pane and most of the chart,
// every legend sits above its pane's candles or bars, no time label is cut at the chart's
// edges, and the last-price tag has the colour of the day's change (red up, green down, grey
// unchanged). What the canvas shows is read from its pixels (chart-pixels.ts).
import type { Page } from '@playwright/test'

import { chartReading, type ChartReading } from './chart-pixels.ts'
import { expect, type LanguageCode, test } from './fixtures.ts'

const periods = ['5分', '60分', '日K', '週K', '月K'] as const

/** Chooses a period and waits until its chart is drawn, then reads it. */
async function readPeriod(page: Page, name: string, period: string): Promise<ChartReading> {
  await page.getByRole('tab', { name: period, exact: true }).click()
  const chart = page.getByRole('img', { name: `${name} ${period}圖` })
  await expect(chart).toHaveAttribute('data-ready', 'true')
  // The library draws in the next frames: read until every pane is drawn.
  let reading: ChartReading | undefined
  await expect
    .poll(async () => {
      reading = await chartReading(chart)
      return reading.panes.length === 3 && reading.panes.every((pane) => pane.dataTop >= 0)
    })
    .toBe(true)
  return reading!
}

function expectReadable(reading: ChartReading, tone: 'up' | 'down' | 'flat') {
  const [price, ...below] = reading.panes
  expect(price, 'a price pane').toBeDefined()
  expect(below.length, 'the volume pane and one indicator pane').toBe(2)
  for (const pane of below)
    expect(price!.height, 'the price pane is taller than each pane below it').toBeGreaterThan(pane.height)
  expect(price!.height / reading.height, 'the price pane is more than half the chart').toBeGreaterThan(0.5)
  for (const pane of reading.panes)
    expect(pane.legendBottom, 'the legend ends above the first candle or bar').toBeLessThan(pane.dataTop)
  expect(reading.timeLabelAtEdges, 'no time label cut at the edges').toBe(false)
  const { red, green, grey } = reading.panes[0]!.tag
  const expected = {
    up: { red: true, green: false, grey: false },
    down: { red: false, green: true, grey: false },
    flat: { red: false, green: false, grey: true },
  }[tone]
  expect(
    { red: red > 100, green: green > 100, grey: grey > 100 },
    `the last-price tag ${tone === 'up' ? 'red' : tone === 'down' ? 'green' : 'grey'}`,
  ).toEqual(expected)
}

async function openStock(page: Page, symbol: string, name: string) {
  await page.evaluate((stock) => localStorage.setItem('stockDetail', JSON.stringify(stock)), {
    symbol,
    name,
    market: 'listed',
  })
  // The order box reads its stock when it opens: a new load, even from the order box itself.
  await page.goto('/#/market/stockDetail')
  await page.reload()
  await expect(page.getByRole('heading', { name })).toBeVisible()
}

for (const width of [360, 390]) {
  test(`the order box's K-lines read at a glance at ${width} px, the tag red up and grey flat`, async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await login()

    // 南亞 is up on this world's day.
    await openStock(page, '1303', '南亞')
    await expect(page.getByTestId('quote-change')).toContainText('+')
    for (const period of periods) expectReadable(await readPeriod(page, '南亞', period), 'up')

    // 台積電 has not moved.
    await openStock(page, '2330', '台積電')
    await expect(page.getByTestId('quote-change')).toContainText('0.00%')
    expectReadable(await readPeriod(page, '台積電', '日K'), 'flat')
  })

  test(`the index detail's K-lines read at a glance at ${width} px, the tag green on a down day`, async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await login()
    await page.goto('/#/market/stockDetailzs?symbol=IX0001')
    await expect(page.getByTestId('quote-change')).toContainText('-')
    for (const period of periods) expectReadable(await readPeriod(page, '加權指數', period), 'down')
  })
}

const languages: Array<[LanguageCode, string]> = [
  ['zh-TW', '月K'],
  ['en', 'Month'],
]
for (const [language, month] of languages) {
  test(`every period tab shows whole at 360 px in ${language}`, async ({ page, login }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await login()
    // The language as the app keeps it, before the screen loads.
    await page.evaluate((code) => localStorage.setItem('lang', code), language)
    await page.goto('/#/market/stockDetailzs?symbol=IX0001')
    await page.reload()
    const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: month }) })
    await expect(tabs.getByRole('tab')).toHaveCount(6)
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!
      expect(box.x, `${await tab.innerText()} starts inside the screen`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${await tab.innerText()} ends inside the screen`).toBeLessThanOrEqual(360)
    }
  })
}
