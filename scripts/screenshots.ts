// `npm run screenshots`: a picture of every route of the app, in Traditional Chinese and in
// English, at a phone's width, to be looked at before a change a user sees is called done.
// The build (rebuilt when stale) is served by the mock server; each route opens in a world
// of its own, logged in as the demo investor (the login screens without a session), in the
// state scripts/screenshots/arrivals.ts gives it, and is captured once its content has
// loaded, whole (the window as tall as the page, so the tab bar sits at its foot).
//
// Arguments: routes (or beginnings of routes) to take only those: `npm run screenshots --
// /home /market/stockDetail`. Settings: SCREENSHOTS_DIR (screenshots, kept out of git),
// SCREENSHOTS_WIDTH (390), SCREENSHOTS_LANGUAGES (zh-TW,en), SCREENSHOTS_SCALE (device pixel
// ratio, 1), SCREENSHOTS_PORT (any free one). The folder gets an index.html with the
// languages side by side.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import type { Browser, Page } from '@playwright/test'

import { serveBuiltApp } from './bench/app-server.ts'
import { appRoutes, isPublicRoute, launchChromium } from './bench/route-bytes.ts'
import { root, stopAll } from './bench/servers.ts'
import { logIn, post } from './bench/session.ts'
import { buildIfStale } from './build-if-stale.ts'
import { type ApiCall, arrivals } from './screenshots/arrivals.ts'

const outDir = resolve(root, process.env.SCREENSHOTS_DIR || 'screenshots')
const width = Number(process.env.SCREENSHOTS_WIDTH || 390)
const languages = (process.env.SCREENSHOTS_LANGUAGES || 'zh-TW,en').split(',').map((code) => code.trim())
const scale = Number(process.env.SCREENSHOTS_SCALE || 1)
const port = Number(process.env.SCREENSHOTS_PORT || 0)
/** A phone's window before it grows to the page's height. */
const phoneHeight = 844
/** The tallest picture: a long list is cut after a few windows. */
const maxHeight = 4 * phoneHeight
/** Two pages at a time: the machines have two cores, shared. */
const parallel = 2

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll()
    process.exit(130)
  })
}

interface Shot {
  route: string
  language: string
  file: string
  problems: string[]
}

const fileName = (route: string) => `${route.slice(1).replaceAll('/', '-')}.png`

/** Resolves once no request of the page has been in flight for `ms`. */
async function quiet(page: Page, ms: number): Promise<void> {
  let inFlight = 0
  let lastChange = performance.now()
  const change = (delta: number) => () => {
    inFlight += delta
    lastChange = performance.now()
  }
  const started = change(1)
  const ended = change(-1)
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  const deadline = performance.now() + 15_000
  while ((inFlight > 0 || performance.now() - lastChange < ms) && performance.now() < deadline)
    await new Promise((resume) => setTimeout(resume, 50))
  page.off('request', started)
  page.off('requestfinished', ended)
  page.off('requestfailed', ended)
}

/** Waits until nothing in the window says it is still loading: no spinner, no chart waiting to draw. */
async function contentShown(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect()
        return (element as HTMLElement).offsetParent !== null && box.top < innerHeight && box.bottom > 0
      }
      const loading = document.querySelectorAll('.adm-dot-loading, .adm-spin-loading, [aria-busy="true"]')
      const charts = document.querySelectorAll('[role="img"][data-ready="false"]')
      return ![...loading, ...charts].some(visible)
    },
    undefined,
    { timeout },
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

