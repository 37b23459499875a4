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
  {
    id: 'outside_trading_time',
    route: orderBox,
    raisedBy: 'rule',
    call: '/trade/buy_stock',
    when: 'a buy on a Saturday',
    arrange: ({ mock }) => mock.setClock({ set: '2026-11-28T10:00:00+08:00' }).then(() => undefined),
    ready,
    fill: oddLotAt('1800'),
    ...buy,
  },
  {
    id: 'beyond_price_limit',
    route: orderBox,
    raisedBy: 'rule',
    call: '/trade/buy_stock',
    when: 'a price a tick below limit-down',
    ready,
    fill: async (steps) => {
      const kept = await oddLotAt('1800')(steps)
      await form(steps)
        .getByRole('button', { name: /^跌停 / })
        .click()
      await form(steps).getByRole('button', { name: '價格降一檔' }).click()
      return kept
    },
    ...buy,
  },
  {
    id: 'balance_insufficient',
    route: orderBox,
    raisedBy: 'rule',
    call: '/trade/buy_stock',
    when: 'a whole lot of 台積電 costs more than the balance',
    ready,
    fill: async (steps) => [price(steps)],
    ...buy,
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
  {
    id: 'sell_t_plus_one',
    route: `${orderBox}?side=sell&position=9`,
    raisedBy: 'rule',
    call: '/trade/sell_symbol',
    when: 'selling the 長榮 holding bought this morning',
    params: { code: '2603' },
    arrange: ({ page }) =>
      page.addInitScript(() =>
        localStorage.setItem('stockDetail', JSON.stringify({ symbol: '2603', name: '長榮', market: 'listed' })),
      ),
    ready: async (steps) => {
      await steps.page.getByRole('heading', { name: '長榮' }).waitFor()
      await form(steps).getByText('現股庫存 1 張，可賣 0 張').waitFor()
    },
    fill: async (steps) => {
      await form(steps).getByText('市價', { exact: true }).click()
      return []
    },
    confirmation: orderButton('賣出下單'),
    submit: send,
  },
  {
    id: 'sell_after_minutes',
    route: `${orderBox}?side=sell`,
    raisedBy: 'rule',
    call: '/trade/sell_symbol',
    when: 'selling 鴻海 with the lot of a day trade bought a minute ago',
    params: { n: '15' },
    arrange: async (steps) => {
      // A market buy of one lot of 鴻海 as a day trade, from another device: its lot is locked for 15 minutes.
      const bought = await steps.callAsUser('/trade/buy_stock', {
        symbol: '2317',
        zhang: 1,
        ganggan: 1,
        buyzd: 1,
        buy_price: '225.00',
        gdlx: 1,
        type: 'tw',
        other_type: 1,
      })
      if (bought.status !== 1) throw new Error(`the day trade was refused: ${bought.msg}`)
      await onStock('2317', '鴻海')(steps)
    },
    ready: async (steps) => {
      await steps.page.getByRole('heading', { name: '鴻海' }).waitFor()
      // The seeded 2 lots can be sold; the day trade's lot waits its 15 minutes.
      await form(steps).getByText('現股庫存 3 張，可賣 2 張').waitFor()
    },
    fill: async (steps) => {
      const quantity = form(steps).getByRole('textbox', { name: '數量（張）' })
      await quantity.fill('3')
      await quantity.blur()
      await form(steps).getByText('市價', { exact: true }).click()
      return [quantity]
    },
    confirmation: orderButton('賣出下單'),
    submit: send,
  },
  {
    id: 'margin_not_enabled',
    route: orderBox,
    raisedBy: 'rule',
    call: '/trade/buy_stock',
    when: 'a margin purchase (融資) by an account without credit trading',
    ready,
    fill: async (steps) => {
      await form(steps).getByText('融資', { exact: true }).click()
      return [price(steps)]
    },
    ...buy,
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
