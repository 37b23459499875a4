// The trade area's catalogue entries on the order box (/market/stockDetail), where a trader
// meets them: each from the mock's market rules on the world's clock and the account's
// real balance and positions.
import type { Locator } from '@playwright/test'

import type { ScreenCase, ScreenSteps } from './screen-case.ts'

const orderBox = '/market/stockDetail'
const form = ({ page }: ScreenSteps) => page.getByRole('region', { name: '下單', exact: true })
const price = (steps: ScreenSteps) => form(steps).getByRole('textbox', { name: '價格' })

/** The order box of 台積電 (the default stock), ready to type in. */
const ready = async (steps: ScreenSteps) => {
  await steps.page.getByRole('heading', { name: '台積電' }).waitFor()
  await price(steps).waitFor()
}

/** The order button opens the confirmation; 確認送出 sends the order. */
const confirmButton = (steps: ScreenSteps) => steps.page.getByRole('dialog').getByRole('button', { name: '確認送出' })
const orderButton = (name: '買進下單' | '賣出下單') => async (steps: ScreenSteps) => {
  await form(steps).getByRole('button', { name }).click()
  // Ready to take the tap: its opening animation has finished (the clock stops next).
  await confirmButton(steps).click({ trial: true })
}
const send = (steps: ScreenSteps) => confirmButton(steps).click()
const buy = { confirmation: orderButton('買進下單'), submit: send }

/** Opens the confirmation of a buy, then lets the world move on before the user confirms. */
const confirmThen = (change: (steps: ScreenSteps) => Promise<unknown>) => async (steps: ScreenSteps) => {
  await orderButton('買進下單')(steps)
  await change(steps)
}

/** 鴻海's seeded holding on the sell side, all of it sellable. */
const sellableHolding = async (steps: ScreenSteps) => {
  await steps.page.getByRole('heading', { name: '鴻海' }).waitFor()
  await form(steps).getByText('現股庫存 2 張，可賣 2 張').waitFor()
}
const atMarket = async (steps: ScreenSteps) => {
  await form(steps).getByText('市價', { exact: true }).click()
  return []
}

/** An odd-lot order of 100 shares at a typed price: cheap enough for any balance check. */
const oddLotAt =
  (typed: string) =>
  async (steps: ScreenSteps): Promise<Locator[]> => {
    await form(steps).getByRole('switch', { name: '零股' }).click()
    await price(steps).fill(typed)
    return [price(steps), form(steps).getByRole('textbox', { name: '數量（股）' })]
  }

/** Opens the order box on another stock (as choosing it in a list stores it). */
const onStock = (symbol: string, name: string) => (steps: ScreenSteps) =>
  steps.page.addInitScript((stock) => localStorage.setItem('stockDetail', JSON.stringify(stock)), {
    symbol,
    name,
    market: 'listed',
  })

