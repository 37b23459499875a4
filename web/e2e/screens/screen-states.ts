// Every route of the app, in the states that show each of its tags and statuses, for the
// readability scans (screens.spec.ts). A route's world is arranged through the mock's rules
// and steering API (orders placed, cancelled and left to expire, reviews decided, the clock
// moved); each view is one address or one tap away from the last, and is scanned as shown.
import type { Page } from '@playwright/test'

import type { MockWorld } from '../fixtures.ts'

/** The demo accounts (README): the investor, a new member, a member under review. */
export const accounts = {
  investor: '0912345678',
  newMember: '0922333444',
  underReview: '0933555777',
} as const

/** What a route's arrangement and views may use: the page, its world, and calls as the user. */
export interface ScreenWorld {
  page: Page
  mock: MockWorld
  /** Logs an account in (through the API) and gives the app its session from the next load. */
  signIn(account?: string): Promise<void>
  /** A contract call as the signed-in user; fails unless it succeeds. */
  call<T = unknown>(path: string, body?: unknown): Promise<T>
}

/** One state of a screen: an address (with its search), and what to do there before the scan. */
export interface ScreenView {
  name: string
  /** The address with its search, when it differs from the route's own. */
  address?: string
  /** What changes the world for this view, once, before its address loads (a call, a review, another account). */
  before?: (world: ScreenWorld) => Promise<void>
  /** What to do on the screen after each load (in each language): a tab tapped, a search typed. */
  show?: (world: ScreenWorld) => Promise<void>
}

export interface ScreenState {
  route: string
  /** Anyone may open it (the login screens): nobody is signed in. */
  anonymous?: boolean
  /** The world before the first view (as the signed-in investor unless signIn is called). */
  arrange?: (world: ScreenWorld) => Promise<void>
  /** The views to scan, in order (the route's own address when none). */
  views?: ScreenView[]
}

/** Taps a tab by its place (the texts differ by language): the `index`th tab of the `list`th tab list. */
const tab =
  (index: number, list = 0) =>
  async ({ page }: ScreenWorld) => {
    await page.getByRole('tablist').nth(list).getByRole('tab').nth(index).click()
  }

/** Moves the world's clock and lets the world catch up with it (reviews the clock decides). */
async function clockAt(mock: MockWorld, instant: string): Promise<void> {
  await mock.setClock({ set: instant })
  await mock.pendingReviews()
}

/** The order box's buy button in each language (its name is the only way to tell it by role). */
const submitBuy = { 'zh-TW': '買進下單', 'zh-CN': '买进下单', en: 'Place buy order' } as const

/** Makes this stock the order box's, as a tap on its row would. */
async function selectStock(page: Page, symbol: string, name: string): Promise<void> {
  await page.evaluate((stock) => localStorage.setItem('stockDetail', JSON.stringify({ ...stock, market: 'listed' })), {
    symbol,
    name,
  })
}

/** A limit order of whole lots (ROD) at this price. */
const limitBuy = (symbol: string, lots: number, price: string) => ({
  symbol,
  zhang: lots,
  ganggan: 1,
  buyzd: 1,
  buy_price: price,
  gdlx: 2,
  type: 'tw',
  lingu: 0,
  wttj: 'ROD',
  other_type: 0,
  rzrq: 0,
})

/**
 * Orders in every state on the positions screens: one left to expire overnight (已失效), one
 * cancelled, one filled in part (緯穎, more lots than its book holds) and the seeded ones.
 */
async function ordersInEveryState({ mock, call }: ScreenWorld): Promise<void> {
  await mock.setAccount({ account: accounts.investor, credit: { balance: 'twd', amount: '200000000.00' } })
  const floor = async (symbol: string) =>
    (await call<{ limitDown: string }>('/trade/stockdetails', { symbol, type: 'tw' })).limitDown
  await call('/trade/buy_stock', limitBuy('2303', 1, await floor('2303')))
  await clockAt(mock, '2026-11-24T09:30:00+08:00')
  await call('/trade/buy_stock', limitBuy('2303', 1, await floor('2303')))
  const cancelled = await call<{ id: number }>('/trade/buy_stock', limitBuy('2882', 1, await floor('2882')))
  await call('/trade/cancel_stock', { id: cancelled.id })
  const big = await call<{ price: string }>('/trade/stockdetails', { symbol: '6669', type: 'tw' })
  await call('/trade/buy_stock', limitBuy('6669', 30, big.price))
}

