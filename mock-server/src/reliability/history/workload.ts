// What one client of the history check does: logs in as its account and makes, until the
// run's calls are used up, a seeded random mix of valid calls of every area that moves
// money, orders or holdings - orders of every kind (whole and odd lots, market and limit,
// ROD, IOC and FOK, margin purchases), sells, cancels, deposits and cash-outs (two at once
// now and then, which together may exceed the balance) with their reviews, exchanges, loans
// and repayments, coupons, new-share subscriptions and payments, block purchases, copy
// trading - with reads of every list between them, moves of the world clock (a month over
// the run), and resubmissions with the same Idempotency-Key (after the first answer, or at
// the same time).
// The client learns what it may sell, cancel, pay or repay from the answers it gets.
import { isTradingDay, nextTradingDay } from '#rules/calendar.ts'
import {
  formatCents,
  type InstrumentKind,
  marketPhase,
  parseCents,
  stepPrice,
  taipeiDay,
  taipeiInstant,
} from '#rules/market.ts'

import type { Caller, CallOptions, Session } from './caller.ts'
import { Dice } from './dice.ts'
import type { Operation, OperationKind } from './history.ts'
import { historyStart } from './target.ts'
import { fundPassword, type HistoryAccount, login } from './world-setup.ts'

const minute = 60_000
/** How far the world clock moves over a whole run. */
const worldSpan = 30 * 24 * 60 * minute

/** What clients trade: cheap stocks and ETFs in whole lots, a dear one in odd lots. */
const instruments: ReadonlyArray<{ symbol: string; kind: InstrumentKind; oddOnly?: boolean }> = [
  { symbol: '2884', kind: 'stock' },
  { symbol: '2303', kind: 'stock' },
  { symbol: '2882', kind: 'stock' },
  { symbol: '2317', kind: 'stock' },
  { symbol: '0050', kind: 'etf' },
  { symbol: '00878', kind: 'etf' },
  { symbol: '2330', kind: 'stock', oddOnly: true },
]

/** The calls a client chooses between, with their weights. */
const mix = {
  buy: 16,
  sell: 8,
  cancel: 5,
  deposit: 4,
  'cash-out': 3,
  'cash-out-pair': 1,
  review: 3,
  exchange: 3,
  borrow: 2,
  repay: 2,
  coupon: 1,
  subscribe: 2,
  'pay-subscription': 2,
  'block-buy': 1,
  follow: 2,
  clock: 3,
  read: 40,
} as const

type Choice = keyof typeof mix

/** The reads of the mix: every list that shows what the writes did. */
const reads: ReadonlyArray<[path: string, body: Record<string, unknown>]> = [
  ['/user/getUserinfo', {}],
  ['/user/capitalloglist', { page: 1 }],
  ['/trade/userstocklist', { type: 'tw' }],
  ['/trade/userstocklists', { type: 'tw', page: 1 }],
  ['/trade/settlements', {}],
  ['/user/chongzhilist', { page: 1 }],
  ['/user/withdrawallist', { page: 1 }],
  ['/user/loanlist', { page: 1 }],
  ['/trade/usernewstocklist', {}],
  ['/trade/userproductlist', {}],
  ['/trade/ustockslist', {}],
  ['/user/couponList', {}],
]

type Row = Record<string, unknown>

/** The run's calls, shared by its clients: each takes one before each call it makes. */
export class Budget {
  readonly #calls: number
  #left: number
  readonly #progress: ((taken: number) => void) | undefined

  /** `progress` is told every 10,000 calls taken. */
  constructor(calls: number, progress?: (taken: number) => void) {
    this.#calls = calls
    this.#left = calls
    this.#progress = progress
  }