async function capture(browser: Browser, url: string, route: string, language: string): Promise<Shot> {
  const world = `screenshots-${language}-${route.replaceAll('/', '-')}`
  const file = join(language, fileName(route))
  const problems: string[] = []
  await post(url, '/__mock/reset', '{}', { 'x-mock-session': world })
  const arrival = arrivals[route] ?? {}
  const session = (arrival.loggedIn ?? !isPublicRoute(route)) ? await logIn(url, world) : undefined
  const call: ApiCall = async (path, body) => {
    const answer = await post(url, `/api/vue${path}`, JSON.stringify(body), {
      'x-mock-session': world,
      ...(session === undefined ? {} : { token: session.token, account: session.account }),
    })
    if (answer.status !== 1) throw new Error(`${path} answered ${JSON.stringify(answer)}`)
    return answer.data
  }
  const search = arrival.search === undefined ? '' : `?${await arrival.search(call)}`
  const context = await browser.newContext({
    viewport: { width, height: phoneHeight },
    deviceScaleFactor: scale,
    locale: language === 'en' ? 'en-US' : language,
    timezoneId: 'Asia/Taipei',
    extraHTTPHeaders: { 'x-mock-session': world },
  })
  try {
    await context.addInitScript(
      ({ storage }) => {
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value)
      },
      {
        storage: {
          lang: language,
          ...(session === undefined ? {} : { tokend: session.token, account: session.account }),
          ...arrival.storage,
        },
      },
    )
    const page = await context.newPage()
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    await page.goto(`${url}/#${route}${search}`)
    await page.waitForFunction(() => document.getElementById('splash') === null, undefined, { timeout: 30_000 })
    await quiet(page, 500)
    await contentShown(page).catch(() => problems.push('still loading after 15 s'))
    const landedOn = new URL(page.url()).hash.slice(1).split('?')[0]
    if (landedOn !== route) problems.push(`redirected to ${landedOn}`)
    // The whole page in one window: a fixed tab bar then sits at the page's foot. A list that
    // loads its next page when its end shows grows with it, up to a few windows.
    for (let round = 0; round < 4; round++) {
      const height = Math.min(maxHeight, await page.evaluate(() => document.documentElement.scrollHeight))
      if (height <= (page.viewportSize()?.height ?? 0)) break
      await page.setViewportSize({ width, height })
      await quiet(page, 300)
      await contentShown(page, 5_000).catch(() => {})
    }
    await page.waitForTimeout(300)
    mkdirSync(join(outDir, language), { recursive: true })
    await page.screenshot({ path: join(outDir, file) })
  } finally {
    await context.close()
  }
  return { route, language, file, problems }
}

/** The index of every picture in the folder, this run's with the problems it met. */
function contactSheet(shots: readonly Shot[]): string {
  const cell = (route: string, language: string) => {
    const file = join(language, fileName(route))
    if (!existsSync(join(outDir, file))) return '<td></td>'
    const problems = shots.find((each) => each.route === route && each.language === language)?.problems ?? []
    const notes = problems.map((problem) => `<p class="problem">${problem}</p>`).join('')
    return `<td>${notes}<img src="${file}" alt="${route} ${language}" loading="lazy"></td>`
  }
  return `<!doctype html><meta charset="utf-8"><title>Screenshots</title>
<style>body{font:14px sans-serif}td{vertical-align:top;padding:8px}
img{width:${width}px;border:1px solid #ccc}.problem{color:#b00}</style>
<table><tr><th>Route</th>${languages.map((language) => `<th>${language}</th>`).join('')}</tr>
${appRoutes()
  .map((route) => `<tr><th>${route}</th>${languages.map((language) => cell(route, language)).join('')}</tr>`)
  .join('\n')}
</table>\n`
}

const wanted = process.argv.slice(2)
const routes = appRoutes().filter((route) => wanted.length === 0 || wanted.some((each) => route.startsWith(each)))
if (routes.length === 0) throw new Error(`no route matches ${wanted.join(' ')}`)

console.log(buildIfStale() === 'fresh' ? 'web/dist is up to date' : 'web/dist built')
const server = await serveBuiltApp(port)
const browser = await launchChromium()
const shots: Shot[] = []
try {
  if (wanted.length === 0) rmSync(outDir, { recursive: true, force: true })
  const jobs = routes.flatMap((route) => languages.map((language) => ({ route, language })))
  const next = async (): Promise<void> => {
    const job = jobs.shift()
    if (job === undefined) return
    try {
      const shot = await capture(browser, server.url, job.route, job.language)
      shots.push(shot)
      console.log(`${shot.file}${shot.problems.length === 0 ? '' : `  ${shot.problems.join('; ')}`}`)
    } catch (error) {
      const problem = error instanceof Error ? error.message.split('\n')[0]! : String(error)
      shots.push({ ...job, file: join(job.language, fileName(job.route)), problems: [problem] })
      console.log(`${job.language} ${job.route}: ${problem}`)
    }
    return next()
  }
  await Promise.all(Array.from({ length: parallel }, next))
} finally {
  await browser.close()
  await server.stop()
  stopAll()
}
mkdirSync(outDir, { recursive: true })
writeFileSync(join(outDir, 'index.html'), contactSheet(shots))
const failed = shots.filter((shot) => shot.problems.length > 0)
console.log(`${shots.length - failed.length} of ${shots.length} screenshots without a problem, in ${outDir}`)
if (failed.length > 0) process.exitCode = 1
