// Layout details a phone user notices: lists of cards without bullets, links that look like
// links, tags as wide as their text, and the top menu's two icons telling apart where they
// lead. (The charts: market-chart.spec.ts; home: frame.spec.ts.)
import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'

/** The screen's first list. */
const firstList = (page: Page) => page.getByRole('main').getByRole('list').first()

async function box(locator: Locator) {
  await expect(locator).toBeVisible()
  const found = await locator.boundingBox()
  expect(found, 'laid out').not.toBeNull()
  return found!
}

for (const [screen, route] of [
  ['block trades', '/home/blockTrade'],
  ['new shares', '/home/newStock'],
] as const) {
  test(`the cards of ${screen} sit in their list without bullets or indent`, async ({ page, login }) => {
    await login()
    await page.goto(`/#${route}`)
    const list = firstList(page)
    await expect(list.getByRole('listitem').first()).toBeVisible()
    await expect(list).toHaveCSS('list-style-type', 'none')
    await expect(list).toHaveCSS('padding-left', '0px')
    // The card's own margin, as every card of the app: 0.24rem (12 px at 375 px).
    expect((await box(list.getByRole('listitem').first())).x).toBeCloseTo(12, 0)
  })
}

test('"more" on the market overview and the rankings read as links, large enough to tap', async ({ page, login }) => {
  await login()
  await page.goto('/#/market/index')
  const more = page.getByRole('button', { name: '更多', exact: true })
  await expect(more).toBeVisible()
  await expect(more).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await expect(more).toHaveCSS('border-top-style', 'none')
  expect((await box(more)).height).toBeGreaterThanOrEqual(44)

  await page.goto('/#/market/largeMarket')
  // The market overview stays cached (hidden) with a link of the same name: wait for 大盤.
  await expect(page.getByRole('heading', { name: '加權指數' })).toBeVisible()
  const whole = page.getByRole('button', { name: '查看完整排行' })
  await expect(whole).toBeVisible()
  await expect(whole).toHaveCSS('border-top-style', 'solid')
  await expect(whole).toHaveCSS('color', 'rgb(200, 16, 46)')
  expect((await box(whole)).height).toBeGreaterThanOrEqual(44)
})

test('a review tag is as wide as its text, not stretched across its row', async ({ page, login }) => {
  await login()
  await page.goto('/#/home/dayTrading')
  const tag = page.getByRole('region', { name: '申請紀錄' }).getByText('已通過')
  await expect(tag).toBeVisible()
  expect((await box(tag)).width).toBeLessThan(60)
})

test("the top menu's two icons look different and say where they lead", async ({ page, login }) => {
  await login()
  await page.goto('/#/home/index')
  const account = page.getByRole('link', { name: '帳戶中心' })
  const profile = page.getByRole('link', { name: '個人資料' })
  await expect(account).toHaveText('帳戶')
  await expect(profile).toHaveText('個人')
  await expect(account).toHaveAttribute('href', '/#/information/index')
  await expect(profile).toHaveAttribute('href', '/#/information/userInfo')
  const drawing = (link: Locator) => link.locator('svg').evaluate((icon) => icon.innerHTML)
  expect(await drawing(account)).not.toBe(await drawing(profile))
  for (const link of [account, profile]) {
    const { width, height } = await box(link)
    expect(Math.min(width, height), 'at least 44 px each way').toBeGreaterThanOrEqual(44)
  }
})

test("庫存's four tabs show whole at 360 px in English", async ({ page, login }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await login()
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.goto('/#/trade/index')
  await page.reload()
  const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'History' }) })
  await expect(tabs.getByRole('tab')).toHaveCount(4)
  // Chosen last, History would scroll the others off the left edge if they did not fit.
  await tabs.getByRole('tab', { name: 'History' }).click()
  await expect(tabs.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true')
  for (const tab of await tabs.getByRole('tab').all()) {
    const { x, width } = await box(tab)
    expect(x, `${await tab.innerText()} starts inside the screen`).toBeGreaterThanOrEqual(0)
    expect(x + width, `${await tab.innerText()} ends inside the screen`).toBeLessThanOrEqual(360)
  }
})

test("a sale's state in 歷史 is an outline tag in its colour, not a grey block", async ({ page, login }) => {
  await login()
  await page.goto('/#/trade/index')
  await page.getByRole('tab', { name: '歷史' }).click()
  const closed = page.getByRole('main').getByText('已平倉', { exact: true }).first()
  await expect(closed).toBeVisible()
  await expect(closed).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  // statusColors.neutral (#646a73): 5.4:1 on white.
  await expect(closed).toHaveCSS('color', 'rgb(100, 106, 115)')
})

for (const language of ['zh-TW', 'en'] as const) {
  test(`庫存's figures stand name above value, each inside its own place, at 360 px in ${language}`, async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await login()
    await page.evaluate((code) => localStorage.setItem('lang', code), language)
    await page.goto('/#/trade/index')
    await page.reload()
    const figures = page.getByRole('main').getByRole('article').first().getByRole('group')
    await expect(figures.first()).toBeVisible()
    const places = await figures.evaluateAll((groups) =>
      groups.map((group) => {
        const box = (selector: string) => group.querySelector(selector)!.getBoundingClientRect()
        const { left, right } = group.getBoundingClientRect()
        return {
          name: group.getAttribute('aria-label'),
          left,
          right,
          term: box('[role="term"]'),
          value: box('[role="definition"]'),
        }
      }),
    )
    // 長榮 was bought today: its sellable figure is the time it can be sold, in words.
    expect(places.length).toBeGreaterThanOrEqual(8)
    for (const { name, left, right, term, value } of places) {
      expect(value.top, `${name}: its value under its name`).toBeGreaterThanOrEqual(term.bottom - 1)
      expect(value.left, `${name}: its value inside its place`).toBeGreaterThanOrEqual(left - 1)
      expect(value.right, `${name}: its value inside its place`).toBeLessThanOrEqual(right + 1)
    }
  })
}

test("an index's detail writes its points in thousands, as its cards do", async ({ page, login }) => {
  await login()
  await page.goto('/#/market/stockDetailzs?symbol=IX0001')
  const quote = page.getByRole('region', { name: '報價', exact: true })
  await expect(quote.getByRole('heading', { name: '加權指數' })).toBeVisible()
  await expect(quote).toContainText('32,540.18')
  await expect(quote).not.toContainText('32540.18')
})