  /** How much of the run's calls have been taken, from 0 to 1. */
  get fraction(): number {
    return Math.min(1, 1 - this.#left / this.#calls)
  }

  take(count = 1): boolean {
    if (this.#left <= 0) return false
    const before = this.#calls - this.#left
    this.#left -= count
    const taken = this.#calls - this.#left
    if (Math.floor(taken / 10_000) > Math.floor(before / 10_000)) this.#progress?.(taken)
    return true
  }
}

export class Client {
  readonly #caller: Caller
  readonly #index: number
  readonly #account: HistoryAccount
  readonly #dice: Dice
  readonly #seed: number
  #session: Session | undefined
  #keys = 0
  // What the client has learnt from its answers.
  #holdings: Row[] = []
  #pending: Row[] = []
  #allotted: Row[] = []
  #coupons: Row[] = []
  #offerings: Row[] = []
  #products: Row[] = []
  #blocks: Row[] = []
  #available = 0
  #usd = 0

  constructor(caller: Caller, index: number, account: HistoryAccount, seed: number) {
    this.#caller = caller
    this.#index = index
    this.#account = account
    this.#seed = seed
    this.#dice = new Dice(seed, 'client', index)
  }

  async run(budget: Budget): Promise<void> {
    this.#session = await login(this.#caller, this.#index, this.#account.account, this.#account.password)
    while (budget.take()) await this.#step(this.#dice.weighted(mix), budget)
  }

  async #step(choice: Choice, budget: Budget): Promise<void> {
    switch (choice) {
      case 'buy':
        return this.#buy(budget)
      case 'sell':
        return this.#sell(budget)
      case 'cancel':
        return this.#cancel(budget)
      case 'deposit':
        return this.#deposit(budget)
      case 'cash-out':
        return this.#cashOut(budget, 1)
      case 'cash-out-pair':
        return this.#cashOut(budget, 2)
      case 'review':
        return this.#review()
      case 'exchange':
        return this.#exchange(budget)
      case 'borrow':
        return this.#borrow(budget)
      case 'repay':
        return this.#repay(budget)
      case 'coupon':
        return this.#coupon(budget)
      case 'subscribe':
        return this.#subscribe(budget)
      case 'pay-subscription':
        return this.#paySubscription(budget)
      case 'block-buy':
        return this.#blockBuy(budget)
      case 'follow':
        return this.#follow(budget)
      case 'clock':
        return this.#moveClock(budget)
      case 'read':
        return void (await this.#read(...this.#dice.pick(reads)!))
    }
  }

  async #read(path: string, body: Record<string, unknown>): Promise<Operation> {
    const answer = await this.#caller.api(this.#index, 'read', path, body, { session: this.#session })
    if (answer.status === 1) this.#learn(path, body, answer.data)
    return answer
  }

  /** Keeps what the answer tells about what can be acted on next. */
  #learn(path: string, body: Record<string, unknown>, data: unknown): void {
    const rows = Array.isArray(data) ? (data as Row[]) : []
    switch (path) {
      case '/trade/userstocklist':
        this.#holdings = rows.filter((row) => row.status === 1)
        this.#pending = rows.filter((row) => row.status === 3)
        break
      case '/trade/usernewstocklist':
        this.#allotted = rows.filter((row) => row.xgstate === 1)
        break
      case '/user/couponList':
        this.#coupons = rows.filter((row) => row.status === 0)
        break
      case '/trade/placinglist':
        this.#offerings = rows
          .filter((row) => row.state === 1 && row.channel === 1)
          .map((row) => ({ ...row, buy_type: body.buy_type }))
        break
      case '/trade/productlist':
        this.#products = rows.filter((row) => row.state === 1)
        break
      case '/trade/nbhllist':
        this.#blocks = rows.filter((row) => row.status === 1 && row.has_password === 0)
        break
      case '/user/getUserinfo': {
        const info = data as { money: string; usd_money: string }
        this.#available = parseCents(info.money) ?? 0
        this.#usd = parseCents(info.usd_money) ?? 0
        break
      }
    }
  }

