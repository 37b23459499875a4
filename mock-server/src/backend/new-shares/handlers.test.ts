// New shares (both variants) and block trades, through the backend core (copy trading: copy-trading/handlers.test.ts).
import { describe, expect, it } from 'vitest'

import { admin, demo, login, post, snapshot, testBackend } from '../../test-support.ts'
import { ledgerProblems } from '../core/ledger.ts'

const winningSeed = 3 // the investor draws 22 for 福星電子 (30 % win): allotted
const losingSeed = 1 // draws 51: not allotted

interface Row {
  id: number
  [key: string]: unknown
}

async function setUp(seed?: number, account: string = demo.investor) {
  const { backend, problems } = testBackend(seed === undefined ? {} : { seed })
  const session = await login(backend, account)
  const call = async (path: string, body: unknown) => (await post(backend, path, body, session.headers)).body
  const world = await backend.worlds.get('default')
  const balance = async () => (await call('/user/getUserinfo', {})).data as { money: string; freeze_money: string }
  const clock = (set: string) => admin(backend, 'POST', '/clock', { set })
  return { backend, problems, call, world, balance, clock }
}

const subscribeFuxing = { symbol: '7751', id: 1, zhang: 1, buy_type: 1 }

describe('public subscription (公開申購)', () => {
  it('lists the offerings with their calendar and state', async () => {
    const { call } = await setUp()
    const rows = (await call('/trade/placinglist', { buy_type: 1 })).data as Row[]
    const byCode = Object.fromEntries(rows.map((row) => [row.code, row]))
    expect(byCode['7751']).toMatchObject({
      name: '福星電子',
      bprice: '88.00',
      price: '131.00',
      state: 1,
      channel: 1,
      min_zhang: 1,
      max_zhang: 1,
      gb_date: '2026-11-26 15:00:00',
      fq_date: '2026-11-27 14:00:00',
      ss_date: '2026-12-02 09:00:00',
      fee: '20.00',
    })
    expect(byCode['7768']).toMatchObject({ state: 0 })
    expect(byCode['7735']).toMatchObject({ state: 1, channel: 0 })
    expect(byCode['7712']).toMatchObject({ state: 2 })
    expect(
      ((await call('/trade/placinglist', { buy_type: 2 })).data as Row[]).map((row) => [row.code, row.min_zhang]),
    ).toEqual([
      ['7790', 5],
      ['7799', 1],
    ])
  })

  it('refuses an auction bid below its minimum of lots with the catalogue message', async () => {
    const { call, world } = await setUp()
    const offering = world.db.offerings.findFirst((q) => q.where({ symbol: '7790' }))!
    const reply = await call('/trade/buy_newstock', {
      symbol: '7790',
      id: offering.id,
      zhang: 2,
      buy_type: 2,
      bid_price: '70.00',
    })
    expect(reply).toMatchObject({ status: 0, msg: '最低申購數量為5張' })
  })

  it('holds the amount and charges the fee; once per person', async () => {
    const { call, balance, world } = await setUp()
    const record = (await call('/trade/buy_newstock', subscribeFuxing)).data as Row
    expect(record).toMatchObject({ stock_code: '7751', apply_total: 1, held: '88000.00', xgstate: 0, lucky_total: 0 })
    expect(await balance()).toMatchObject({ money: '911980.00' })
    const before = snapshot(world)
    expect(await call('/trade/buy_newstock', subscribeFuxing)).toMatchObject({
      status: 0,
      msg: '新股福星電子每人只能申購一次',
    })
    expect(snapshot(world)).toBe(before)
    expect(ledgerProblems(world)).toEqual([])
  })

  it.each([
    ['an offering not open yet', { symbol: '7768', id: 2, zhang: 1, buy_type: 1 }, '未到申購時間'],
    ['a suspended channel', { symbol: '7735', id: 3, zhang: 1, buy_type: 1 }, '新股申購通道未開啟'],
    ['a closed offering', { symbol: '7712', id: 4, zhang: 1, buy_type: 1 }, '申購已截止'],
    ['no lots', { ...subscribeFuxing, zhang: 0 }, '請輸入申購數量'],
    ['more lots than allowed', { ...subscribeFuxing, zhang: 2 }, '超過單筆最高申購張數'],
    ['a code that is not the offering', { ...subscribeFuxing, symbol: '2330' }, '新股不存在'],
  ])('refuses %s, changing nothing', async (_, body, message) => {
    const { call, world } = await setUp()
    const before = snapshot(world)
    expect(await call('/trade/buy_newstock', body)).toMatchObject({ status: 0, msg: message })
    expect(snapshot(world)).toBe(before)
  })

  it('refuses without the funds, saying how much is needed', async () => {
    const { backend, call } = await setUp()
    await admin(backend, 'POST', '/accounts', { account: demo.investor, credit: { balance: 'twd', amount: '-950000' } })
    expect(await call('/trade/buy_newstock', subscribeFuxing)).toMatchObject({
      status: 0,
      msg: '申購資金不足，需要88020元',
    })
  })

  it('refuses an unverified member', async () => {
    const { call } = await setUp(undefined, demo.unverified)
    expect((await call('/trade/buy_newstock', subscribeFuxing)).msg).toBe('請先完成實名認證')
  })

  it('draws by the world seed: allotted, paid, and a holding on the listing day', async () => {
    const { call, clock, balance, world } = await setUp(winningSeed)
    const { id } = (await call('/trade/buy_newstock', subscribeFuxing)).data as Row
    await clock('2026-11-26T14:59:00+08:00')
    expect(((await call('/trade/usernewstocklist', {})).data as Row[]).find((row) => row.id === id)).toMatchObject({
      xgstate: 0,
    })
    await clock('2026-11-26T15:00:00+08:00')
    expect(
      ((await call('/trade/usernewstocklist', { buy_type: 1 })).data as Row[]).find((row) => row.id === id),
    ).toMatchObject({ xgstate: 1, lucky_total: 1, subs_value: '88000.00', held: '88000.00' })
    expect((await call('/trade/paynewstock', { id })).data).toMatchObject({
      xgstate: 2,
      rjmoney: '88000.00',
      subs_value: '0.00',
      held: '0.00',
    })
    expect(await balance()).toMatchObject({ money: '911980.00', freeze_money: '0.00' })
    expect(await call('/trade/paynewstock', { id })).toMatchObject({ status: 0, msg: '此筆申購目前無需繳款' })
    const holdings = async () =>
      ((await call('/trade/userstocklist', { type: 'tw' })).data as Row[]).filter((row) => row.stock_code === '7751')
    expect(await holdings()).toEqual([])
    await clock('2026-12-02T09:00:00+08:00')
    expect(await holdings()).toMatchObject([{ stock_name: '福星電子', buy_price: '88.00', stock_num: 1000 }])
    expect(ledgerProblems(world)).toEqual([])
  })

  it('gives the amount back when not allotted (the fee is kept)', async () => {
    const { call, clock, balance } = await setUp(losingSeed)
    const { id } = (await call('/trade/buy_newstock', subscribeFuxing)).data as Row
    await clock('2026-11-26T15:00:00+08:00')
    expect(((await call('/trade/usernewstocklist', {})).data as Row[]).find((row) => row.id === id)).toMatchObject({
      xgstate: 4,
      lucky_total: 0,
      held: '0.00',
    })
    expect(await balance()).toMatchObject({ money: '999980.00', freeze_money: '0.00' })
  })

  it('waives an allotment not paid by its deadline and gives the hold back', async () => {
    const { call, clock, balance } = await setUp(winningSeed)
    const { id } = (await call('/trade/buy_newstock', subscribeFuxing)).data as Row
    await clock('2026-11-27T14:00:01+08:00')
    expect(((await call('/trade/usernewstocklist', {})).data as Row[]).find((row) => row.id === id)).toMatchObject({
      xgstate: 3,
    })
    expect(await balance()).toMatchObject({ money: '999980.00' })
    expect((await call('/trade/paynewstock', { id })).msg).toBe('此筆申購目前無需繳款')
  })

  it("pays the seeded allotment from the balance (it held nothing); another user's record is not found", async () => {
    const { call, balance } = await setUp()
    expect((await call('/trade/paynewstock', { id: 2 })).data).toMatchObject({
      stock_code: '7742',
      xgstate: 2,
      rjmoney: '36000.00',
    })
    expect(await balance()).toMatchObject({ money: '964000.00' })
    const other = await setUp(undefined, demo.unverified)
    expect((await other.call('/trade/paynewstock', { id: 2 })).msg).toBe('申購記錄不存在')
  })
})

