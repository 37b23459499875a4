// The activities area's catalogue entries where a user meets them: the lottery
// (/home/lottery) and the daily sign-in card of the account centre (/information/index).
// Each is the mock's own rule on the world's clock and the user's real sign-ins and
// chances; what the user's other device did meanwhile is done once the screen is open.
import type { ScreenCase, ScreenSteps } from './screen-case.ts'

const newMember = '0922333444'

// --- 幸運抽獎 (/home/lottery) -------------------------------------------------------------------

const board = ({ page }: ScreenSteps) => page.getByRole('region', { name: '抽獎轉盤' })
const lotteryReady = (chances: number) => async (steps: ScreenSteps) => {
  await board(steps).getByText(`剩餘抽獎次數 ${chances}`).waitFor()
}
const draw = (steps: ScreenSteps) => board(steps).getByRole('button', { name: /抽獎/ }).click()

const lotteryCases: ScreenCase[] = [
  {
    id: 'lottery_chances_used_up',
    route: '/home/lottery',
    raisedBy: 'rule',
    call: '/user/choujiang',
    when: 'a draw after the three chances were drawn',
    arrange: async (steps) => {
      for (let chance = 1; chance <= 3; chance++) await steps.doneAsUser('/user/choujiang', {})
    },
    ready: lotteryReady(0),
    submit: draw,
  },
  {
    id: 'realname_required',
    route: '/home/lottery',
    raisedBy: 'rule',
    call: '/user/choujiang',
    when: 'an unverified member draws the chance of their first sign-in',
    account: newMember,
    arrange: (steps) => steps.doneAsUser('/user/qiandao', {}),
    ready: lotteryReady(1),
    submit: draw,
  },
]

// --- 每日簽到 on the account centre (/information/index) -------------------------------------------

const card = ({ page }: ScreenSteps) => page.getByRole('region', { name: '每日簽到' })
const signinReady = async (steps: ScreenSteps) => {
  await card(steps).getByText('本月已簽到 6 天').waitFor()
}
const claim = (days: number) => (steps: ScreenSteps) =>
  card(steps)
    .getByRole('button', { name: `領取 ${days} 天獎勵` })
    .click()

const signinCases: ScreenCase[] = [
  {
    id: 'signed_in_today',
    route: '/information/index',
    raisedBy: 'rule',
    call: '/user/qiandao',
    when: 'signed in meanwhile on another device',
    ready: signinReady,
    fill: async (steps) => {
      await steps.doneAsUser('/user/qiandao', {})
      return []
    },
    submit: (steps) => card(steps).getByRole('button', { name: '簽到', exact: true }).click(),
  },
  {
    id: 'signin_reward_claimed',
    route: '/information/index',
    raisedBy: 'rule',
    call: '/user/qiandaoreward',
    when: 'the 3-day reward, claimed meanwhile on another device',
    ready: signinReady,
    fill: async (steps) => {
      await steps.doneAsUser('/user/qiandaoreward', { id: 1 })
      return []
    },
    submit: claim(3),
  },
  {
    id: 'signin_count_insufficient',
    route: '/information/index',
    raisedBy: 'rule',
    call: '/user/qiandaoreward',
    when: "November's 3-day reward claimed after midnight on 1 December (no sign-in yet that month)",
    ready: signinReady,
    fill: async ({ mock }) => {
      await mock.setClock({ set: '2026-12-01T00:00:05+08:00' })
      // Whatever the clock decides by then (reviews due) happens before the tap.
      await mock.pendingReviews()
      return []
    },
    submit: claim(3),
  },
]

export const activitiesCases: readonly ScreenCase[] = [...lotteryCases, ...signinCases]
