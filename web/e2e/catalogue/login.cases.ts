// The login area's catalogue entries on the screens before a session (/login/login and
// /login/register), each from the mock's own rules on the demo accounts as seeded: a wrong
// password typed, an unknown number, the accounts the broker froze or barred from login,
// a number already registered, a made-up invitation code, and logins in a burst.
import type { ScreenCase, ScreenSteps } from './screen-case.ts'

const password = 'demo1234'

const screenReady =
  (heading: string) =>
  async ({ page }: ScreenSteps) => {
    await page.getByRole('heading', { name: heading, exact: true }).waitFor()
  }

// --- 登入 (/login/login) ------------------------------------------------------------------------

const loginTap = (steps: ScreenSteps) => steps.button('登入').click()

/** Types an account and a password; both must survive the refusal. */
const credentials =
  (account: string, typed = password) =>
  async (steps: ScreenSteps) => {
    await steps.field('手機號碼').fill(account)
    await steps.field('密碼').fill(typed)
    return [steps.field('手機號碼'), steps.field('密碼')]
  }

const onLogin = {
  route: '/login/login',
  call: '/user/login',
  account: null,
  ready: screenReady('登入'),
  submit: loginTap,
} as const

/** Logins the backend takes from one client into one world each minute (engine/rate-limits.ts). */
const loginsPerMinute = 20

const loginScreenCases: ScreenCase[] = [
  {
    ...onLogin,
    id: 'wrong_credentials',
    raisedBy: 'rule',
    when: "the investor's number with a wrong password",
    fill: credentials('0912345678', 'wrong-password'),
  },
  {
    ...onLogin,
    id: 'account_not_found',
    raisedBy: 'rule',
    when: 'a number with no account',
    fill: credentials('0900000000'),
  },
  {
    ...onLogin,
    id: 'login_forbidden',
    raisedBy: 'rule',
    when: 'the account the broker barred from login (0955777999)',
    fill: credentials('0955777999'),
  },
  {
    ...onLogin,
    id: 'account_frozen',
    raisedBy: 'rule',
    when: 'the frozen account (0944666888)',
    fill: credentials('0944666888'),
  },
  {
    ...onLogin,
    id: 'submit_too_frequent',
    raisedBy: 'rule',
    when: `a login after ${loginsPerMinute} others within a minute from the same client`,
    answeredBeforeWorld: 'the rate limit answers it (HTTP 429) before the world sees it',
    arrange: async ({ page }) => {
      for (let attempt = 1; attempt <= loginsPerMinute; attempt++) {
        await page.request.post('/api/vue/user/login', {
          data: { account: '0912345678', password: `guess-${attempt}` },
        })
      }
    },
    fill: credentials('0912345678'),
  },
]

// --- 註冊 (/login/register) --------------------------------------------------------------------

/** The registration form; every field must survive the refusal. */
const registration = (account: string, inviter: string) => async (steps: ScreenSteps) => {
  await steps.field('手機號碼').fill(account)
  await steps.field('密碼').fill('Formosa2026')
  await steps.field('確認密碼').fill('Formosa2026')
  await steps.field('邀請碼').fill(inviter)
  return [steps.field('手機號碼'), steps.field('密碼'), steps.field('確認密碼'), steps.field('邀請碼')]
}

const onRegister = {
  route: '/login/register',
  call: '/user/register',
  account: null,
  ready: screenReady('註冊'),
  submit: (steps: ScreenSteps) => steps.button('註冊').click(),
} as const

const registerScreenCases: ScreenCase[] = [
  {
    ...onRegister,
    id: 'account_exists',
    raisedBy: 'rule',
    when: "the investor's number, registered already",
    fill: registration('0912345678', 'TW5678'),
  },
  {
    ...onRegister,
    id: 'inviter_not_found',
    raisedBy: 'rule',
    when: 'an invitation code of no member or agent',
    fill: registration('0977000111', 'NOSUCHCODE'),
  },
]

export const loginCases: readonly ScreenCase[] = [...loginScreenCases, ...registerScreenCases]
