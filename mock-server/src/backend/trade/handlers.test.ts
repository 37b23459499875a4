// Orders, positions and day trading through the backend core: every catalogue error the
// rules raise, fills by the clock, cancellation, and refused calls that change nothing.
import { beforeEach, describe, expect, it } from 'vitest'

import { formatCents } from '#rules/market.ts'

import { admin, type Login, login, post, snapshot, testBackend } from '../../test-support.ts'
import { ledgerProblems } from '../core/ledger.ts'
import type { Backend } from '../engine/backend.ts'
import { stateOf } from '../market/engine.ts'

interface Row {
  id: number
  status: number
  stock_num: number
  sellable: number
  lock: string
  hold: string
  buy_price: string | null
  sell_price: string | null
  yingkui: string
  stock_code: string
  other_type: number
}

let backend: Backend
let investor: Login

const buy = (fields: Record<string, unknown> = {}) => ({
  symbol: '2317',
  zhang: 1,
  ganggan: 1,
  buyzd: 1,
  buy_price: '226.00',
  gdlx: 1,
  type: 'tw',
  ...fields,
})
const call = (path: string, body: unknown, who: Login = investor) => post(backend, path, body, who.headers)
const setClock = (instant: string) => admin(backend, 'POST', '/clock', { set: instant })
const world = () => backend.worlds.get('default')
const priceNow = async (symbol: string) =>
  stateOf((await world()).seed, symbol, (await world()).clock.now())?.price ?? 0
const userInfo = async () => (await call('/user/getUserinfo', {})).body.data as { money: string; freeze_money: string }
const settlements = async () =>
  (await call('/trade/settlements', {})).body.data as {
    payable: string
    receivable: string
    items: Array<{ order_id: number; side: string; settle_date: string }>
  }
/** What the seeded buy of this morning (#9) pays when it settles on Wednesday. */
const seededPayable = 189_575_00
const twd = (cents: number) => formatCents(cents)

async function refusedWith(path: string, body: unknown, message: string): Promise<void> {
  // A read first, so that what the clock alone moves (fills, expiries) has happened.
  await call('/trade/userstocklist', { type: 'tw' })
  const before = snapshot(await world())
  const reply = await call(path, body)
  expect(reply.body, JSON.stringify(body)).toMatchObject({ status: 0, msg: message })
  expect(snapshot(await world()) === before, 'the refused call changed the world').toBe(true)
}

beforeEach(async () => {
  backend = testBackend().backend
  investor = await login(backend)
})

