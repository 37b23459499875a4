// The Playwright `test` of this project: every test gets its own mock world. A unique
// session name goes into the x-mock-session header of every request the page makes, and
// a typed client of the steering API (openapi/admin.yaml) resets that world before the
// test and steers it during the test. Worlds never share state, so tests run in parallel.
import { test as base, expect, type Page } from '@playwright/test'
import createClient from 'openapi-fetch'

import { fieldText } from '../../mock-server/src/backend/core/request-log.ts'
import type { components, paths } from '../../openapi/generated/admin.ts'
import type { ErrorId } from '../../openapi/generated/errors.ts'

type Schemas = components['schemas']
export type World = Schemas['World']
export type RequestRecord = Schemas['RequestRecord']
export type LanguageCode = 'zh-TW' | 'zh-CN' | 'en'

/** The demo account every world starts with (mock-server/src/backend/core/seed-data.ts). */
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
  /** How many calls this world received that match (GET /__mock/requests/count). */
  count(query: RequestQuery): Promise<Schemas['RequestCount']>
  /**
   * Waits until `path` was called `times` times (at least once when not given) with these
   * body fields (dotted names for nested ones), status and catalogue id; fails with the
   * near misses: the calls of that path and how their bodies differ, or the paths called.
   */
  expectCalled(
    path: string,
    expected?: Omit<RequestQuery, 'path'> & { times?: number; timeoutMs?: number },
  ): Promise<void>
}

/** Which calls to count or find: every given field must match. */
export interface RequestQuery {
  path?: string
  status?: number
  httpStatus?: number
  errorId?: string
  /** Body fields (dotted for nested ones) and their values. */
  body?: Record<string, string | number | boolean>
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

const queryOf = ({ body, ...rest }: RequestQuery) => ({
  ...rest,
  ...(body === undefined
    ? {}
    : { body: Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)])) }),
})

/** Why an expectation of calls failed: what was expected, and the calls that came closest. */
function nearMisses(
  path: string,
  expected: RequestQuery & { times?: number },
  counted: number,
  all: RequestRecord[],
): string {
  const wanted = { ...expected, body: undefined }
  const bodyText = expected.body === undefined ? '' : ` with body ${JSON.stringify(expected.body)}`
  const outcome = Object.entries(wanted)
    .filter(([name, value]) => value !== undefined && name !== 'times')
    .map(([name, value]) => `${name} ${String(value)}`)
    .join(', ')
  const times = expected.times === undefined ? 'at least once' : `${expected.times} time(s)`
  const lines = [
    `expected ${path} to be called ${times}${bodyText}${outcome === '' ? '' : ` (${outcome})`}, ` +
      `but ${counted} call(s) matched.`,
  ]
  const samePath = all.filter((record) => record.path === path)
  if (samePath.length === 0) {
    const paths = new Map<string, number>()
    for (const record of all) paths.set(record.path, (paths.get(record.path) ?? 0) + 1)
    lines.push(
      paths.size === 0
        ? 'The world received no call at all.'
        : `No call of ${path}; the world received: ${[...paths].map(([other, n]) => `${other} ×${n}`).join(', ')}.`,
    )
    return lines.join('\n')
  }
  lines.push(`Near misses (the calls of ${path}, oldest first):`)
  for (const record of samePath) {
    const differences = [
      ...Object.entries(expected.body ?? {})
        .filter(([name, value]) => fieldText(record.body, name) !== String(value))
        .map(
          ([name, value]) =>
            `body.${name} is ${JSON.stringify(fieldText(record.body, name) ?? null)}, not ` +
            `${JSON.stringify(String(value))}`,
        ),
      ...(expected.status !== undefined && record.status !== expected.status ? [`status ${record.status}`] : []),
      ...(expected.httpStatus !== undefined && record.httpStatus !== expected.httpStatus
        ? [`HTTP ${record.httpStatus}`]
        : []),
      ...(expected.errorId !== undefined && record.errorId !== expected.errorId
        ? [`errorId ${record.errorId ?? 'none'}`]
        : []),
    ]
    lines.push(
      `  - ${record.at.slice(11, 23)} ${JSON.stringify(record.body)}: ` +
        `${differences.length === 0 ? 'matches' : differences.join('; ')}`,
    )
  }
  return lines.join('\n')
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
      unwrap(
        `error ${id} on ${path}`,
        await admin.POST('/errors', { body: { path, id, times, ...(params ? { params } : {}) } }),
      ),
    injectFault: async (fault) =>
      unwrap(`fault ${fault.kind} on ${fault.path}`, await admin.POST('/faults', { body: { times: 1, ...fault } })),
    setClock: async (change) => unwrap('clock', await admin.POST('/clock', { body: change })),
    requests: async (path) =>
      unwrap('requests', await admin.GET('/requests', { params: { query: path === undefined ? {} : { path } } })),
    pendingReviews: async (kind) => {
      const all = unwrap<Schemas['ReviewItem'][]>('reviews', await admin.GET('/reviews'))
      return kind === undefined ? all : all.filter((item) => item.kind === kind)
    },
    decideReview: async (decision) =>
      unwrap(`review ${decision.kind} ${decision.id}`, await admin.POST('/reviews', { body: decision })),
    setAccount: async (change) => unwrap(`account ${change.account}`, await admin.POST('/accounts', { body: change })),
    count: async (query) => unwrap('count', await admin.GET('/requests/count', { params: { query: queryOf(query) } })),
    async expectCalled(path, { times, timeoutMs = 5_000, ...query } = {}) {
      const met = (count: number) => (times === undefined ? count >= 1 : count === times)
      const deadline = Date.now() + timeoutMs
      let counted = await this.count({ ...query, path })
      // Calls the page makes arrive a little later than the step that caused them.
      while (!met(counted.count) && !(times !== undefined && counted.count > times) && Date.now() < deadline) {
        await new Promise((resume) => setTimeout(resume, 100))
        counted = await this.count({ ...query, path })
      }
      if (met(counted.count)) return
      const all = unwrap<RequestRecord[]>('requests', await admin.GET('/requests'))
      throw new Error(nearMisses(path, { ...query, times }, counted.count, all))
    },
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
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ` +
              `(${event.sourceFile}:${event.lineNumber})`,
          )
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
export async function advanceUntil(
  page: Page,
  done: () => Promise<boolean>,
  limitMs: number,
  stepMs = 16,
): Promise<number> {
  let advanced = 0
  while (!(await done())) {
    if (advanced + stepMs > limitMs) throw new Error(`not done within ${limitMs} ms of page time`)
    await page.clock.runFor(stepMs)
    advanced += stepMs
    await new Promise((resume) => setTimeout(resume, 60))
  }
  return advanced
}