  /**
   * A call that changes the world; now and then with an Idempotency-Key, sent again with
   * the same key and body once answered, or twice at the same time.
   */
  async #write(budget: Budget, kind: OperationKind, path: string, body: unknown): Promise<Operation> {
    const options: CallOptions = { session: this.#session }
    if (!this.#dice.chance(0.15)) return this.#caller.api(this.#index, kind, path, body, options)
    options.key = `h${this.#seed}-${this.#index}-${++this.#keys}`
    const resend = this.#dice.weighted({ never: 2, after: 3, together: 2 })
    if (resend === 'together' && budget.take()) {
      const [first] = await Promise.all([
        this.#caller.api(this.#index, kind, path, body, options),
        this.#caller.api(this.#index, kind, path, body, options),
      ])
      return first
    }
    const first = await this.#caller.api(this.#index, kind, path, body, options)
    if (resend === 'after' && budget.take()) await this.#caller.api(this.#index, kind, path, body, options)
    return first
  }

  async #quote(symbol: string): Promise<{ price: number; limitUp: number; limitDown: number } | undefined> {
    const answer = await this.#caller.api(this.#index, 'read', '/trade/stockdetails', { symbol, type: 'tw' })
    if (answer.status !== 1) return undefined
    const quote = answer.data as { price: string; limitUp?: string; limitDown?: string }
    const price = parseCents(quote.price) ?? 0
    return {
      price,
      limitUp: parseCents(quote.limitUp ?? quote.price) ?? price,
      limitDown: parseCents(quote.limitDown ?? quote.price) ?? price,
    }
  }

