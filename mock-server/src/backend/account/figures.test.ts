// The figures `/user/getUserinfo` answers (the parts of total assets and the holdings'
// profit and loss), against the positions and settlements the trade area answers.
import { describe, expect, it } from 'vitest'

import type { ResponseData } from '#openapi/operations.ts'
import { type AssetParts, totalAssets } from '#rules/assets.ts'
import { parseCents } from '#rules/market.ts'

import { buy, tradeWorld, twd } from '../trade/test-support.ts'

const cents = (text: string | null | undefined) =>
  text === null || text === undefined ? Number.NaN : (parseCents(text) ?? Number.NaN)

type Profile = ResponseData<'/user/getUserinfo'>

const partsOf = (profile: Profile): AssetParts => ({
  available: cents(profile.money),
  held: cents(profile.freeze_money),
  holdings: cents(profile.stock_money),
  credit: cents(profile.credit_money),
  usd: cents(profile.usd_value),
  usdt: cents(profile.usdt_value),
  payable: cents(profile.payable_money),
  receivable: cents(profile.receivable_money),
})

describe("the account's figures", () => {
  it('name every part of the demo investor’s total assets', async () => {
    const trade = await tradeWorld()
    const profile = await trade.data('/user/getUserinfo', {})
    const rows = await trade.data('/trade/userstocklist', { type: 'tw' })
    const holdings = rows.filter((row) => row.status === 1)
    const sum = (pick: (row: (typeof holdings)[number]) => string | null | undefined) =>
      holdings.reduce((total, row) => total + cents(pick(row) ?? '0'), 0)
    expect(profile).toMatchObject({
      money: '1000000.00',
      freeze_money: '0.00',
      // This morning's 長榮 waits for its T+2 settlement (its commission at the 2.8折 of a verified account).
      payable_money: '189575.00',
      receivable_money: '0.00',
      stock_money: twd(sum((row) => row.market_value)),
      credit_money: '0.00',
      // 5,000 USD and 2,000 USDT at the board's buying prices, 32.25 and 32.10.
      usd_value: '161250.00',
      usdt_value: '64200.00',
      yingkui: twd(sum((row) => row.yingkui)),
      today_yingkui: twd(sum((row) => row.today_pnl)),
    })
    expect(totalAssets(partsOf(profile))).toBe(100_000_000 + sum((row) => row.market_value) + 16_125_000 + 6_420_000)
  })

  it('move by a buy only by its commission and the price it paid against the last price', async () => {
    const trade = await tradeWorld()
    const before = totalAssets(partsOf(await trade.data('/user/getUserinfo', {})))
    const row = await trade.data('/trade/buy_stock', buy())
    const after = totalAssets(partsOf(await trade.data('/user/getUserinfo', {})))
    const paid = cents(row.open_value ?? '0')
    expect(after - before).toBe(cents(row.market_value ?? '0') - paid - cents(row.buy_poundage))
    // The payable grows by the cost; what is available falls by it; nothing else moves.
    const profile = await trade.data('/user/getUserinfo', {})
    expect(profile.payable_money).toBe(twd(189_575_00 + paid + cents(row.buy_poundage)))
    expect(profile.money).toBe(twd(100_000_000 - paid - cents(row.buy_poundage)))
  })

  it('value a margin purchase at its market value less its loan', async () => {
    const trade = await tradeWorld()
    await trade.setAccount({ marginTrading: true })
    const row = await trade.data('/trade/buy_stock', buy({ rzrq: 1 }))
    const profile = await trade.data('/user/getUserinfo', {})
    expect(profile.credit_money).toBe(twd(cents(row.market_value ?? '0') - cents(row.loan)))
  })
})
