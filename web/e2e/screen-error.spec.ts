// The error screen, which a screen shows instead of itself when it cannot draw: it loads when a
// screen first fails (it is not part of every first load). When it cannot load either (no
// connection), a stand-in shows the same message and retry.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'

/** The built file of a source module (the build the server serves: web/dist). */
function builtFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>
  const entry = manifest[source]
  if (entry === undefined) throw new Error(`${source} is not in the build's manifest`)
  return `/${entry.file}`
}

/** Every request for these files fails, as without a connection. */
async function unreachable(page: Page, ...sources: string[]): Promise<void> {
  for (const file of sources.map(builtFile))
    await page.route(`**${file}`, (route) => route.abort('internetdisconnected'))
}

const start1 = 'src/routes/login/start1.tsx?tsr-split=component'
const hint = '這個畫面暫時無法顯示，請重新載入或回到首頁。'

test('a screen whose code cannot load shows the error screen, whose retry draws it once it can', async ({ page }) => {
  await unreachable(page, start1)
  await page.goto('/#/login/start1')
  await expect(page.getByRole('heading', { name: '頁面發生錯誤' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(hint)
  await expect(page.getByRole('button', { name: '重新載入' })).toBeVisible()
  await expect(page.getByRole('button', { name: '回到首頁' })).toBeVisible()
  await expect(page.getByRole('button', { name: '返回' })).toBeVisible()
  // The connection is back.
  await page.unrouteAll()
  await page.getByRole('button', { name: '重新載入' }).click()
  await expect(page.getByRole('button', { name: '登入' })).toBeVisible()
})

test('when the error screen cannot load either, a stand-in shows its message, whose retry works as well', async ({
  page,
}) => {
  await unreachable(page, start1, 'src/frame/ScreenError.tsx')
  await page.goto('/#/login/start1')
  await expect(page.getByRole('alert')).toHaveText(hint)
  await expect(page.getByRole('button', { name: '重新載入' })).toBeVisible()
  await expect(page.getByRole('heading')).toHaveCount(0)
  // The connection is back.
  await page.unrouteAll()
  await page.getByRole('button', { name: '重新載入' }).click()
  await expect(page.getByRole('button', { name: '登入' })).toBeVisible()
})

test('the first screen does not load the error screen', async ({ page }) => {
  const errorScreen = builtFile('src/frame/ScreenError.tsx')
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/#/login/start')
  await expect(page.getByRole('button', { name: '開始使用' })).toBeEnabled()
  await page.waitForLoadState('networkidle')
  expect(scripts).not.toContain(errorScreen)
})
