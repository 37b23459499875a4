// The Playwright `test` of this project: every test gets its own mock world. A unique
// session name goes into the x-mock-session header of every request the page makes, and
// a typed client of the steering API (openapi/admin.yaml) resets that world before the
// test and steers it during the test. Worlds never share state, so tests run in parallel.
import { test as base, expect, type Page } from '@playwright/test'
import createClient from 'openapi-fetch'
import type { components, paths } from '../../openapi/generated/admin.ts'
import type { ErrorId } from '../../openapi/generated/errors.ts'

type Schemas = components['schemas']
export type World = Schemas['World']
export type RequestRecord = Schemas['RequestRecord']
export type LanguageCode = 'zh-TW' | 'zh-CN' | 'en'

/** The demo account every world starts with (mock-server/src/backend/seed-data.ts). */
export const demo = { account: '0912345678', password: 'demo1234', realname: '陳志明' } as const

/** Steering of this test's world (openapi/admin.yaml). Each call throws when the mock refuses it. */
export interface MockWorld {
  /** The x-mock-session name of this test's world. */
  readonly session: string
  /** The typed client of /__mock, for anything the helpers below do not cover. */
  readonly admin: ReturnType<typeof createClient<paths>>
  reset(body?: Schemas['ResetRequest']): Promise<World>
  /** The next `times` calls of `path` (e.g. /user/login) answer with catalogue entry `id`. */
  forceError(path: string, id: ErrorId, params?: Record<string, string>, times?: number): Promise<World>
  injectFault(fault: Omit<Schemas['FaultRequest'], 'times'> & { times?: number }): Promise<World>
  setClock(change: Schemas['ClockRequest']): Promise<World>
  /** The contract calls this world received, oldest first; only those of `path` when given. */
  requests(path?: string): Promise<RequestRecord[]>
  /** What waits for the broker's review (deposits, cash-outs, identity...), oldest first; of one kind when given. */
  pendingReviews(kind?: string): Promise<Schemas['ReviewItem'][]>
  /** Approves or rejects a pending request, as the back office would. */
  decideReview(decision: Schemas['ReviewDecision']): Promise<Schemas['ReviewItem'][]>
  /** Sets an account's restrictions, verification, credit score, or credits a balance. */
  setAccount(change: Schemas['AccountChange']): Promise<Schemas['AccountState']>
}

interface Fixtures {
  /** Fails the test on an uncaught page error or a Content-Security-Policy violation (automatic). */
  pageHealth: void
  mock: MockWorld
  /** Logs in through the login screen and waits for 登入成功. */
  login: (account?: string, password?: string) => Promise<void>
  /** Opens the app in this language (stored before the first page load, as the app would). */
  useLanguage: (code: LanguageCode) => Promise<void>
}

type Envelope = { status: number; msg: string; data?: unknown } | undefined

function unwrap<T>(what: string, result: { data?: Envelope; error?: Envelope; response: Response }): T {
  const envelope = result.data ?? result.error
  if (!result.response.ok || envelope?.status !== 1) {
    throw new Error(`mock ${what} refused (HTTP ${result.response.status}): ${envelope?.msg ?? 'no envelope'}`)
  }
  return envelope.data as T
}

function worldClient(baseURL: string, session: string): MockWorld {
  const admin = createClient<paths>({
    baseUrl: `${baseURL}/__mock`,
    headers: { 'x-mock-session': session },
    fetch: (request) => globalThis.fetch(request),
  })
  return {
    session,
    admin,
    reset: async (body = {}) => unwrap('reset', await admin.POST('/reset', { body })),
    forceError: async (path, id, params, times = 1) =>
      unwrap(`error ${id} on ${path}`, await admin.POST('/errors', { body: { path, id, times, ...(params ? { params } : {}) } })),
    injectFault: async (fault) => unwrap(`fault ${fault.kind} on ${fault.path}`, await admin.POST('/faults', { body: { times: 1, ...fault } })),
    setClock: async (change) => unwrap('clock', await admin.POST('/clock', { body: change })),
    requests: async (path) => unwrap('requests', await admin.GET('/requests', { params: { query: path === undefined ? {} : { path } } })),
    pendingReviews: async (kind) => {
      const all = unwrap<Schemas['ReviewItem'][]>('reviews', await admin.GET('/reviews'))
      return kind === undefined ? all : all.filter((item) => item.kind === kind)
    },
    decideReview: async (decision) => unwrap(`review ${decision.kind} ${decision.id}`, await admin.POST('/reviews', { body: decision })),
    setAccount: async (change) => unwrap(`account ${change.account}`, await admin.POST('/accounts', { body: change })),
  }
}

