// The new-shares area's catalogue entries on the subscription and bidding screens, each from
// the seeded offerings' calendar and terms, the account's real balance and its earlier calls.
import type { ScreenCase, ScreenSteps } from './screen-case.ts'

/** The seeded offerings by id: 1 福星電子 (open), 2 安禾生醫 (opens in 3 trading days),
 * 3 澄遠材料 (channel suspended), 4 華岳精密 (closed), 6 晶昇科技 (auction from 1 lot),
 * 7 宏碩光電 (auction from 5 lots). */
const subscribe = (id: number) => `/home/newStockBuy?id=${id}`
const bid = (id: number) => `/home/newStockBuyJp?id=${id}`

const lots = ({ page }: ScreenSteps) => page.getByRole('textbox', { name: '申購張數' })
const bidPrice = ({ page }: ScreenSteps) => page.getByRole('textbox', { name: '投標價格' })
const ready = (steps: ScreenSteps) => lots(steps).waitFor()
const typeLots = (count: string) => async (steps: ScreenSteps) => {
  await lots(steps).fill(count)
  return [lots(steps)]
}
const tap =
  (name: '申購' | '投標') =>
  ({ page }: ScreenSteps) =>
    page.getByRole('button', { name, exact: true }).click()

export const newSharesCases: readonly ScreenCase[] = [
  {
    id: 'newshare_subscribe_once',
    route: subscribe(1),
    raisedBy: 'rule',
    call: '/trade/buy_newstock',
    when: 'subscribing again to 福星電子 after subscribing on another device',
    params: { name: '福星電子' },
    arrange: async ({ callAsUser }) => {
      const first = await callAsUser('/trade/buy_newstock', { symbol: '7751', id: 1, zhang: 1, buy_type: 1 })
      if (first.status !== 1) throw new Error(`the first subscription was refused: ${first.msg}`)
    },
    ready,
    fill: typeLots('1'),
    submit: tap('申購'),
  },
  {
    id: 'newshare_funds_insufficient',
    route: subscribe(1),
    raisedBy: 'rule',
    call: '/trade/buy_newstock',
    when: 'the balance is below a lot of 福星電子 and its fee',
    params: { amount: '88020' },
    arrange: ({ mock }) => mock.setAccount({ account: '0912345678', credit: { balance: 'twd', amount: '-950000.00' } }),
    ready,
    fill: typeLots('1'),
    submit: tap('申購'),
  },
  {
    id: 'newshare_min_quantity',
    route: bid(7),
    raisedBy: 'rule',
    call: '/trade/buy_newstock',
    when: 'bidding for 2 lots where bids start at 5',
    params: { n: '5' },
    ready,
    fill: async (steps) => {
      await lots(steps).fill('2')
      return [lots(steps), bidPrice(steps)]
    },
    submit: tap('投標'),
  },
  // The screens offer the form only for an open offering (a suspended or not yet open one
  // shows why instead), so these two refusals are forced on the call of an open one.
  {
    id: 'newshare_channel_closed',
    route: subscribe(1),
    raisedBy: 'forced',
    call: '/trade/buy_newstock',
    when: 'the form is offered only while the channel is open, so the refusal is forced',
    ready,
    fill: typeLots('1'),
    submit: tap('申購'),
  },
  {
    id: 'newshare_not_started',
    route: subscribe(1),
    raisedBy: 'forced',
    call: '/trade/buy_newstock',
    when: 'the form is offered only once the offering has opened, so the refusal is forced',
    ready,
    fill: typeLots('1'),
    submit: tap('申購'),
  },
  {
    id: 'newshare_closed',
    route: subscribe(1),
    raisedBy: 'rule',
    call: '/trade/buy_newstock',
    when: 'the subscription closes while the screen is open',
    ready,
    fill: typeLots('1'),
    confirmation: ({ mock }) => mock.setClock({ set: '2026-11-25T14:00:00+08:00' }).then(() => undefined),
    submit: tap('申購'),
  },
  {
    id: 'newshare_bid_too_low',
    route: bid(6),
    raisedBy: 'rule',
    call: '/trade/buy_newstock',
    when: 'a bid under 晶昇科技’s minimum price',
    ready,
    fill: async (steps) => {
      await bidPrice(steps).fill('100')
      return [lots(steps), bidPrice(steps)]
    },
    submit: tap('投標'),
  },
]
