// The shared frame (docs/product.md#the-frame): tab bar, customer service, rem scaling, home
// (money, what it shows at a glance, cached per account), scroll on navigation, and addresses
// the app does not have.
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'

const tabBar = (page: Page) => page.getByRole('navigation', { name: '主要功能' })

async function openHome(page: Page, login: () => Promise<void>): Promise<void> {
  await login()
  await page.getByRole('button', { name: '進入首頁' }).click()
  await expect(page.getByText('您好，陳志明')).toBeVisible()
}

test('the tab bar has five links in order and marks the active one navActive', async ({ page, login }) => {
  await openHome(page, login)
  const links = tabBar(page).getByRole('link')
  await expect(links).toHaveText(['首頁', '下單', '庫存', '自選', '大盤'])
  const targets = ['/home/index', '/market/stockDetail', '/trade/index', '/favorite/index', '/market/largeMarket']
  for (const [index, target] of targets.entries()) await expect(links.nth(index)).toHaveAttribute('href', `/#${target}`)

  await expect(links.nth(0)).toHaveClass(/\bnavActive\b/)
  await expect(links.nth(0)).toHaveAttribute('aria-current', 'page')
  for (const index of [1, 2, 3, 4]) await expect(links.nth(index)).not.toHaveClass(/\bnavActive\b/)

  await tabBar(page).getByRole('link', { name: '庫存', exact: true }).click()
  await expect(page).toHaveURL(/#\/trade\/index$/)
  await expect(tabBar(page).getByRole('link', { name: '庫存', exact: true })).toHaveClass(/\bnavActive\b/)
  await expect(tabBar(page).getByRole('link', { name: '首頁' })).not.toHaveClass(/\bnavActive\b/)
})

test('線上客服 opens the configured https link in a new context without opener', async ({ page }) => {
  // The example host does not resolve: record the call instead of opening a window.
  await page.addInitScript(() => {
    const calls: string[][] = []
    Object.assign(window, { openCalls: calls })
    window.open = (...args: unknown[]) => {
      calls.push(args.map(String))
      return null
    }
  })
  await page.goto('/#/login/login')
  await expect(page).toHaveTitle('福爾摩沙證券')
  await page.getByRole('button', { name: '線上客服' }).click()
  const calls = await page.evaluate(() => (window as unknown as { openCalls: string[][] }).openCalls)
  expect(calls).toHaveLength(1)
  const [url, target, features] = calls[0] ?? []
  expect(url).toBe('https://support.formosa-sec.example/chat')
  expect(target).toBe('_blank')
  expect(features?.split(',').map((feature) => feature.trim())).toContain('noopener')
})

test('the root font size follows the width: 50px at 375px, capped at 100px', async ({ page }) => {
  await page.goto('/#/login/start')
  await expect(page.getByRole('button', { name: '開始使用' })).toBeVisible()
  // In px; Chromium resolves 100vw / 7.5 at 375 px to 49.9999.
  const rootFontSize = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize))
  expect(await rootFontSize()).toBeCloseTo(50, 2)
  for (const [width, size] of [
    [600, 80],
    [750, 100],
    [1000, 100],
  ] as const) {
    await page.setViewportSize({ width, height: 740 })
    await expect.poll(rootFontSize).toBeCloseTo(size, 2)
  }
})

test('home shows money with two decimals and thousands separators, each part of total assets named', async ({
  page,
  login,
}) => {
  await openHome(page, login)
  await expect(page.getByRole('region', { name: '資產' })).toMatchAriaSnapshot(`
    - region "資產":
      - paragraph: 總資產（新台幣）
      - paragraph: NT$ 2,594,900.00
      - group "總資產組成":
        - group "現金餘額":
          - term: 現金餘額
          - definition: 1,189,575.00 可用 1,000,000.00 · 凍結 0.00 · 交割預留 189,575.00
        - group "庫存市值":
          - term: 庫存市值
          - definition: 1,369,450.00
        - group "外幣（折合台幣）":
          - term: 外幣（折合台幣）
          - definition: 225,450.00 USD 5,000.00 · USDT 2,000.00
        - group "應付交割款":
          - term: 應付交割款
          - definition: −189,575.00
        - group "應收交割款":
          - term: 應收交割款
          - definition: "+0.00"
      - group "未實現損益":
        - term: 未實現損益
        - definition: "-37,508.00"
      - group "今日損益":
        - term: 今日損益
        - definition: "-50.00"
  `)
})

