// The native shell's web side (issue 10). In a plain browser nothing changes: no plugin code
// loads, back is the browser's own, and the safe-area insets are zero. Inside the shell,
// emulated here by the bridge Capacitor's Android shell injects (window.androidBridge and
// window.Capacitor with the plugins' headers), the built app sets a white status bar with
// dark text and handles the back button: history inside the app, hint then quit on a root
// screen.
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'

const exitHint = '再按一次返回鍵退出'

async function openHome(page: Page, login: () => Promise<void>): Promise<void> {
  await login()
  await page.getByRole('button', { name: '進入首頁' }).click()
  await expect(page.getByText('您好，陳志明')).toBeVisible()
}

test.describe('in a plain browser', () => {
  test('loads no plugin code, and back is the browser history', async ({ page }) => {
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text())
    })
    await page.goto('/#/login/start')
    await page.getByRole('button', { name: '開始使用' }).click()
    await expect(page).toHaveURL(/#\/login\/start1$/)
    await page.goBack()
    await expect(page).toHaveURL(/#\/login\/start$/)
    await expect(page.getByRole('button', { name: '開始使用' })).toBeVisible()
    await expect(page.getByText(exitHint)).toHaveCount(0)

    expect(await page.evaluate(() => 'Capacitor' in window)).toBe(false)
    const bodies = await Promise.all(scripts)
    expect(bodies.length).toBeGreaterThan(0)
    // The plugins register under these names; their chunk is never fetched without the shell.
    for (const body of bodies) expect(body).not.toMatch(/["'](StatusBar|CapacitorHttp)["']/)
  })

  test('the frame has no safe-area padding: the tab bar and top menu look as before', async ({ page, login }) => {
    await openHome(page, login)
    const tabBar = page.getByRole('navigation', { name: '主要功能' })
    // 1rem is 50 px at 375 px wide; the tab bar is 1rem high with nothing below its links.
    await expect(tabBar).toHaveCSS('padding-bottom', '0px')
    await expect(tabBar).toHaveCSS('padding-left', '0px')
    expect((await tabBar.boundingBox())?.height).toBeCloseTo(50, 0)
    // The top menu keeps its 0.16rem (8 px) and 0.24rem (12 px) padding, and no more.
    const padding = await page.getByRole('link', { name: '帳戶中心' }).evaluate((icon) => {
      const style = getComputedStyle(icon.parentElement ?? icon)
      return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(Number.parseFloat)
    })
    for (const [side, px] of [8, 12, 8, 12].entries()) expect(padding[side]).toBeCloseTo(px, 2)
  })
})

/** The parts of Capacitor's Android bridge the app's plugins use, recording every call. */
async function emulateAndroidShell(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Callback = (data: unknown) => void
    const calls: [string, string, unknown][] = []
    const listeners = new Map<string, Callback>()
    const methods = (rtype: string, ...names: string[]) => names.map((name) => ({ name, rtype }))
    Object.assign(window, {
      androidBridge: { postMessage: () => {} },
      Capacitor: {
        isNativePlatform: () => true,
        getPlatform: () => 'android',
        PluginHeaders: [
          {
            name: 'App',
            methods: [...methods('promise', 'exitApp', 'removeListener'), ...methods('callback', 'addListener')],
          },
          { name: 'StatusBar', methods: methods('promise', 'setStyle', 'setBackgroundColor', 'setOverlaysWebView') },
        ],
        nativePromise: (plugin: string, method: string, options: unknown) => {
          calls.push([plugin, method, options])
          return Promise.resolve()
        },
        nativeCallback: (plugin: string, method: string, options: { eventName: string }, callback: Callback) => {
          calls.push([plugin, method, options])
          listeners.set(options.eventName, callback)
          return `${plugin}-${options.eventName}`
        },
      },
      shellCalls: calls,
      pressBack: () => listeners.get('backButton')?.({ canGoBack: true }),
    })
  })
}

const shellCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { shellCalls: [string, string, unknown][] }).shellCalls)
const pressBack = (page: Page) => page.evaluate(() => (window as unknown as { pressBack: () => void }).pressBack())
const exits = async (page: Page) =>
  (await shellCalls(page)).filter(([plugin, method]) => plugin === 'App' && method === 'exitApp').length

test.describe('inside the Android shell (emulated bridge)', () => {
  test('sets a white status bar with dark text and listens to the back button', async ({ page }) => {
    await emulateAndroidShell(page)
    await page.goto('/#/login/start')
    await expect
      .poll(async () => (await shellCalls(page)).map(([plugin, method]) => `${plugin}.${method}`).sort())
      .toEqual([
        'App.addListener',
        'StatusBar.setBackgroundColor',
        'StatusBar.setOverlaysWebView',
        'StatusBar.setStyle',
      ])
    const calls = await shellCalls(page)
    expect(calls).toContainEqual(['StatusBar', 'setStyle', { style: 'LIGHT' }])
    expect(calls).toContainEqual(['StatusBar', 'setBackgroundColor', { color: '#ffffff' }])
    expect(calls).toContainEqual(['App', 'addListener', { eventName: 'backButton' }])
  })

  test('back goes back in the app; on the home screen it hints, and a second press within 1 s quits', async ({
    page,
    login,
  }) => {
    await emulateAndroidShell(page)
    await openHome(page, login)
    await page.getByRole('link', { name: '帳戶中心' }).click()
    await expect(page.getByRole('heading', { name: '帳戶中心' })).toBeVisible()

    await pressBack(page)
    await expect(page).toHaveURL(/#\/home\/index$/)
    await expect(page.getByText('您好，陳志明')).toBeVisible()
    await expect(page.getByRole('status').getByText(exitHint)).toHaveCount(0)

    // From here the page clock stands still, so the two presses are 0 ms apart on it.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await pressBack(page)
    await expect(page.getByRole('status').getByText(exitHint)).toBeVisible()
    await expect(page).toHaveURL(/#\/home\/index$/)
    expect(await exits(page)).toBe(0)

    await pressBack(page)
    await expect.poll(() => exits(page)).toBe(1)
  })

  test('a second press more than 1 s after the hint shows it again instead of quitting', async ({ page }) => {
    await emulateAndroidShell(page)
    await page.clock.install()
    await page.goto('/#/login/start')
    await expect(page.getByRole('button', { name: '開始使用' })).toBeVisible()
    await expect.poll(async () => (await shellCalls(page)).length).toBe(4)
    await page.clock.pauseAt(Date.now() + 60_000)

    await pressBack(page)
    await expect(page.getByRole('status').getByText(exitHint)).toBeVisible()
    await page.clock.runFor(1_001)
    await pressBack(page)
    expect(await exits(page)).toBe(0)
    await page.clock.runFor(500)
    await pressBack(page)
    await expect.poll(() => exits(page)).toBe(1)
  })
})