describe('buying', () => {
  it('a market buy fills at once at the best ask; its cost and commission are held and paid on T+2', async () => {
    const reply = await call('/trade/buy_stock', buy())
    expect(reply.body.status).toBe(1)
    const row = reply.body.data as Row & { unsettled: string; settle_date: string | null; filled_num: number }
    expect(row).toMatchObject({
      status: 1,
      stock_num: 1000,
      filled_num: 1000,
      buy_price: '226.00',
      lock: 't1',
      sellable: 0,
      unsettled: '-226090.00',
      settle_date: '2026-11-25',
    })
    // 226,000 + 90 commission (0.1425 % at 2.8折: 90.17) leave the available TWD at once and wait for
    // Wednesday 10:00.
    expect(await userInfo()).toMatchObject({ money: '773910.00', freeze_money: '0.00' })
    expect(await settlements()).toMatchObject({ payable: twd(seededPayable + 226_090_00), receivable: '0.00' })
    const user = async () => (await world()).db.users.findFirst((q) => q.where({ account: investor.account }))
    expect((await user())?.balances.settlingTwd).toBe(seededPayable + 226_090_00)
    await setClock('2026-11-25T09:59:00+08:00')
    expect((await settlements()).items).toHaveLength(2)
    await setClock('2026-11-25T10:00:00+08:00')
    expect(await settlements()).toMatchObject({ payable: '0.00', items: [] })
    expect((await user())?.balances.settlingTwd).toBe(0)
    expect(await userInfo()).toMatchObject({ money: '773910.00', freeze_money: '0.00' })
    expect((await call('/trade/stockdetail', { id: row.id })).body.data).toMatchObject({
      unsettled: '0.00',
      settle_date: null,
    })
    const entries = (await world()).db.ledger
      .findMany((q) => q.where({ ref: `order:${row.id}` }))
      .map((entry) => [entry.balance, entry.kind, entry.amount])
    expect(entries).toEqual([
      ['twd', 'settlement_hold', -226_090_00],
      ['settlingTwd', 'settlement_hold', 226_090_00],
      ['settlingTwd', 'buy', -226_000_00],
      ['settlingTwd', 'commission', -90_00],
    ])
    expect(ledgerProblems(await world())).toEqual([])
  })

  it.each([
    ['an unknown symbol', buy({ symbol: '9999' }), '未獲取到股票價格'],
    ['an index', buy({ symbol: 'IX0001' }), '未獲取到股票價格'],
    ['a limit price of 0', buy({ gdlx: 2, buy_price: '0.00' }), '委託價格必須大於0'],
    ['a price above limit-up', buy({ gdlx: 2, buy_price: '248.00' }), '委託價格超出漲跌停範圍'],
    ['a price of 6 whole digits', buy({ gdlx: 2, buy_price: '999999.99' }), '委託價格超出漲跌停範圍'],
    ['a price of 20 whole digits', buy({ gdlx: 2, buy_price: '99999999999999999999.00' }), '委託價格超出漲跌停範圍'],
    ['a price below limit-down', buy({ gdlx: 2, buy_price: '202.00' }), '委託價格超出漲跌停範圍'],
    ['a price off the tick', buy({ gdlx: 2, buy_price: '226.30' }), '委託價格不符合升降單位'],
    ['more than the cash', buy({ zhang: 5 }), '餘額不足'],
    ['leverage without margin trading', buy({ ganggan: 2 }), '未開通融資融券'],
    ['a short without margin trading', buy({ buyzd: 2 }), '未開通融資融券'],
    ['leverage the site does not offer', buy({ ganggan: 3 }), '不支援此槓桿倍數'],
    ['an odd lot of 1000 shares', buy({ lingu: 1, zhang: 1000, gdlx: 2 }), '零股委託數量須為1至999股'],
    ['an odd-lot market order', buy({ lingu: 1, zhang: 100 }), '零股僅接受限價ROD委託，且不得當沖'],
    ['an odd-lot IOC order', buy({ lingu: 1, zhang: 100, gdlx: 2, wttj: 'IOC' }), '零股僅接受限價ROD委託，且不得當沖'],
    [
      'an odd-lot day trade',
      buy({ lingu: 1, zhang: 100, gdlx: 2, other_type: 1 }),
      '零股僅接受限價ROD委託，且不得當沖',
    ],
  ])('refuses %s, changing nothing', async (_, body, message) => {
    await refusedWith('/trade/buy_stock', body, message)
  })

  it('needs the cash for the worst price before it matches: a market buy up to limit-up', async () => {
    // 226,100 left: a lot at the best ask (226.00) would cost 226,090, but a market order may
    // fill up to limit-up (247.50), as the order box checks too.
    await admin(backend, 'POST', '/accounts', {
      account: investor.account,
      credit: { balance: 'twd', amount: '-773900.00' },
    })
    await refusedWith('/trade/buy_stock', buy(), '餘額不足')
    expect((await call('/trade/buy_stock', buy({ gdlx: 2, buy_price: '226.00' }))).body.status).toBe(1)
  })

  it.each([
    ['before 08:30', '2026-11-23T08:29:00+08:00', buy({ gdlx: 2 }), '非交易時間'],
    ['on a Saturday', '2026-11-28T10:00:00+08:00', buy({ gdlx: 2 }), '非交易時間'],
    ['a market order before the open', '2026-11-23T08:45:00+08:00', buy(), '非交易時間'],
    ['an IOC order in the closing auction', '2026-11-23T13:27:00+08:00', buy({ gdlx: 2, wttj: 'IOC' }), '非交易時間'],
    ['whole lots at 13:35', '2026-11-23T13:35:00+08:00', buy({ gdlx: 2 }), '非交易時間'],
    ['odd lots at 08:50', '2026-11-23T08:50:00+08:00', buy({ gdlx: 2, lingu: 1, zhang: 10 }), '非交易時間'],
  ])('refuses %s as outside trading time', async (_, instant, body, message) => {
    await setClock(instant)
    // The price of the day, so that only the time is wrong.
    const price = formatCents(await priceNow('2317'))
    await refusedWith('/trade/buy_stock', { ...body, buy_price: price }, message)
  })

  it('a frozen or trading-forbidden account cannot trade', async () => {
    await admin(backend, 'POST', '/accounts', { account: investor.account, restrictions: { tradingForbidden: true } })
    await refusedWith('/trade/buy_stock', buy(), '帳號已禁止交易，請聯繫客服')
    await refusedWith('/trade/sell_stock', { id: 3 }, '帳號已禁止交易，請聯繫客服')
  })

  it('a pending limit buy holds its cash, fills when the market reaches it, and the hold is released', async () => {
    const limit = '220.00'
    const row = (await call('/trade/buy_stock', buy({ gdlx: 2, buy_price: limit }))).body.data as Row
    expect(row).toMatchObject({ status: 3, hold: '220087.00' }) // 220,000 + 87 commission (2.8折)
    expect(await userInfo()).toMatchObject({ money: '779913.00', freeze_money: '220087.00' })

    // Find, in the engine, when 2317 first trades at or below the limit this day.
    const w = await world()
    let fillAt: number | undefined
    for (let minute = 31; minute <= 270 && fillAt === undefined; minute += 1) {
      const instant = Date.parse('2026-11-23T09:00:00+08:00') + minute * 60_000
      if ((stateOf(w.seed, '2317', instant)?.price ?? Infinity) <= 22_000) fillAt = instant
    }
    await setClock('2026-11-23T13:40:00+08:00')
    const after = (await call('/trade/stockdetail', { id: row.id })).body.data as Row
    if (fillAt === undefined) {
      expect(after).toMatchObject({ status: 5, hold: '0.00' })
      expect(await userInfo()).toMatchObject({ money: '1000000.00', freeze_money: '0.00' })
    } else {
      expect(after).toMatchObject({ status: 1, buy_price: limit, unsettled: '-220087.00' })
      expect(await userInfo()).toMatchObject({ money: '779913.00', freeze_money: '0.00' })
    }
    expect(ledgerProblems(w)).toEqual([])
  })

  it('an unfilled day order expires at 13:30 and gives its hold back', async () => {
    const limitDown = '202.50'
    const row = (await call('/trade/buy_stock', buy({ gdlx: 2, buy_price: limitDown }))).body.data as Row
    expect(row.status).toBe(3)
    await setClock('2026-11-24T10:00:00+08:00')
    const after = (await call('/trade/stockdetail', { id: row.id })).body.data as Row
    expect(after).toMatchObject({ status: 5, hold: '0.00' })
    expect(await userInfo()).toMatchObject({ money: '1000000.00', freeze_money: '0.00' })
  })

  it('an IOC order that cannot fill expires at once', async () => {
    const row = (await call('/trade/buy_stock', buy({ gdlx: 2, buy_price: '220.00', wttj: 'IOC' }))).body.data as Row
    expect(row).toMatchObject({ status: 5, hold: '0.00' })
    expect(await userInfo()).toMatchObject({ money: '1000000.00' })
  })

  it('an order before the open fills at the opening auction when its limit reaches the open', async () => {
    await admin(backend, 'POST', '/reset', { now: '2026-11-24T08:40:00+08:00' })
    investor = await login(backend)
    const w = await world()
    const open = stateOf(w.seed, '2317', Date.parse('2026-11-24T09:00:00+08:00'))?.open ?? 0
    const limitUp = stateOf(w.seed, '2317', Date.parse('2026-11-24T09:00:00+08:00'))?.session.limits.limitUp ?? 0
    const row = (await call('/trade/buy_stock', buy({ gdlx: 2, buy_price: formatCents(limitUp) }))).body.data as Row
    expect(row.status).toBe(3)
    await setClock('2026-11-24T09:00:00+08:00')
    const after = (await call('/trade/stockdetail', { id: row.id })).body.data as Row
    expect(after).toMatchObject({ status: 1, buy_price: formatCents(open) })
  })

  it('after hours, whole lots trade at the close as a fixed-price order at 14:30', async () => {
    await setClock('2026-11-23T14:10:00+08:00')
    const w = await world()
    const close = stateOf(w.seed, '2317', w.clock.now())?.session.close ?? 0
    await refusedWith(
      '/trade/buy_stock',
      buy({ gdlx: 2, buy_price: formatCents(close + 50) }),
      '盤後定價交易僅能以收盤價委託',
    )
    const row = (await call('/trade/buy_stock', buy({ gdlx: 2, buy_price: formatCents(close) }))).body.data as Row
    expect(row.status).toBe(3)
    await setClock('2026-11-23T14:30:00+08:00')
    expect((await call('/trade/stockdetail', { id: row.id })).body.data).toMatchObject({
      status: 1,
      buy_price: formatCents(close),
    })
  })
})