test('home shows the assets, the indices, the holdings and shortcuts at once, no tab to switch', async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openHome(page, login)
  await expect(page.getByRole('tab', { name: '行情' })).toHaveCount(0)
  // The figure itself is the assets card's (the money test above holds it).
  await expect(page.getByTestId('total-assets')).toHaveText(/^NT\$ [\d,]+\.\d{2}$/)
  const indices = page.getByRole('region', { name: '大盤指數' })
  await expect(indices.getByRole('button', { name: '加權指數' })).toContainText('32,540.18')
  await expect(indices.getByRole('button', { name: '櫃買指數' })).toBeVisible()
  const holdings = page.getByRole('region', { name: '庫存' })
  await expect(holdings.getByRole('listitem')).toHaveCount(5)
  await expect(holdings.getByRole('button', { name: '台積電 2330' })).toContainText('200 股')
  await expect(page.getByRole('navigation', { name: '快捷功能' }).getByRole('button')).toHaveCount(10)
  await expect(page.getByRole('region', { name: '排行榜' }).getByRole('listitem')).toHaveCount(10)
  // The first screen shows the assets, the indices and the holdings: no empty half screen.
  for (const part of [page.getByRole('region', { name: '資產' }), indices, holdings])
    expect((await part.boundingBox())!.y, 'starts on the first screen').toBeLessThan(844 - 100)

  // A holding opens the order box on its stock; the whole list is on 庫存.
  await holdings.getByRole('button', { name: '長榮 2603' }).click()
  await expect(page).toHaveURL(/#\/market\/stockDetail/)
  await expect(page.getByRole('heading', { name: '長榮' })).toBeVisible()
  await tabBar(page).getByRole('link', { name: '首頁' }).click()
  await holdings.getByRole('button', { name: '全部庫存' }).click()
  await expect(page).toHaveURL(/#\/trade\/index$/)
})

test('home keeps every part in its place: nothing moves as the indices, holdings and rankings arrive', async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await login()
  // A slow phone on a slow network, as Lighthouse simulates one: the parts arrive one by one.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { shifts: number[] }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/#/home/index')
  await page.reload()
  await expect(page.getByRole('region', { name: '庫存' }).getByRole('listitem')).toHaveCount(5, { timeout: 30_000 })
  await expect(page.getByRole('region', { name: '排行榜' }).getByRole('listitem')).toHaveCount(10, { timeout: 30_000 })
  const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
  expect(
    shifted.reduce((sum, value) => sum + value, 0),
    'layout shift',
  ).toBeLessThan(0.001)
})

for (const { route, below } of [
  { route: '/home/index', below: (page: Page) => page.getByRole('region', { name: '大盤指數' }) },
  { route: '/trade/index', below: (page: Page) => page.getByRole('tablist').first() },
]) {
  test(`${route}: the assets card has its height while the figures load, so nothing below moves`, async ({
    page,
    login,
  }) => {
    await login()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/vue/user/getUserinfo', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/#${route}`)
    await page.reload()
    await expect(below(page)).toBeVisible()
    await expect(page.getByTestId('total-assets')).toHaveText('—')
    const loading = (await below(page).boundingBox())!.y
    release()
    await expect(page.getByTestId('total-assets')).toContainText('NT$')
    // Within half a pixel: a dash and a digit differ by a fraction of one.
    expect((await below(page).boundingBox())!.y).toBeCloseTo(loading, 0)
  })
}