describe('auction (競價拍賣)', () => {
  const bid = (price: string, zhang = 2) => ({ symbol: '7799', id: 6, zhang, buy_type: 2, bid_price: price })

  it('refuses a bid below the minimum price; holds 20 % as deposit and charges the processing fee', async () => {
    const { call, balance } = await setUp()
    expect((await call('/trade/buy_newstock', bid('119.95'))).msg).toBe('投標價格不得低於最低投標價')
    expect((await call('/trade/buy_newstock', bid('200.00'))).data).toMatchObject({
      apply_price: '200.00',
      apply_total: 2,
      held: '80000.00',
      xgstate: 0,
    })
    expect(await balance()).toMatchObject({ money: '919600.00', freeze_money: '80000.00' })
  })

  it('refuses a bid of any length by the funds it would hold, counted exactly', async () => {
    const { call, balance } = await setUp()
    // 20 % of 2 lots at the bid, and the fee of 400.
    expect((await call('/trade/buy_newstock', bid('99999999999999999999.00'))).msg).toBe(
      '申購資金不足，需要40000000000000000000000元',
    )
    expect((await call('/trade/buy_newstock', bid('999999.99'))).msg).toBe('申購資金不足，需要400000396元')
    expect(await balance()).toMatchObject({ money: '1000000.00', freeze_money: '0.00' })
  })

  it('allots a bid at or above the clearing price, which then pays the rest of its price', async () => {
    const { call, clock, balance, world } = await setUp()
    const { id } = (await call('/trade/buy_newstock', bid('200.00'))).data as Row
    await clock('2026-11-26T15:00:00+08:00')
    expect(((await call('/trade/usernewstocklist', { buy_type: 2 })).data as Row[])[0]).toMatchObject({
      id,
      xgstate: 1,
      lucky_total: 2,
      subs_value: '400000.00',
    })
    await call('/trade/paynewstock', { id })
    expect(await balance()).toMatchObject({ money: '599600.00', freeze_money: '0.00' })
    expect(ledgerProblems(world)).toEqual([])
  })

  it('returns the deposit of a bid under the clearing price', async () => {
    const { call, clock, balance, world } = await setUp()
    const clearing = world.db.offerings.findFirst((q) => q.where({ symbol: '7799' }))!.clearingPrice
    await call('/trade/buy_newstock', bid((clearing / 100 - 0.05).toFixed(2)))
    await clock('2026-11-26T15:00:00+08:00')
    expect(((await call('/trade/usernewstocklist', { buy_type: 2 })).data as Row[])[0]).toMatchObject({ xgstate: 4 })
    expect(await balance()).toMatchObject({ money: '999600.00', freeze_money: '0.00' })
  })
})