export const tradeCases: readonly ScreenCase[] = [
  // The order box disables its confirm for an order its rules refuse, with the reason beside
  // it (order-checks.ts). The server's rule still answers an order confirmed before the world
  // moved: the session closes, the band moves to a new day, the other device spends the cash
  // or the broker withdraws credit trading while the confirmation is open.
  {
    id: 'outside_trading_time',
    route: orderBox,
    raisedBy: 'rule',
    call: '/trade/buy_stock',
    when: 'the weekend comes while the confirmation of a Friday odd-lot buy is open',
    arrange: ({ mock }) => mock.setClock({ set: '2026-11-27T13:20:00+08:00' }).then(() => undefined),
    ready,
    fill: oddLotAt('1800'),
    confirmation: confirmThen(({ mock }) => mock.setClock({ set: '2026-11-28T10:00:00+08:00' })),
    submit: send,
  },
  {
    id: 'beyond_price_limit',
    route: orderBox,
    raisedBy: 'rule',
    call: '/trade/buy_stock',
    when: 'a limit-up buy confirmed into the next day, whose band is lower',
    ready,
    fill: async (steps) => {
      const kept = await oddLotAt('1800')(steps)
      await form(steps)
        .getByRole('button', { name: /^漲停 / })
        .click()
      return kept
    },
    // 台積電 closes lower on Monday: Tuesday's limit-up is below Monday's.
    confirmation: confirmThen(({ mock }) => mock.setClock({ set: '2026-11-24T09:30:00+08:00' })),
    submit: send,
  },
  {
    id: 'balance_insufficient',
    route: orderBox,
    raisedBy: 'rule',
    call: '/trade/buy_stock',
    when: 'another device spends the cash while the confirmation is open',
    ready,
    fill: oddLotAt('1800'),
    confirmation: confirmThen(({ mock }) =>
      mock.setAccount({ account: '0912345678', credit: { balance: 'twd', amount: '-900000.00' } }),
    ),
    submit: send,
  },
  {
    id: 'trading_forbidden',
    route: orderBox,
    raisedBy: 'rule',
    call: '/trade/buy_stock',
    when: 'the broker has forbidden trading',
    arrange: ({ mock }) =>
      mock.setAccount({ account: '0912345678', restrictions: { tradingForbidden: true } }).then(() => undefined),
    ready,
    fill: oddLotAt('1800'),
    ...buy,
  },
  // A sale of more than can be sold now (T+1, a day trade's minutes) disables 賣出下單 with the
  // lock; no state of the world locks a purchase once the confirmation is open, so these two
  // are forced on a sale of 鴻海's seeded lots, which can be sold.
  {
    id: 'sell_t_plus_one',
    route: `${orderBox}?side=sell`,
    raisedBy: 'forced',
    call: '/trade/sell_symbol',
    when: 'the order box disables a sale of what was bought today, so the refusal is forced',
    arrange: onStock('2317', '鴻海'),
    ready: sellableHolding,
    fill: atMarket,
    confirmation: orderButton('賣出下單'),
    submit: send,
  },
  {
    id: 'sell_after_minutes',
    route: `${orderBox}?side=sell`,
    raisedBy: 'forced',
    call: '/trade/sell_symbol',
    when: 'the order box disables a sale of a day trade within its minutes, so the refusal is forced',
    arrange: onStock('2317', '鴻海'),
    ready: sellableHolding,
    fill: atMarket,
    confirmation: orderButton('賣出下單'),
    submit: send,
  },
  {
    id: 'margin_not_enabled',
    route: orderBox,
    raisedBy: 'rule',
    call: '/trade/buy_stock',
    when: 'the broker withdraws credit trading while a margin purchase (融資) waits for its confirmation',
    arrange: ({ mock }) => mock.setAccount({ account: '0912345678', marginTrading: true }).then(() => undefined),
    ready,
    fill: async (steps) => {
      await form(steps).getByText('融資', { exact: true }).click()
      return [price(steps)]
    },
    confirmation: confirmThen(({ mock }) => mock.setAccount({ account: '0912345678', marginTrading: false })),
    submit: send,
  },
  {
    id: 'day_trading_application_pending',
    route: '/home/dayTrading',
    raisedBy: 'rule',
    call: '/trade/rnjy',
    when: 'applying again while an application waits for review',
    account: '0922333444',
    arrange: async ({ mock, callAsUser }) => {
      await mock.setAccount({ account: '0922333444', verification: 1 })
      const applied = await callAsUser('/trade/rnjy', { money: 100000 })
      if (applied.status !== 1) throw new Error(`the first application was refused: ${applied.msg}`)
    },
    ready: ({ page }) => page.getByRole('textbox', { name: /^參與資金/ }).waitFor(),
    fill: async ({ page }) => {
      await page.getByRole('textbox', { name: /^參與資金/ }).fill('200000')
      return [page.getByRole('textbox', { name: /^參與資金/ })]
    },
    submit: ({ page }) => page.getByRole('button', { name: '提交申請' }).click(),
  },
  {
    id: 'stock_price_unavailable',
    route: orderBox,
    raisedBy: 'rule',
    call: '/trade/stockdetails',
    when: 'opening the order box on a stored stock the market does not quote',
    from: '/trade/index',
    arrange: onStock('9999', '不存在'),
    ready: ({ page }) => page.getByRole('navigation', { name: '主要功能' }).waitFor(),
    submit: ({ page }) =>
      page.getByRole('navigation', { name: '主要功能' }).getByRole('link', { name: '下單' }).click(),
  },
  {
    id: 'order_price_not_positive',
    route: orderBox,
    raisedBy: 'forced',
    call: '/trade/buy_stock',
    when: 'the form never sends a price of 0, so the server’s refusal is forced',
    ready,
    fill: oddLotAt('1800'),
    ...buy,
  },
]