test("a new member's home says there are no holdings yet and leads to the order box", async ({ page, login }) => {
  await login('0922333444')
  await page.getByRole('button', { name: '進入首頁' }).click()
  const holdings = page.getByRole('region', { name: '庫存' })
  await expect(holdings).toContainText('尚無庫存')
  await expect(page.getByRole('region', { name: '大盤指數' }).getByRole('button', { name: '加權指數' })).toBeVisible()
  await holdings.getByRole('button', { name: '去下單' }).click()
  await expect(page).toHaveURL(/#\/market\/stockDetail$/)
})

test('home is cached: its chosen ranking survives a visit to another tab', async ({ page, login }) => {
  await openHome(page, login)
  const rankings = page.getByRole('region', { name: '排行榜' })
  await rankings.getByRole('tab', { name: '跌幅榜' }).click()
  await expect(rankings.getByRole('tab', { name: '跌幅榜' })).toHaveAttribute('aria-selected', 'true')

  await tabBar(page).getByRole('link', { name: '下單' }).click()
  await expect(page).toHaveURL(/#\/market\/stockDetail$/)
  await expect(page.getByRole('heading', { name: '台積電' })).toBeVisible()
  await expect(page.getByText('您好，陳志明')).toBeHidden()
  await expect(tabBar(page).getByRole('link', { name: '下單' })).toHaveClass(/\bnavActive\b/)

  await tabBar(page).getByRole('link', { name: '首頁' }).click()
  await expect(page).toHaveURL(/#\/home\/index$/)
  await expect(rankings.getByRole('tab', { name: '跌幅榜' })).toHaveAttribute('aria-selected', 'true')
  await expect(rankings.getByRole('list', { name: '跌幅榜' })).toBeVisible()
})

test('the cached home belongs to its account: after logging out, another account starts afresh', async ({
  page,
  login,
}) => {
  await openHome(page, login)
  await page.getByRole('region', { name: '排行榜' }).getByRole('tab', { name: '跌幅榜' }).click()
  await expect(page.getByRole('tab', { name: '跌幅榜' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: '安全登出' }).click()
  await expect(page).toHaveURL(/#\/login\/login$/)

  await login('0922333444')
  await page.getByRole('button', { name: '進入首頁' }).click()
  await expect(page.getByText('您好，0922***444')).toBeVisible()
  await expect(page.getByRole('tab', { name: '漲幅榜' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('total-assets')).toHaveText('NT$ 50,000.00')
})

test.describe('scroll', () => {
  // A short window, so that home scrolls.
  test.use({ viewport: { width: 375, height: 360 } })

  test('a new navigation starts at the top; going back restores the position', async ({ page, login }) => {
    await openHome(page, login)
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY))
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect.poll(scrollY).toBe(120)

    await tabBar(page).getByRole('link', { name: '庫存', exact: true }).click()
    await expect(page.getByRole('heading', { name: '庫存', exact: true })).toBeVisible()
    await tabBar(page).getByRole('link', { name: '首頁' }).click()
    await expect(page.getByText('您好，陳志明')).toBeVisible()
    await expect.poll(scrollY).toBe(0)

    await page.evaluate(() => window.scrollTo(0, 80))
    await expect.poll(scrollY).toBe(80)
    await tabBar(page).getByRole('link', { name: '自選' }).click()
    await expect(page.getByRole('list', { name: '自選股' })).toBeVisible()
    await expect.poll(scrollY).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/#\/home\/index$/)
    await expect.poll(scrollY).toBe(80)
  })
})

test('an unknown address says the page is not open yet and leads home', async ({ page, login }) => {
  await login()
  await page.goto('/#/no/such/screen')
  await expect(page.getByRole('heading', { name: '頁面尚未開放' })).toBeVisible()
  await expect(page.getByText('暫無數據')).toBeVisible()
  await page.getByRole('button', { name: '回到首頁' }).click()
  await expect(page).toHaveURL(/#\/home\/index$/)
  await expect(page.getByText('您好，陳志明')).toBeVisible()
})