describe('block trades (鉅額交易)', () => {
  it('lists the offers at a discount on the reference, without their passwords', async () => {
    const { call } = await setUp()
    const rows = (await call('/trade/nbhllist', { dz_type: 1 })).data as Row[]
    expect(rows.map((row) => [row.symbol, row.stock_num, row.day_limit, row.has_password, row.status])).toEqual([
      ['2882', 1000, 2, 0, 1],
      ['2330', 2000, 1, 0, 1],
      ['2317', 10000, 1, 1, 1],
      ['3008', 1000, 1, 0, 0],
    ])
    expect(JSON.stringify(rows)).not.toContain('8888')
  })

  it('refuses below the minimum, buys above it into a holding, then stops at the daily limit', async () => {
    const { call, world, balance } = await setUp()
    const before = snapshot(world)
    expect(await call('/trade/buy_dzstock', { id: 1, num: 0 })).toMatchObject({ status: 0, msg: '請輸入購買數量' })
    expect(await call('/trade/buy_dzstock', { id: 1, num: 999 })).toMatchObject({
      status: 0,
      msg: '當前股票大宗交易最少買入1000股',
    })
    expect(snapshot(world)).toBe(before)
    const first = (await call('/trade/buy_dzstock', { id: 1, num: 1000 })).data as Row
    expect(first).toMatchObject({ symbol: '2882', num: 1000 })
    await call('/trade/buy_dzstock', { id: 1, num: 2000 })
    expect(await call('/trade/buy_dzstock', { id: 1, num: 1000 })).toMatchObject({
      status: 0,
      msg: '當前大宗一天限購2次',
    })
    const positions = ((await call('/trade/userstocklist', { type: 'tw' })).data as Row[]).filter(
      (row) => row.id === first.position_id,
    )
    expect(positions).toHaveLength(1)
    expect(((await call('/trade/ustockslist', {})).data as Row[]).length).toBe(2)
    const spent = 1_000_000 - Number((await balance()).money)
    expect(spent).toBeGreaterThan(3000 * Number(first.price))
    expect(ledgerProblems(world)).toEqual([])
  })

  it('needs the block password, and is closed outside 09:00-17:00 and on a closed offer', async () => {
    const { call, clock } = await setUp()
    expect((await call('/trade/buy_dzstock', { id: 3, num: 10000, password: '1234' })).msg).toBe('大宗密碼錯誤')
    expect((await call('/trade/buy_dzstock', { id: 4, num: 1000 })).msg).toBe('大宗交易已關閉')
    await clock('2026-11-23T17:00:00+08:00')
    expect((await call('/trade/buy_dzstock', { id: 1, num: 1000 })).msg).toBe('大宗交易已關閉')
  })

  it('the daily limit starts again the next day', async () => {
    const { call, clock } = await setUp()
    await call('/trade/buy_dzstock', { id: 1, num: 1000 })
    await call('/trade/buy_dzstock', { id: 1, num: 1000 })
    expect((await call('/trade/buy_dzstock', { id: 1, num: 1000 })).msg).toBe('當前大宗一天限購2次')
    await clock('2026-11-24T09:30:00+08:00')
    expect((await call('/trade/buy_dzstock', { id: 1, num: 1000 })).status).toBe(1)
  })
})