describe('selling', () => {
  it('sells an older holding at the best bid; proceeds less commission and 0.3 % tax arrive on T+2', async () => {
    const sale = (await call('/trade/sell_stock', { id: 3 })).body.data as Row & {
      unsettled: string
      settle_date: string
    }
    // 451,000 - 179 commission (2.8折) - 1,353 tax, on Wednesday at 10:00
    expect(sale).toMatchObject({
      status: 2,
      stock_num: 2000,
      sell_price: '225.50',
      unsettled: '449468.00',
      settle_date: '2026-11-25',
    })
    expect(await userInfo()).toMatchObject({ money: '1000000.00' })
    expect(await settlements()).toMatchObject({ receivable: '449468.00' })
    const open = (await call('/trade/userstocklist', { type: 'tw' })).body.data as Row[]
    expect(open.map((row) => row.id)).not.toContain(3)
    const history = (await call('/trade/userstocklists', { type: 'tw', page: 1 })).body.data as Row[]
    expect(history[0]).toMatchObject({ id: sale.id, status: 2 })
    await setClock('2026-11-25T10:00:00+08:00')
    expect(await userInfo()).toMatchObject({ money: twd(1_000_000_00 + 449_468_00) })
    expect(ledgerProblems(await world())).toEqual([])
  })

  it('refuses to sell a holding bought today (T+1) with the code in the message', async () => {
    await refusedWith('/trade/sell_stock', { id: 9 }, '股票2603為T+1交易，買入當日不能賣出')
  })

  it('a day trade can be sold after 15 minutes (1 for an ETF), with the 0.15 % day-trade tax', async () => {
    const bought = (await call('/trade/buy_stock', buy({ other_type: 1 }))).body.data as Row
    expect(bought).toMatchObject({ status: 1, other_type: 1, lock: 'minutes' })
    await refusedWith('/trade/sell_stock', { id: bought.id }, '買入後15分鐘才能賣出')
    await setClock('2026-11-23T09:45:00+08:00')
    const sale = (await call('/trade/sell_stock', { id: bought.id })).body.data as Row
    const price = Number(sale.sell_price) * 100
    const value = price * 1000
    expect((await call('/trade/stockdetail', { id: sale.id })).body.data).toMatchObject({
      tax: formatCents(Math.floor((value * 1500) / 1e8) * 100),
    })
    const etf = (await call('/trade/buy_stock', buy({ symbol: '0050', buy_price: '69.65', other_type: 1 }))).body
      .data as Row
    await refusedWith('/trade/sell_stock', { id: etf.id }, '買入後1分鐘才能賣出')
    const intraday = (await call('/trade/rnjyorders', { page: 1 })).body.data as Array<{ id: number; state: string }>
    expect(intraday.slice(0, 2)).toMatchObject([
      { id: etf.id, state: 'trading' },
      { id: bought.id, state: 'executed' },
    ])
  })

  it('sells part of a holding and keeps the rest with its cost shared pro rata', async () => {
    const sale = (await call('/trade/sell_stock', { id: 3, zhang: 1 })).body.data as Row
    expect(sale).toMatchObject({ status: 2, stock_num: 1000 })
    const left = (await call('/trade/stockdetail', { id: 3 })).body.data as Row & {
      margin: string
      buy_poundage: string
    }
    expect(left).toMatchObject({ status: 1, stock_num: 1000, margin: '236000.00', buy_poundage: '94.00' })
  })

  it.each([
    ['more than it holds', { id: 3, zhang: 3 }, '賣出數量超過可賣數量'],
    ['an id that is no holding of the user', { id: 999 }, '委託單不存在'],
    ['a sold-out holding', { id: 1 }, '此委託單目前無法操作'],
    ['a pending order', { id: 10 }, '此委託單目前無法操作'],
    ['a limit sell off the tick', { id: 3, gdlx: 2, sell_price: '226.30' }, '委託價格不符合升降單位'],
    ['a limit sell of 6 whole digits', { id: 3, gdlx: 2, sell_price: '999999.99' }, '委託價格超出漲跌停範圍'],
    [
      'a limit sell of 20 whole digits',
      { id: 3, gdlx: 2, sell_price: '99999999999999999999.00' },
      '委託價格超出漲跌停範圍',
    ],
    ['shares already in a pending sell', { id: 6, zhang: 4 }, '賣出數量超過可賣數量'],
  ])('refuses to sell %s', async (_, body, message) => {
    await refusedWith('/trade/sell_stock', body, message)
  })

  it('a limit sell above the market waits, reserves its shares, and cancelling frees them', async () => {
    const sale = (await call('/trade/sell_stock', { id: 3, gdlx: 2, sell_price: '247.50' })).body.data as Row
    expect(sale.status).toBe(3)
    expect((await call('/trade/stockdetail', { id: 3 })).body.data).toMatchObject({ sellable: 0 })
    expect((await call('/trade/cancel_stock', { id: sale.id })).body.data).toMatchObject({ status: 4 })
    expect((await call('/trade/stockdetail', { id: 3 })).body.data).toMatchObject({ sellable: 2000 })
    await refusedWith('/trade/cancel_stock', { id: sale.id }, '此委託單目前無法操作')
  })
})

