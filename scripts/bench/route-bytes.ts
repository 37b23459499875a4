// What each route of the built app loads: every script and stylesheet the page fetches when
// the route opens in Chromium, until its first screen shows and the network is quiet for
// half a second, with raw and gzip sizes (gzip computed here, level 9, whatever the server
// sent). A route's own JS is what it loads beyond the shared entry (index.html's script and
// the modules it preloads).
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

import { type Browser, chromium, type Page, type Response } from '@playwright/test'

import { chromiumOptions } from '../chromium.ts'
import { root } from './servers.ts'

export interface Bytes {
  raw: number
  gzip: number
}

export interface LoadedFile extends Bytes {
  /** The path below the site root (/assets/index-abc.js). */
  path: string
  kind: 'js' | 'css'
}

export interface RouteLoad {
  route: string
  files: LoadedFile[]
  js: Bytes
  css: Bytes
  /** JS beyond the shared entry. */
  ownJs: Bytes
}

export interface Session {
  world: string
  token: string
  account: string
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions())
}

/** Every route of the app's route tree without parameters, from the generated route tree. */
export function appRoutes(routeTree = resolve(root, 'web/src/routeTree.gen.ts')): string[] {
  const source = readFileSync(routeTree, 'utf8')
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1] ?? ''
  return [...block.matchAll(/^\s*'([^']+)':/gm)]
    .map((match) => match[1]!)
    .filter((route) => route !== '/' && !route.includes('$'))
}

/** The bytes of the page as the server sends it to a browser: its status line, headers and (brotli) body. */
export function pageBytes(origin: string): Promise<number> {
  return new Promise((done, fail) => {
    const call = request(`${origin}/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      const head = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`.length
      let bytes = head + 2
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => done(bytes))
      response.on('error', fail)
    })
    call.on('error', fail)
    call.end()
  })
}

/** The routes anyone may open; the others are opened with a session. */
export const isPublicRoute = (route: string) => route.startsWith('/login/')

/** The shared entry: the script index.html loads and the modules it preloads. */
export function entryFiles(dist = resolve(root, 'web/dist')): Set<string> {
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8')
  const scripts = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]
  return new Set(scripts.map((match) => match[1]!))
}

export const sum = (files: readonly Bytes[]): Bytes => ({
  raw: files.reduce((total, file) => total + file.raw, 0),
  gzip: files.reduce((total, file) => total + file.gzip, 0),
})

export async function measureRoute(
  browser: Browser,
  baseURL: string,
  route: string,
  session: Session | undefined,
  entry: ReadonlySet<string>,
): Promise<RouteLoad> {
  // A new context per route: an empty cache, as on a first visit.
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    locale: 'zh-TW',
    extraHTTPHeaders: session ? { 'x-mock-session': session.world } : {},
  })
  if (session !== undefined) {
    await context.addInitScript(({ token, account }) => {
      localStorage.setItem('tokend', token)
      localStorage.setItem('account', account)
    }, session)
  }
  const page = await context.newPage()
  const pending: Promise<LoadedFile | undefined>[] = []
  const onResponse = (response: Response) => {
    const type = response.request().resourceType()
    const path = new URL(response.url()).pathname
    if ((type !== 'script' && type !== 'stylesheet') || !response.ok()) return
    pending.push(
      response.body().then(
        (body): LoadedFile => ({
          path,
          kind: type === 'script' ? 'js' : 'css',
          raw: body.byteLength,
          gzip: gzipSync(body, { level: 9 }).byteLength,
        }),
        () => undefined,
      ),
    )
  }
  page.on('response', onResponse)
  const quiet = trackQuiet(page)
  await page.goto(`${baseURL}/#${route}`)
  // Until the app shows its first screen (the start screen the build writes into the page
  // is then gone), then until the network has been quiet for half a second: on a busy
  // machine, the entry's evaluation alone can be quieter than that.
  await page.waitForFunction(() => document.getElementById('splash') === null, undefined, { timeout: 30_000 })
  await quiet(500)
  page.off('response', onResponse)
  // A route may add its default search (/home/stockList?type=rise): only the path must stay.
  const landedOn = new URL(page.url()).hash.slice(1)
  if (landedOn.split('?')[0] !== route)
    throw new Error(`${route} redirected to ${landedOn}${session ? '' : ' (opened without a session)'}`)
  const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== undefined)
  await context.close()
  const js = files.filter((file) => file.kind === 'js')
  return {
    route,
    files,
    js: sum(js),
    css: sum(files.filter((file) => file.kind === 'css')),
    ownJs: sum(js.filter((file) => !entry.has(file.path))),
  }
}

/** Resolves, once asked, when no request of the page has been in flight for `ms`. */
function trackQuiet(page: Page): (ms: number) => Promise<void> {
  let inFlight = 0
  let lastChange = performance.now()
  const change = (delta: number) => () => {
    inFlight += delta
    lastChange = performance.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return async (ms) => {
    while (inFlight > 0 || performance.now() - lastChange < ms) await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The bytes of the shared entry's own files, read from the build. */
export function entryBytes(entry: ReadonlySet<string>, dist = resolve(root, 'web/dist')): Bytes {
  return sum(
    [...entry].map((path) => {
      const body = readFileSync(resolve(dist, `.${path}`))
      return { raw: body.byteLength, gzip: gzipSync(body, { level: 9 }).byteLength }
    }),
  )
}
