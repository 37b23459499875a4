// Measures the order box (/market/stockDetail) in Chromium against the mock serving the
// production build: the JavaScript it loads (gzip, every file, and the route's own chunk)
// and the time from navigation to the first quote on screen. Not a test: it prints figures.
//   npm run build && node scripts/measure-order-box.ts   (MEASURE_PORT, default 4530)
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { chromiumOptions } from './chromium.ts'

const root = resolve(import.meta.dirname, '..')
const port = Number(process.env.MEASURE_PORT || 4530)
const base = `http://127.0.0.1:${port}`
const runs = 5

if (!existsSync(resolve(root, 'web/dist/index.html'))) throw new Error('build the app first: npm run build')

const server = spawn(process.execPath, ['mock-server/src/fastify/main.ts'], {
  cwd: root,
  env: { ...process.env, MOCK_PORT: String(port), MOCK_STATIC_DIR: 'web/dist', MOCK_CLOCK: 'frozen' },
  stdio: 'ignore',
})

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/static/logo.svg`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resume) => setTimeout(resume, 100))
  }
  throw new Error(`the mock did not start on port ${port}`)
}

async function session(world: string): Promise<{ token: string; account: string }> {
  const reply = await fetch(`${base}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-session': world },
    body: JSON.stringify({ account: '0912345678', password: 'demo1234' }),
  })
  return ((await reply.json()) as { data: { token: string; account: string } }).data
}

try {
  await waitForServer()
  const browser = await chromium.launch(chromiumOptions())
  const times: number[] = []
  let files = new Map<string, number>()
  for (let run = 0; run < runs; run += 1) {
    const world = `measure-${run}`
    const { token, account } = await session(world)
    // A fresh context each run: nothing cached, as on a first visit.
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      extraHTTPHeaders: { 'x-mock-session': world },
    })
    await context.addInitScript(
      ([tokend, who]) => {
        localStorage.setItem('tokend', tokend)
        localStorage.setItem('account', who)
      },
      [token, account] as const,
    )
    const page = await context.newPage()
    const scripts = new Map<string, number>()
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).byteLength)
    })
    await page.goto(`${base}/#/market/stockDetail`)
    await page.getByRole('heading', { name: '台積電' }).waitFor()
    times.push(await page.evaluate(() => performance.now()))
    // Let the chart library arrive too: it is part of what the screen loads.
    await page
      .getByRole('img', { name: /台積電/ })
      .and(page.locator('[data-ready="true"]'))
      .waitFor()
    files = scripts
    await context.close()
  }
  await browser.close()
  const total = [...files.values()].reduce((sum, size) => sum + size, 0)
  const own = [...files]
    .filter(([path]) => /\/stockDetail-[\w-]+\.js$/.test(path))
    .reduce((sum, [, size]) => sum + size, 0)
  const chart = [...files]
    .filter(([path]) => /\/index\.esm-[\w-]+\.js$/.test(path))
    .reduce((sum, [, size]) => sum + size, 0)
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
  times.sort((a, b) => a - b)
  console.log(
    `order box JS (gzip): ${kb(total)} in ${files.size} files; the route's own chunk ${kb(own)}; ` +
      `the chart library ${kb(chart)}`,
  )
  console.log(
    `time to first quote: median ${Math.round(times[Math.floor(times.length / 2)] ?? 0)} ms ` +
      `(runs: ${times.map(Math.round).join(', ')} ms)`,
  )
} finally {
  server.kill()
}
