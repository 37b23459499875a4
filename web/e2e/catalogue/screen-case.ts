// A catalogue entry on the screen where a user meets it: how the world is arranged, what
// the user does on the screen, and the tap that sends the call the server refuses. The
// cases are data (modules of `ScreenCase` per area, run by web/e2e/catalogue/<area>.spec.ts
// through screen-suite.ts), so the coverage report (scripts/catalogue-report.ts) reads the
// very tests that run. No runtime import of Playwright here: the report imports these
// modules outside the test runner.
import type { Locator, Page } from '@playwright/test'

import type { ErrorId } from '../../../openapi/generated/errors.ts'
import type { MockWorld } from '../fixtures.ts'

/** What a case may use: the page, its world's steering, and the shared steps of the screens. */
export interface ScreenSteps {
  page: Page
  mock: MockWorld
  /** A form field by the start of its visible label. */
  field(label: string): Locator
  /** A button by its visible name. */
  button(name: string): Locator
  /** Picks an option of a radio group by its visible text. */
  choose(group: string, option: string): Promise<void>
  /**
   * Calls the API as the signed-in user (what another device of theirs would do): with the
   * page's session once the screen is open; before that (in `arrange`), with a session of
   * their other device, signed in through the API.
   */
  callAsUser(path: string, body: unknown): Promise<{ status: number; msg: string; data: unknown }>
  /** `callAsUser` for what sets the scene (it is not the refusal): fails unless it goes through; its data. */
  doneAsUser(path: string, body: unknown): Promise<unknown>
  /** Uploads a small PNG through the uploader of this group (e.g. 轉帳憑證) and waits for its preview. */
  upload(group: string): Promise<void>
}

export interface ScreenCase {
  id: ErrorId
  /** The product's path of the screen (without the hash), e.g. `/information/cashOut`. */
  route: string
  /** `rule`: the mock's real rule refuses (a real balance, position, clock...); `forced`: no
   * rule can refuse here from the screen, so the entry is forced on the screen's own call. */
  raisedBy: 'rule' | 'forced'
  /** The call of the screen that answers with the entry. */
  call: string
  /** Why it happens here, in a few words (the test's title). */
  when: string
  /** The screen the user comes from when the refusal comes as `route` opens (its own first call). */
  from?: string
  /** Who is signed in (default: the demo investor); `null` for screens before login. */
  account?: string | null
  /** The message's parameters as the rule fills them (default: the catalogue's example). */
  params?: Readonly<Record<string, string>>
  /** Sets the world up before the screen opens (clock, account state, earlier calls). */
  arrange?: (steps: ScreenSteps) => Promise<unknown>
  /** Waits until the screen is ready (default: the page has loaded). */
  ready?: (steps: ScreenSteps) => Promise<void>
  /** What the user does before the tap; returns the fields whose values must survive the refusal. */
  fill?: (steps: ScreenSteps) => Promise<Locator[]>
  /** What opens before the last tap and must finish animating first (a confirmation dialog). */
  confirmation?: (steps: ScreenSteps) => Promise<void>
  /** The tap that sends the call (with the page clock stopped from here on). */
  submit: (steps: ScreenSteps) => Promise<void>
  /** Where the app goes after the toast (an ended session: the login screen); default: it stays. */
  leadsTo?: string
  /**
   * What the refusal records on purpose, when it does (a wrong guess, counted towards the
   * lock of a password): the world's state must then change; by default it must not.
   */
  records?: string
  /**
   * Why the call never reaches the world when it is refused (the backend's rate limit
   * answers it first), so the world's request log cannot show it: the answer is then
   * checked as the page received it.
   */
  answeredBeforeWorld?: string
}