describe('cancelling', () => {
  it('a pending buy gives its hold back when cancelled; the order stays cancelled', async () => {
    const row = (await call('/trade/buy_stock', buy({ gdlx: 2, buy_price: '210.00' }))).body.data as Row
    expect((await call('/trade/cancel_stock', { id: row.id })).body.data).toMatchObject({ status: 4, hold: '0.00' })
    expect(await userInfo()).toMatchObject({ money: '1000000.00', freeze_money: '0.00' })
    await setClock('2026-11-24T10:00:00+08:00')
    expect((await call('/trade/stockdetail', { id: row.id })).body.data).toMatchObject({ status: 4 })
  })

  it('another user cannot see or cancel the order', async () => {
    const other = await login(backend, '0922333444')
    expect((await call('/trade/cancel_stock', { id: 10 }, other)).body).toMatchObject({
      status: 0,
      msg: '委託單不存在',
    })
    expect((await call('/trade/stockdetail', { id: 3 }, other)).body).toMatchObject({ status: 0, msg: '委託單不存在' })
    expect((await call('/trade/userstocklist', { type: 'tw' }, other)).body.data).toEqual([])
  })
})

describe('day trading', () => {
  it('without an approved application no day trade; after approval, within its quota', async () => {
    const member = await login(backend, '0922333444')
    const dayTrade = buy({ symbol: '2884', buy_price: '31.70', other_type: 1 })
    expect((await call('/trade/buy_stock', dayTrade, member)).body).toMatchObject({ status: 0, msg: '未開通當沖交易' })
    // An unverified member cannot apply.
    expect((await call('/trade/rnjy', { money: 50000 }, member)).body).toMatchObject({
      status: 0,
      msg: '請先完成實名認證',
    })
    await admin(backend, 'POST', '/accounts', { account: member.account, verification: 1 })
    const application = (await call('/trade/rnjy', { money: 40000 }, member)).body.data as {
      id: number
      status: number
    }
    expect(application.status).toBe(0)
    expect((await call('/trade/rnjy', { money: 40000 }, member)).body).toMatchObject({
      status: 0,
      msg: '已有審核中的當沖申請',
    })
    const pending = (await admin(backend, 'GET', '/reviews')).body.data as Array<{ kind: string; id: number }>
    expect(pending).toContainEqual(
      expect.objectContaining({ kind: 'dayTrading', id: application.id, account: member.account }),
    )
    await admin(backend, 'POST', '/reviews', { kind: 'dayTrading', id: application.id, decision: 'approve' })
    expect((await call('/trade/urnjylist', {}, member)).body.data).toMatchObject([
      { id: application.id, status: 1, money: '40000.00' },
    ])
    // 2 lots of 2884 at 31.70 cost 63,400, beyond the 40,000 quota; 1 lot fits.
    expect((await call('/trade/buy_stock', { ...dayTrade, zhang: 2 }, member)).body).toMatchObject({
      status: 0,
      msg: '當沖額度不足',
    })
    expect((await call('/trade/buy_stock', dayTrade, member)).body).toMatchObject({ status: 1 })
  })

  it('a rejected application stays rejected and deciding it again is refused', async () => {
    const application = (await call('/trade/rnjy', { money: 300000 })).body.data as { id: number }
    await admin(backend, 'POST', '/reviews', { kind: 'dayTrading', id: application.id, decision: 'reject' })
    const again = await admin(backend, 'POST', '/reviews', {
      kind: 'dayTrading',
      id: application.id,
      decision: 'approve',
    })
    expect(again.body.status).toBe(0)
    const list = (await call('/trade/urnjylist', {})).body.data as Array<{ id: number; status: number }>
    expect(list[0]).toMatchObject({ id: application.id, status: 2 })
  })
})