  async #buy(budget: Budget): Promise<void> {
    // Too many holdings make every list long: mostly sell instead.
    if (this.#holdings.length > 40 && this.#dice.chance(0.8)) return this.#sell(budget)
    const instrument = this.#dice.pick(instruments)!
    const quote = await this.#quote(instrument.symbol)
    if (quote === undefined) return
    const odd = instrument.oddOnly === true || this.#dice.chance(0.2)
    const market = !odd && this.#dice.chance(0.3)
    let price = quote.price
    for (let ticks = this.#dice.int(-4, 3); ticks !== 0; ticks += ticks > 0 ? -1 : 1)
      price = stepPrice(instrument.kind, price, ticks > 0 ? 1 : -1)
    price = Math.min(quote.limitUp, Math.max(quote.limitDown, price))
    const margin = !odd && instrument.kind === 'stock' && this.#dice.chance(0.2)
    const answer = await this.#write(budget, 'buy', '/trade/buy_stock', {
      symbol: instrument.symbol,
      zhang: odd ? this.#dice.int(1, 300) : this.#dice.int(1, 3),
      ganggan: 1,
      buyzd: 1,
      rzrq: margin ? 1 : 0,
      buy_price: formatCents(price),
      gdlx: market ? 1 : 2,
      type: 'tw',
      lingu: odd ? 1 : 0,
      wttj: odd ? 'ROD' : this.#dice.pick(['ROD', 'ROD', 'IOC', 'FOK'])!,
    })
    if (answer.status === 1) {
      const row = answer.data as Row
      if (row.status === 3) this.#pending.push(row)
    }
  }

  async #sell(budget: Budget): Promise<void> {
    const holding = this.#dice.pick(this.#holdings.filter((row) => (row.sellable as number) > 0))
    if (holding === undefined || this.#dice.chance(0.2))
      return void (await this.#read('/trade/userstocklist', { type: 'tw' }))
    this.#holdings = this.#holdings.filter((row) => row !== holding)
    const sellable = holding.sellable as number
    const part = holding.lingu === 1 ? sellable : sellable / 1000
    const body: Record<string, unknown> = { id: holding.id }
    if (part > 1 && this.#dice.chance(0.5)) body.zhang = this.#dice.int(1, part)
    if (this.#dice.chance(0.4)) {
      const quote = await this.#quote(holding.stock_code as string)
      const instrument = instruments.find((each) => each.symbol === holding.stock_code)
      if (quote !== undefined && instrument !== undefined)
        Object.assign(body, { gdlx: 2, sell_price: formatCents(stepPrice(instrument.kind, quote.price, 1)) })
    }
    await this.#write(budget, 'sell', '/trade/sell_stock', body)
  }

  async #cancel(budget: Budget): Promise<void> {
    const order = this.#dice.pick(this.#pending)
    if (order === undefined) return void (await this.#read('/trade/userstocklist', { type: 'tw' }))
    this.#pending = this.#pending.filter((row) => row !== order)
    await this.#write(budget, 'cancel', '/trade/cancel_stock', { id: order.id })
  }

  async #deposit(budget: Budget): Promise<void> {
    if (this.#session === undefined || !budget.take()) return
    const proof = await this.#caller.upload(this.#index, this.#session)
    if (proof.status !== 1) return
    await this.#write(budget, 'deposit', '/user/chongzhi', {
      money: String(this.#dice.int(1, 200) * 1000),
      id: 1,
      pay_img: proof.data,
    })
  }

  /**
   * One cash-out, or two at once of 60 % of the last balance seen each: they cannot both succeed
   * on that balance alone.
   */
  async #cashOut(budget: Budget, count: 1 | 2): Promise<void> {
    const body = (money: number) => ({ money: String(money), bankid: this.#account.cardId, passwords: fundPassword })
    if (count === 1) {
      const answer = await this.#write(budget, 'cash-out', '/user/withdrawal', body(this.#dice.int(1, 300) * 1000))
      // Rejected cash-outs and overdue loans cost credit score: the back office restores it.
      if (answer.msg.includes('信用分')) await this.#steerAccount({ creditScore: 100 })
      return
    }
    const money = Math.max(1000, Math.min(500_000, Math.floor((this.#available * 0.6) / 100)))
    if (!budget.take()) return
    await Promise.all([
      this.#caller.api(this.#index, 'cash-out', '/user/withdrawal', body(money), { session: this.#session }),
      this.#caller.api(this.#index, 'cash-out', '/user/withdrawal', body(money), { session: this.#session }),
    ])
  }

  async #steerAccount(change: Record<string, unknown>): Promise<void> {
    await this.#caller.admin(
      this.#index,
      'steer-account',
      'POST',
      '/accounts',
      { account: this.#account.account, ...change },
      this.#account.account,
    )
  }

  /** The back office decides one of the account's pending deposits or cash-outs. */
  async #review(): Promise<void> {
    const list = await this.#caller.admin(this.#index, 'review', 'GET', '/reviews')
    const mine = ((list.data ?? []) as Row[]).filter(
      (review) =>
        review.account === this.#account.account && (review.kind === 'deposit' || review.kind === 'withdrawal'),
    )
    const review = this.#dice.pick(mine)
    if (review === undefined) return
    await this.#caller.admin(
      this.#index,
      'review',
      'POST',
      '/reviews',
      { kind: review.kind, id: review.id, decision: this.#dice.chance(0.9) ? 'approve' : 'reject' },
      this.#account.account,
    )
  }

  async #exchange(budget: Budget): Promise<void> {
    const toUsd = this.#usd < 100_00 || this.#dice.chance(0.5)
    const body = toUsd
      ? { money: String(this.#dice.int(1, 50) * 1000), from: 'TWD', to: 'USD' }
      : { money: String(this.#dice.int(10, Math.max(10, Math.floor(this.#usd / 100)))), from: 'USD', to: 'TWD' }
    await this.#write(budget, 'exchange', '/user/rotation', body)
    await this.#read('/user/getUserinfo', {})
  }

  async #borrow(budget: Budget): Promise<void> {
    const answer = await this.#write(budget, 'borrow', '/user/to_jq', {
      money: String(this.#dice.int(10, 60) * 1000),
      term: this.#dice.pick([7, 14, 30])!,
    })
    // A loan gone overdue stops new ones: pay what is owed.
    if (answer.status !== 1 && answer.msg.includes('逾期')) await this.#repay(budget, true)
  }

  /** Repays part of what the loans owe, or all of it. */
  async #repay(budget: Budget, all = false): Promise<void> {
    const loans = await this.#read('/user/loanlist', { page: 1 })
    const owed = ((loans.data ?? []) as Row[])
      .filter((loan) => loan.status === 0)
      .reduce((sum, loan) => sum + (parseCents(loan.owed as string) ?? 0), 0)
    if (owed === 0 || !budget.take()) return
    const part = all ? owed : Math.min(owed, this.#dice.int(1, 40) * 100_000)
    await this.#write(budget, 'repay', '/user/to_hq', { money: formatCents(part) })
  }

  async #coupon(budget: Budget): Promise<void> {
    const coupon = this.#dice.pick(this.#coupons)
    if (coupon === undefined) return void (await this.#read('/user/couponList', {}))
    this.#coupons = this.#coupons.filter((row) => row !== coupon)
    await this.#write(budget, 'coupon', '/user/useCoupon', { id: coupon.id })
  }

  async #subscribe(budget: Budget): Promise<void> {
    if (this.#offerings.length === 0 || this.#dice.chance(0.5)) {
      await this.#read('/trade/placinglist', { buy_type: this.#dice.pick([1, 2])! })
      return
    }
    const offering = this.#dice.pick(this.#offerings)!
    const buyType = offering.buy_type as 1 | 2
    await this.#write(budget, 'subscribe', '/trade/buy_newstock', {
      symbol: offering.code,
      id: offering.id,
      zhang: offering.min_zhang,
      buy_type: buyType,
      ...(buyType === 2 ? { bid_price: offering.bprice } : {}),
    })
  }

  async #paySubscription(budget: Budget): Promise<void> {
    const subscription = this.#dice.pick(this.#allotted)
    if (subscription === undefined) return void (await this.#read('/trade/usernewstocklist', {}))
    this.#allotted = this.#allotted.filter((row) => row !== subscription)
    await this.#write(budget, 'pay-subscription', '/trade/paynewstock', { id: subscription.id })
  }

  async #blockBuy(budget: Budget): Promise<void> {
    const block = this.#dice.pick(this.#blocks)
    if (block === undefined) return void (await this.#read('/trade/nbhllist', { dz_type: 1 }))
    await this.#write(budget, 'block-buy', '/trade/buy_dzstock', {
      id: block.id,
      num: (block.stock_num as number) * this.#dice.int(1, 2),
    })
  }

  async #follow(budget: Budget): Promise<void> {
    const product = this.#dice.pick(this.#products)
    if (product === undefined || this.#dice.chance(0.3)) return void (await this.#read('/trade/productlist', {}))
    const least = Math.ceil((parseCents(product.money as string) ?? 0) / 100)
    await this.#write(budget, 'follow', '/trade/buy_product', {
      id: product.id,
      money: String(least + this.#dice.int(0, 20) * 1000),
    })
  }

  /**
   * Moves the world clock along a month spread over the run, so that a long run and a short
   * one both see days pass (fills, T+2 settlements, reviews, loans falling due, new shares
   * drawn, copy-trading locks ending) while the seeded offerings are still open for part of
   * it: to where the run's progress puts the world (a few minutes on when it is there already),
   * and from outside the sessions mostly to a trading day's opening, past weekends and holidays.
   */
  async #moveClock(budget: Budget): Promise<void> {
    const world = await this.#caller.admin(this.#index, 'read', 'GET', '/world')
    const now = Date.parse((world.data as { now: string }).now)
    const target = historyStart + worldSpan * budget.fraction
    let to = Math.max(now + this.#dice.int(1, 10) * minute, target + this.#dice.int(0, 10) * minute)
    if (marketPhase(to) === 'closed' && this.#dice.chance(0.8)) {
      const day = taipeiDay(to)
      const opening = (on: number) => taipeiInstant(on, 9, this.#dice.int(0, 30))
      to = isTradingDay(day) && to < opening(day) ? opening(day) : opening(nextTradingDay(day))
    }
    await this.#caller.admin(this.#index, 'clock', 'POST', '/clock', { advanceMs: Math.max(0, to - now) })
  }
}
