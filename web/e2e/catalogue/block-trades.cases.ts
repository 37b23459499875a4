// The block-trades area's catalogue entries on the purchase screen (/home/blockTrade1), from
// the seeded offers' minimums, daily limits, password and the trading hours.
import type { ScreenCase, ScreenSteps } from './screen-case.ts'

/** The seeded offers by id: 1 國泰金 (1,000 shares, twice a day), 3 鴻海 (10,000 shares, password). */
const offer = (id: number) => `/home/blockTrade1?id=${id}`
const shares = ({ page }: ScreenSteps) => page.getByRole('textbox', { name: '購買數量（股）' })
const ready = (steps: ScreenSteps) => shares(steps).waitFor()
const typeShares = (count: string) => async (steps: ScreenSteps) => {
  await shares(steps).fill(count)
  return [shares(steps)]
}
const buy = ({ page }: ScreenSteps) => page.getByRole('button', { name: '買入', exact: true }).click()

export const blockTradesCases: readonly ScreenCase[] = [
  {
    id: 'block_min_purchase',
    route: offer(1),
    raisedBy: 'rule',
    call: '/trade/buy_dzstock',
    when: '500 shares of an offer with a minimum of 1,000',
    params: { n: '1000' },
    ready,
    fill: typeShares('500'),
    submit: buy,
  },
  {
    id: 'block_daily_limit',
    route: offer(1),
    raisedBy: 'rule',
    call: '/trade/buy_dzstock',
    when: 'a third purchase of an offer limited to two a day',
    params: { n: '2' },
    arrange: async ({ callAsUser }) => {
      for (const _ of [1, 2]) {
        const bought = await callAsUser('/trade/buy_dzstock', { id: 1, num: 1000 })
        if (bought.status !== 1) throw new Error(`an earlier purchase was refused: ${bought.msg}`)
      }
    },
    ready,
    fill: typeShares('1000'),
    submit: buy,
  },
  {
    id: 'block_trade_closed',
    route: offer(1),
    raisedBy: 'rule',
    call: '/trade/buy_dzstock',
    when: 'block trading closes at 17:00 while the screen is open',
    ready,
    fill: typeShares('1000'),
    confirmation: ({ mock }) => mock.setClock({ set: '2026-11-23T17:05:00+08:00' }).then(() => undefined),
    submit: buy,
  },
  {
    id: 'block_password_wrong',
    route: offer(3),
    raisedBy: 'rule',
    call: '/trade/buy_dzstock',
    when: 'a wrong block password',
    ready,
    fill: async (steps) => {
      await shares(steps).fill('10000')
      await steps.page.getByLabel('鉅額交易密碼').fill('1234')
      return [shares(steps)]
    },
    submit: buy,
  },
]