describe('the seeded investor', () => {
  it('has older holdings, one from this morning, a pending sell, history and 1,000,000 available', async () => {
    const open = (await call('/trade/userstocklist', { type: 'tw' })).body.data as Row[]
    expect(open.map((row) => [row.id, row.status, row.lock])).toEqual([
      [10, 3, 'none'],
      [9, 1, 't1'],
      [6, 1, 'none'],
      [5, 1, 'none'],
      [3, 1, 'none'],
      [2, 1, 'none'],
    ])
    expect(await userInfo()).toMatchObject({ money: '1000000.00', freeze_money: '0.00' })
    const history = (await call('/trade/userstocklists', { type: 'tw', page: 1 })).body.data as Row[]
    expect(history.map((row) => row.id)).toEqual([8, 4])
    // Only this morning's buy waits for its settlement; the earlier trades settled before the start.
    expect(await settlements()).toEqual({
      payable: twd(seededPayable),
      receivable: '0.00',
      items: [
        {
          order_id: 9,
          stock_code: '2603',
          stock_name: '長榮',
          side: 'pay',
          stock_num: 1000,
          amount: twd(seededPayable),
          trade_date: '2026-11-23',
          settle_date: '2026-11-25',
        },
      ],
    })
    expect(ledgerProblems(await world())).toEqual([])
  })

  it('is the same world byte for byte for the same seed', async () => {
    const other = testBackend().backend
    const [a, b] = await Promise.all([backend.worlds.get('x'), other.worlds.get('x')])
    expect(JSON.stringify(a.db.orders.all())).toBe(JSON.stringify(b.db.orders.all()))
    expect(JSON.stringify(a.db.ledger.all())).toBe(JSON.stringify(b.db.ledger.all()))
  })
})
