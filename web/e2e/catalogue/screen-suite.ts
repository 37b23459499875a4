// Runs catalogue screen cases: each in its own world, on its screen, with the page clock
// under the test's control. Every case asserts the same things: the toast in Traditional
// Chinese (the upstream's own text) for its 2 s, the call resolving to false (what was
// typed is still there, the screen stays), the refusal answered by the screen's own call,
// and the world's state digest unchanged by it (changed, for a refusal that records an
// attempt on purpose).
import type { Page } from '@playwright/test'

import { catalogue } from '../../../openapi/generated/errors.ts'
import { advanceUntil, demo, expect, type MockWorld, test, toast } from '../fixtures.ts'
import { choose, field, proofPng } from '../money-helpers.ts'
import type { ScreenCase, ScreenSteps } from './screen-case.ts'

/** The toast of an entry in Traditional Chinese: the upstream's message with its parameters. */
export function zhTwText(item: Pick<ScreenCase, 'id' | 'params'>): string {
  const entry = catalogue[item.id]
  const values: Readonly<Record<string, string>> = { ...entry.example, ...item.params }
  return entry.message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

async function stateDigest(mock: MockWorld): Promise<string> {
  const { data } = await mock.admin.GET('/world')
  if (data?.status !== 1) throw new Error('the mock did not describe the world')
  return data.data.stateDigest
}

type Session = Record<'token' | 'account', string>
type Answer = { status: number; msg: string; data: unknown }

/** How long a toast shows (docs/product.md#constants), and the page-clock step the test moves time by. */
const toastMs = 2_000
const frameMs = 16

/**
 * Logs in through the API and gives the app the session before its first load, as the
 * login screen would store it (the login screens have cases of their own).
 */
export async function signIn(page: Page, account: string): Promise<Session> {
  const answer = (await (
    await page.request.post('/api/vue/user/login', { data: { account, password: demo.password } })
  ).json()) as Answer
  if (answer.status !== 1) throw new Error(`login of ${account} refused: ${answer.msg}`)
  const session = answer.data as Session
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('catalogue-signed-in') !== null) return
    localStorage.setItem('tokend', stored.token)
    localStorage.setItem('account', stored.account)
    sessionStorage.setItem('catalogue-signed-in', '1')
  }, session)
  return session
}

/** The signed-in user's session as the app stored it; none before the app's page has loaded. */
async function storedHeaders(page: Page): Promise<Session | undefined> {
  if (page.url() === 'about:blank') return undefined
  return page.evaluate(() => ({
    token: localStorage.getItem('tokend') ?? '',
    account: localStorage.getItem('account') ?? '',
  }))
}

function stepsFor(page: Page, mock: MockWorld, account: string): ScreenSteps {
  let otherDevice: Session | undefined
  /** A session of the user's other device, signed in through the API when first needed. */
  const otherDeviceSession = async (): Promise<Session> => {
    if (otherDevice !== undefined) return otherDevice
    const answer = (await (
      await page.request.post('/api/vue/user/login', { data: { account, password: demo.password } })
    ).json()) as Answer
    if (answer.status !== 1) throw new Error(`the other device of ${account} could not sign in: ${answer.msg}`)
    otherDevice = answer.data as Session
    return otherDevice
  }
  const callAsUser = async (path: string, body: unknown): Promise<Answer> => {
    const headers = (await storedHeaders(page)) ?? (await otherDeviceSession())
    const answer = await page.request.post(`/api/vue${path}`, { data: body, headers })
    return (await answer.json()) as Answer
  }
  return {
    page,
    mock,
    field: (label) => field(page, label),
    button: (name) => page.getByRole('button', { name, exact: true }),
    choose: (group, option) => choose(page, group, option),
    callAsUser,
    doneAsUser: async (path, body) => {
      const answer = await callAsUser(path, body)
      if (answer.status !== 1) throw new Error(`${path} was refused: ${answer.msg}`)
      return answer.data
    },
    upload: async (group) => {
      const uploader = page.getByRole('group', { name: group })
      await uploader.locator('input[type=file]').setInputFiles(proofPng)
      await uploader.locator('img[src^="/storage/upload/"]').waitFor()
    },
  }
}

/** The entry on the screen's own call, as the server would answer (the x-mock-error header). */
async function forceOnCall(page: Page, call: string, id: string): Promise<void> {
  await page.route(`**/api/vue${call}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-mock-error': id } }),
  )
}

export function catalogueScreenTests(cases: readonly ScreenCase[]): void {
  for (const item of cases) {
    test(`${item.id} on ${item.route}: ${item.when}`, async ({ page, mock }) => {
      const steps = stepsFor(page, mock, item.account ?? demo.account)
      await page.clock.install()
      if (item.account !== null) await signIn(page, item.account ?? demo.account)
      await item.arrange?.(steps)
      if (item.raisedBy === 'forced') await forceOnCall(page, item.call, item.id)
      await page.goto(`/#${item.from ?? item.route}`)
      await (item.ready?.(steps) ?? page.waitForLoadState('load'))
      const kept = (await item.fill?.(steps)) ?? []
      await item.confirmation?.(steps)
      const typed = await Promise.all(kept.map((locator) => locator.inputValue()))
      const screen = page.url()
      // A public read brings the world up to its clock (a step may have moved it), so the
      // digest compares the state the refused call met with the state after it.
      await page.request.post('/api/vue/common/config', { data: { type: 'all' } })
      const before = await stateDigest(mock)
      const callsBefore = (await mock.requests(item.call)).length

      // From here the page's time moves only when the test moves it, a frame at a time until
      // the toast shows: it showed within the last frame, so it must still be there 1,983 ms
      // later and gone 17 ms after that (2 s, give or take the frame).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
      const received =
        item.answeredBeforeWorld === undefined
          ? undefined
          : page.waitForResponse((response) => new URL(response.url()).pathname === `/api/vue${item.call}`)
      await item.submit(steps)
      const message = toast(page, zhTwText(item))
      await advanceUntil(page, () => message.isVisible(), 3_000, frameMs)
      await page.clock.runFor(toastMs - frameMs - 1)
      await expect(message).toBeVisible()
      await page.clock.runFor(frameMs + 1)
      await expect(message).toBeHidden()

      if (item.from !== undefined) {
        await expect(page).toHaveURL(new RegExp(`#${item.route.replace(/[?]/g, '\\?')}$`))
      } else if (item.leadsTo === undefined) {
        expect(page.url(), 'the screen stays').toBe(screen)
        for (const [index, locator] of kept.entries())
          await expect(locator, 'what was typed is still there').toHaveValue(typed[index] ?? '')
      } else {
        await expect(page).toHaveURL(new RegExp(`#${item.leadsTo}$`))
      }
      if (received === undefined) {
        const calls = (await mock.requests(item.call)).slice(callsBefore)
        expect(
          calls.map((call) => call.errorId),
          `${item.call} answered ${item.id}`,
        ).toContain(item.id)
      } else {
        const answer = (await (await received).json()) as unknown
        expect(answer, `${item.call} answered ${item.id} (${item.answeredBeforeWorld})`).toMatchObject({
          msg: catalogue[item.id].message,
        })
      }
      if (item.records === undefined)
        expect(await stateDigest(mock), 'the refusal changed nothing in the world').toBe(before)
      else expect(await stateDigest(mock), `the refusal recorded ${item.records}`).not.toBe(before)
    })
  }
}