export const test = base.extend<Fixtures>({
  pageHealth: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught page error: ${error.message}`))
      await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`CSP violation: ${text}`))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
        })
      })
      await use()
      expect(problems, 'the page had no uncaught error and broke no CSP rule').toEqual([])
    },
    { auto: true },
  ],

  // Every request of the page (API calls, assets) carries this test's world.
  extraHTTPHeaders: async ({ extraHTTPHeaders, mock }, use) => {
    await use({ ...extraHTTPHeaders, 'x-mock-session': mock.session })
  },

  mock: async ({ baseURL }, use, testInfo) => {
    // testId is stable per test; retry and repeat make each attempt a fresh world.
    const session = `e2e-${testInfo.testId}-${testInfo.retry}-${testInfo.repeatEachIndex}`
    const world = worldClient(baseURL ?? '', session)
    await world.reset()
    await use(world)
  },

  login: async ({ page }, use) => {
    await use(async (account = demo.account, password = demo.password) => {
      await page.goto('/#/login/login')
      await accountField(page).fill(account)
      await passwordField(page).fill(password)
      await page.getByRole('button', { name: '登入', exact: true }).click()
      await expect(page.getByRole('heading', { name: '登入成功' })).toBeVisible()
    })
  },

  useLanguage: async ({ page }, use) => {
    await use(async (code) => {
      // Only on the first load of the tab: a later choice in the app (and its reload) wins.
      await page.addInitScript((lang) => {
        if (sessionStorage.getItem('e2e-language-set') === null) {
          localStorage.setItem('lang', lang)
          sessionStorage.setItem('e2e-language-set', '1')
        }
      }, code)
    })
  },
})

export { expect }

/** The app's local storage entries of the session (tokend, account). */
export async function storedSession(page: Page): Promise<{ tokend: string | null; account: string | null }> {
  return page.evaluate(() => ({ tokend: localStorage.getItem('tokend'), account: localStorage.getItem('account') }))
}

/** The toast on screen, found in the live region that announces it to screen readers. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').getByText(text, { exact: typeof text === 'string' })
}

/** The form fields by their visible labels (a required field's label ends with *). */
export const accountField = (page: Page) => page.getByRole('textbox', { name: /^手機號碼/ })
export const passwordField = (page: Page) => page.getByRole('textbox', { name: /^密碼/ })
export const confirmField = (page: Page) => page.getByRole('textbox', { name: /^確認密碼/ })
export const inviterField = (page: Page) => page.getByRole('textbox', { name: /^邀請碼/ })

/**
 * With the page clock paused (page.clock.pauseAt), advances it one frame at a time until
 * `done` holds, and returns the milliseconds of page time advanced (at most `limitMs`).
 * Timers move only while the page clock advances; what they wait for (a lazy chunk, an
 * answer) arrives in real time, so each step also lets a little real time pass.
 */
export async function advanceUntil(page: Page, done: () => Promise<boolean>, limitMs: number, stepMs = 16): Promise<number> {
  let advanced = 0
  while (!(await done())) {
    if (advanced + stepMs > limitMs) throw new Error(`not done within ${limitMs} ms of page time`)
    await page.clock.runFor(stepMs)
    advanced += stepMs
    await new Promise((resume) => setTimeout(resume, 25))
  }
  return advanced
}
