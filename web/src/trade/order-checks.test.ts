import { describe, expect, it } from 'vitest'

import { priceLimits } from '#rules/market.ts'

import { type ClosingDraft, type OpeningDraft, orderBlock } from './order-checks.ts'

const twd = (amount: number) => Math.round(amount * 100)
const fees = { ratePpm: 1425, minimum: 2000, discountPerMille: 280 }

/** A limit buy of a lot of 台積電 at 1,800 (its reference) on Monday 2026-11-23 at 09:30, with 2,000,000 available. */
const buy = (change: Partial<OpeningDraft> = {}): OpeningDraft => ({
  side: 'buy',
  serverTime: '2026-11-23T09:30:00.000+08:00',
  lot: 'lot',
  priceType: 'limit',
  condition: 'ROD',
  limit: twd(1800),
  kind: 'stock',
  limits: priceLimits('stock', twd(1800)),
  last: twd(1800),
  shares: 1000,
  credit: 'cash',
  board: 'listed',
  fees,
  available: twd(2_000_000),
  creditEnabled: false,
  ...change,
})

const sell = (change: Partial<ClosingDraft> = {}): ClosingDraft => ({
  ...buy(),
  side: 'sell',
  limit: twd(1800),
  shares: 1000,
  holding: { sellable: 1000, lock: 'none', sellableAt: null },
  ...change,
})

describe('why the order box will not send an order', () => {
  it('lets an order through that every rule allows', () => {
    expect(orderBlock(buy())).toBeUndefined()
    expect(orderBlock(sell())).toBeUndefined()
  })

  it('a whole lot of 台積電 costs more than the cash (可買 0 張): the cash needed and available', () => {
    expect(orderBlock(buy({ available: twd(1_000_000) }))).toEqual({
      reason: 'balance_insufficient',
      needed: twd(1_800_718),
      available: twd(1_000_000),
      worst: twd(1800),
      market: false,
    })
  })

  it('counts a market order at limit-up, as the server holds it', () => {
    const block = orderBlock(
      buy({ kind: 'stock', priceType: 'market', limit: undefined, shares: 1000, available: twd(1_900_000) }),
    )
    expect(block).toMatchObject({ reason: 'balance_insufficient', worst: twd(1980), market: true })
  })

  it('is outside trading time on a Saturday, and for a market order before the open', () => {
    expect(orderBlock(buy({ serverTime: '2026-11-28T10:00:00.000+08:00' }))).toMatchObject({
      reason: 'outside_trading_time',
      hours: 'lot',
    })
    expect(orderBlock(buy({ serverTime: '2026-11-28T10:00:00.000+08:00', lot: 'odd', shares: 100 }))).toMatchObject({
      reason: 'outside_trading_time',
      hours: 'odd',
    })
    expect(
      orderBlock(buy({ serverTime: '2026-11-23T08:45:00.000+08:00', priceType: 'market', limit: undefined })),
    ).toMatchObject({ reason: 'outside_trading_time', hours: 'continuous' })
    // Without the server's clock, the session is the server's to judge.
    expect(orderBlock(buy({ serverTime: '' }))).toBeUndefined()
  })

  it('is beyond the band a tick under limit-down, and off the tick between two', () => {
    expect(orderBlock(buy({ limit: twd(1615) }))).toMatchObject({
      reason: 'beyond_price_limit',
      limits: { limitDown: twd(1620), limitUp: twd(1980) },
    })
    expect(orderBlock(buy({ limit: twd(1802) }))).toMatchObject({ reason: 'price_tick_invalid' })
  })

  it('asks for credit trading before a margin purchase or a short', () => {
    expect(orderBlock(buy({ credit: 'margin' }))).toEqual({ reason: 'margin_not_enabled' })
    expect(orderBlock(buy({ credit: 'margin', creditEnabled: true }))).toBeUndefined()
  })

  it('sells only what can be sold now: no holding, the rest bought today (T+1), a day trade within its minutes', () => {
    expect(orderBlock(sell({ holding: undefined }))).toEqual({ reason: 'no_holding' })
    const until = '2026-11-24T08:30:00.000+08:00'
    expect(orderBlock(sell({ holding: { sellable: 0, lock: 't1', sellableAt: until } }))).toEqual({
      reason: 'sell_t_plus_one',
      until,
    })
    expect(orderBlock(sell({ shares: 1200, holding: { sellable: 1000, lock: 'minutes', sellableAt: until } }))).toEqual(
      { reason: 'sell_after_minutes', until },
    )
    expect(orderBlock(sell({ shares: 200, holding: { sellable: 200, lock: 't1', sellableAt: until } }))).toBeUndefined()
    expect(orderBlock(sell({ holding: { sellable: 0, lock: 'none', sellableAt: null } }))).toEqual({
      reason: 'sell_quantity_exceeded',
    })
  })
})
