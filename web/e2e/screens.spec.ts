// Every screen readable on a phone: each route of the app, in the states that show its tags
// and statuses (screens/screen-states.ts), at 390 and 360 px wide, scanned with axe-core's
// WCAG 2.1 AA rules (contrast included), for controls smaller than 44 × 44 px, and for words,
// figures, dates and labels broken across two lines; in Traditional Chinese, and at 360 px
// in Simplified Chinese and English too. One world per route, every width and language in it.
import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { demo, expect, type LanguageCode, test } from './fixtures.ts'
import { axeFindings, breakFindings, type Finding, tapFindings } from './screens/scan-screen.ts'
import { accounts, screenStates, type ScreenWorld } from './screens/screen-states.ts'

/** The widths of the phones the screens are drawn for, with a height each. */
const phones = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const
const narrow = phones[1]
const otherLanguages: LanguageCode[] = ['zh-CN', 'en']

/** The routes of the route tree (web/src/routeTree.gen.ts), but the root, which only redirects. */
function appRoutes(): string[] {
  const tree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8')
  const block = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? ''
  return [...block.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '').filter((path) => path !== '/')
}

test('the scans cover every route of the app', () => {
  const routes = appRoutes()
  expect(routes.length).toBeGreaterThan(60)
  expect(screenStates.map((state) => state.route).sort()).toEqual([...routes].sort())
})

/** How long the screen must stay without a request or a loading mark to count as drawn (ms). */
const quietMs = 250

/** Waits until the screen has its data: no request in flight, no loading mark, fonts drawn. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  let quietSince = Date.now()
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    // A list's mark at its end waits for the user to scroll there: not a screen still loading.
    const busy =
      inFlight() > 0 ||
      (await page.evaluate(() =>
        [...document.querySelectorAll('.adm-dot-loading, [aria-busy="true"]')].some(
          (element) => element.closest('.adm-infinite-scroll') === null && element.getClientRects().length > 0,
        ),
      ))
    if (busy) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) return
    await page.waitForTimeout(50)
  }
  throw new Error('the screen did not settle within 15 s')
}

/** Waits until the page has laid itself out again after a change of width (two frames). */
async function relayout(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

for (const state of screenStates) {
  test(`${state.route} reads right at 390 and 360 px`, async ({ page, mock }) => {
    // Generous for a busy 2-core machine: each view is loaded and scanned four times.
    test.setTimeout(90_000 + 45_000 * (state.views?.length ?? 1))
    let pending = 0
    page.on('request', () => (pending += 1))
    page.on('requestfinished', () => (pending -= 1))
    page.on('requestfailed', () => (pending -= 1))

    let session: { token: string; account: string } | undefined
    const world: ScreenWorld = {
      page,
      mock,
      async signIn(account = accounts.investor) {
        const answer = await page.request.post('/api/vue/user/login', {
          data: { account, password: demo.password },
        })
        const envelope = (await answer.json()) as {
          status: number
          msg: string
          data: { token: string; account: string }
        }
        if (envelope.status !== 1) throw new Error(`login of ${account} refused: ${envelope.msg}`)
        session = envelope.data
        if (page.url() !== 'about:blank') {
          await page.evaluate((stored) => {
            localStorage.setItem('tokend', stored.token)
            localStorage.setItem('account', stored.account)
          }, session)
        }
      },
      async call<T>(path: string, body: unknown = {}) {
        const headers = session === undefined ? {} : session
        const answer = await page.request.post(`/api/vue${path}`, { data: body, headers })
        const envelope = (await answer.json()) as { status: number; msg: string; data: T }
        if (envelope.status !== 1) throw new Error(`${path} refused: ${envelope.msg}`)
        return envelope.data
      },
    }

    // The first load starts in Traditional Chinese, signed in unless the screen is public.
    if (state.anonymous !== true) await world.signIn()
    await page.addInitScript((stored) => {
      if (sessionStorage.getItem('screens-started') !== null) return
      sessionStorage.setItem('screens-started', '1')
      localStorage.setItem('lang', 'zh-TW')
      if (stored !== undefined) {
        localStorage.setItem('tokend', stored.token)
        localStorage.setItem('account', stored.account)
      }
    }, session)
    await state.arrange?.(world)

    const findings: Finding[] = []
    let rules = 0
    let controls = 0
    let units = 0
    const views = state.views ?? [{ name: 'as opened' }]
    let shown: LanguageCode | undefined
    for (const view of views) {
      await view.before?.(world)
      // A change of the world or of the language shows after a fresh load; a new address of
      // the same screen after the app's own navigation.
      const open = async (language: LanguageCode) => {
        const address = `/#${view.address ?? state.route}`
        if (page.url() === 'about:blank') await page.goto(address)
        else if (shown === language && view.before === undefined) await page.goto(address)
        else {
          await page.evaluate((code) => localStorage.setItem('lang', code), language)
          await page.goto(address)
          await page.reload()
        }
        shown = language
        await settle(page, () => pending)
        if (view.show !== undefined) {
          await view.show(world)
          await settle(page, () => pending)
        }
      }
      await page.setViewportSize(phones[0])
      await open('zh-TW')
      for (const phone of phones) {
        await page.setViewportSize(phone)
        await relayout(page)
        const at = `${view.name}, zh-TW, ${phone.width} px`
        const axe = await axeFindings(page, at)
        const tap = await tapFindings(page, at)
        const text = await breakFindings(page, at)
        findings.push(...axe.findings, ...tap.findings, ...text.findings)
        rules += axe.rules
        controls += tap.controls
        units += text.units
      }
      for (const language of otherLanguages) {
        await open(language)
        const at = `${view.name}, ${language}, ${narrow.width} px`
        const tap = await tapFindings(page, at)
        const text = await breakFindings(page, at)
        findings.push(...tap.findings, ...text.findings)
        units += text.units
      }
    }

    await test.info().attach('findings.json', {
      body: JSON.stringify({ route: state.route, findings }, null, 1),
      contentType: 'application/json',
    })
    // A scan that looked at nothing would pass whatever the screen shows.
    expect(rules, 'axe-core ran its rules').toBeGreaterThan(10)
    expect(controls, 'the tap-target scan measured controls').toBeGreaterThan(0)
    expect(units, 'the line-break scan checked words').toBeGreaterThan(5)
    expect(findings.map((finding) => `[${finding.kind}] ${finding.at}: ${finding.text}`)).toEqual([])
  })
}