export const screenStates: ScreenState[] = [
  // --- login ---
  { route: '/login/start', anonymous: true },
  { route: '/login/start1', anonymous: true },
  { route: '/login/login', anonymous: true },
  { route: '/login/register', anonymous: true },
  { route: '/login/loginAfter' },
  { route: '/login/reLogin' },

  // --- home and its screens ---
  {
    route: '/home/index',
    views: [{ name: 'assets' }, { name: 'market', show: tab(1) }],
  },
  { route: '/home/allTool' },
  {
    route: '/home/stockList',
    views: [
      { name: 'rise' },
      { name: 'volume', address: '/home/stockList?type=volume' },
      { name: 'value', address: '/home/stockList?type=amount' },
    ],
  },
  { route: '/home/qcList' },
  { route: '/home/etf' },
  { route: '/home/newsList' },
  { route: '/home/newsDetail', views: [{ name: 'first', address: '/home/newsDetail?id=1' }] },
  {
    route: '/home/dayTrading',
    // The seeded approved application, one the broker rejected and one waiting.
    arrange: async (world) => {
      await world.call('/trade/rnjy', { money: 100000 })
      const [first] = await world.mock.pendingReviews('dayTrading')
      if (first !== undefined) await world.mock.decideReview({ kind: 'dayTrading', id: first.id, decision: 'reject' })
      await world.call('/trade/rnjy', { money: 200000 })
    },
  },
  {
    route: '/home/newStock',
    arrange: async ({ call }) => {
      await call('/trade/buy_newstock', { symbol: '7751', id: 1, zhang: 1, buy_type: 1 })
    },
    views: [
      { name: 'offerings' },
      { name: 'records', address: '/home/newStock?tab=records' },
      {
        name: 'records, paid',
        address: '/home/newStock?tab=records',
        before: async ({ call }) => {
          const rows = await call<Array<{ id: number; xgstate: number }>>('/trade/usernewstocklist', {})
          const due = rows.find((row) => row.xgstate === 1)
          if (due === undefined) throw new Error('no subscription waits for its payment')
          await call('/trade/paynewstock', { id: due.id })
        },
      },
    ],
  },
  {
    route: '/home/newStockBuy',
    // An open offering shows the form; one not open yet, suspended or finished says why instead.
    views: [
      { name: 'open', address: '/home/newStockBuy?id=1' },
      { name: 'not started', address: '/home/newStockBuy?id=2' },
      { name: 'suspended', address: '/home/newStockBuy?id=3' },
      { name: 'finished', address: '/home/newStockBuy?id=4' },
    ],
  },
  {
    route: '/home/newStockJp',
    views: [{ name: 'offerings' }, { name: 'records', address: '/home/newStockJp?tab=records' }],
  },
  {
    route: '/home/newStockBuyJp',
    // Before 09:00 the auction from five lots has not opened yet: its state instead of the form.
    arrange: ({ mock }) => clockAt(mock, '2026-11-23T08:00:00+08:00'),
    views: [
      { name: 'not started', address: '/home/newStockBuyJp?id=7' },
      {
        name: 'open',
        address: '/home/newStockBuyJp?id=6',
        before: ({ mock }) => clockAt(mock, '2026-11-23T09:30:00+08:00'),
      },
    ],
  },
  { route: '/home/blockTrade' },
  { route: '/home/blockTrade1', views: [{ name: 'offer', address: '/home/blockTrade1?id=1' }] },
  {
    route: '/home/blockTrade2',
    arrange: async ({ call }) => {
      await call('/trade/buy_dzstock', { id: 1, num: 1000 })
    },
  },
  {
    route: '/home/fllow',
    arrange: async ({ call }) => {
      await call('/trade/buy_product', { id: 1, money: '50000' })
    },
    views: [{ name: 'products' }, { name: 'mine', address: '/home/fllow?tab=mine' }],
  },
  {
    route: '/home/loan',
  },
  {
    route: '/home/loanRe',
    views: [{ name: 'running' }, { name: 'repaid', address: '/home/loanRe?tab=1' }],
  },
  {
    route: '/home/coupons',
    views: [
      { name: 'unused' },
      { name: 'used', address: '/home/coupons?tab=1' },
      { name: 'expired', address: '/home/coupons?tab=2' },
    ],
  },
  { route: '/home/lottery' },
  {
    route: '/home/lotteryRecord',
    arrange: async ({ call }) => {
      await call('/user/choujiang', {})
      await call('/user/choujiang', {})
    },
  },

  // --- market ---
  { route: '/market/index' },
  { route: '/market/Plate' },
  { route: '/market/Plate1' },
  { route: '/market/Plate2', views: [{ name: 'industry', address: '/market/Plate2?id=C01' }] },
  {
    route: '/market/largeMarket',
    // TAIEX first; the second index card shows the OTC index instead.
    views: [
      { name: 'TAIEX' },
      { name: 'OTC', show: ({ page }) => page.getByRole('button', { pressed: false }).first().click() },
    ],
  },
  {
    route: '/market/stockDetail',
    // 台積電 at 可買 0 張 says why its confirm is disabled; a lot of 鴻海 opens the confirmation;
    // on a Saturday every order says the hours that would take it.
    views: [
      { name: 'buy, no cash' },
      { name: 'sell', show: tab(1, -1) },
      {
        name: 'confirmation',
        before: ({ page }) => selectStock(page, '2317', '鴻海'),
        show: async ({ page }) => {
          const language = await page.evaluate(() => localStorage.getItem('lang') ?? 'zh-TW')
          await page.getByRole('button', { name: submitBuy[language as keyof typeof submitBuy] }).click()
          await page.getByRole('dialog').waitFor()
        },
      },
      { name: 'outside trading time', before: ({ mock }) => clockAt(mock, '2026-11-28T10:00:00+08:00') },
    ],
  },
  { route: '/market/stockDetailzs' },

  // --- trade ---
  {
    route: '/trade/index',
    arrange: ordersInEveryState,
    views: [{ name: 'holdings' }, { name: 'orders', show: tab(1) }, { name: 'history', show: tab(2) }],
  },
  {
    route: '/trade/positionDetail',
    views: [
      { name: 'holding', address: '/trade/positionDetail?id=5' },
      { name: 'sale', address: '/trade/positionDetail?id=4' },
      { name: 'order', address: '/trade/positionDetail?id=10' },
    ],
  },

  // --- favorites ---
  {
    route: '/favorite/index',
    arrange: async ({ call }) => {
      await call('/user/addOptionalGroup', { name: '半導體' })
    },
    views: [{ name: 'watchlist' }, { name: 'categories', address: '/favorite/index?tab=categories' }],
  },
  { route: '/favorite/zxList' },
  { route: '/favorite/moreList' },
  { route: '/favorite/categoryList' },
  { route: '/favorite/moreListCate' },
  {
    route: '/favorite/editSelf',
    arrange: async ({ call }) => {
      await call('/user/addOptionalGroup', { name: '半導體' })
    },
    views: [{ name: 'stocks' }, { name: 'groups', show: tab(1) }],
  },
  {
    route: '/favorite/search',
    views: [{ name: 'results', show: async ({ page }) => page.getByRole('searchbox').fill('2330') }],
  },

  // --- account and money ---
  { route: '/information/index' },
  { route: '/information/userInfo' },
  {
    route: '/information/authInfo',
    views: [
      { name: 'approved' },
      { name: 'not verified', before: (world) => world.signIn(accounts.newMember) },
      { name: 'under review', before: (world) => world.signIn(accounts.underReview) },
      {
        name: 'rejected',
        before: async ({ mock }) => {
          const [review] = await mock.pendingReviews('identity')
          if (review === undefined) throw new Error('no identity review waits')
          await mock.decideReview({ kind: 'identity', id: review.id, decision: 'reject' })
        },
      },
    ],
  },
  {
    route: '/information/msgInfo',
    views: [{ name: 'notices' }, { name: 'messages', show: tab(1) }],
  },
  { route: '/information/setting' },
  { route: '/information/changeLang' },
  { route: '/information/loginPass' },
  { route: '/information/fundPass' },
  { route: '/information/payBag' },
  {
    route: '/information/recharge',
    arrange: async ({ call }) => {
      await call('/user/chongzhi', {
        money: '50000',
        id: 1,
        pay_img: '/storage/upload/20261122/5d0c3e9a7b21f4c8a6e1d2b3.png',
      })
    },
    views: [{ name: 'form' }, { name: 'records', address: '/information/recharge?tab=records' }],
  },
  {
    route: '/information/rechargeChannel',
    views: [{ name: 'bank', address: '/information/rechargeChannel?id=1&money=50000' }],
  },
  {
    route: '/information/cashOut',
    arrange: async ({ call }) => {
      await call('/user/withdrawal', { money: '1000', bankid: 1, passwords: '123456' })
    },
    views: [{ name: 'form' }, { name: 'records', address: '/information/cashOut?tab=records' }],
  },
  { route: '/information/exChange' },
  { route: '/information/fundRecord' },
  { route: '/information/bankList' },
  { route: '/information/addBankCard' },
  { route: '/information/usdtAddress' },
  { route: '/information/aboutUs' },
  { route: '/information/userPrivacy' },
  { route: '/information/gzbh' },
  { route: '/information/fileText' },
  { route: '/information/qsCenter' },
  { route: '/information/tradeRule' },
]
