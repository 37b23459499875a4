// The account's figures: total assets from its parts, what is available to trade, foreign
// balances at the board's buying price, and the profit and loss of a holding.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  type AssetParts,
  availableToTrade,
  cashBalance,
  creditValue,
  type HoldingValuation,
  parseRate,
  pnlBasisPoints,
  todayChange,
  totalAssets,
  unrealisedPnl,
  valueInTwd,
} from './assets.ts'

const twd = (units: number) => Math.round(units * 100)

// The demo investor at the start of a world: 1,000,000 available, a buy of 長榮 that
// settles on T+2 (189,770 payable, kept in the account), five holdings worth 1,369,450,
// 5,000 USD and 2,000 USDT at the board's buying prices 32.25 and 32.10.
const investor: AssetParts = {
  available: twd(1_000_000),
  held: 0,
  holdings: twd(1_369_450),
  credit: 0,
  usd: twd(161_250),
  usdt: twd(64_200),
  payable: twd(189_770),
  receivable: 0,
}

describe('total assets', () => {
  it('is the cash, the holdings, the foreign balances, less the payable and plus the receivable', () => {
    expect(cashBalance(investor)).toBe(twd(1_189_770))
    expect(totalAssets(investor)).toBe(twd(1_000_000 + 1_369_450 + 161_250 + 64_200))
  })

  it('counts what is held and what is receivable', () => {
    expect(totalAssets({ ...investor, held: twd(20_000), receivable: twd(5_000) })).toBe(
      totalAssets(investor) + twd(25_000),
    )
  })

  it('does not move when a buy moves cash into a holding at its price (only its fee and the price move it)', () => {
    const value = twd(180_000)
    const fee = twd(256)
    const afterFill = {
      ...investor,
      available: investor.available - value - fee,
      payable: investor.payable + value + fee,
      holdings: investor.holdings + value,
    }
    expect(totalAssets(afterFill) - totalAssets(investor)).toBe(-fee)
  })
})

describe('available to trade', () => {
  it('is the cash less what is held and what is payable', () => {
    expect(availableToTrade(investor)).toBe(twd(1_000_000))
    expect(availableToTrade({ ...investor, held: twd(1_000), available: investor.available - twd(1_000) })).toBe(
      twd(999_000),
    )
  })

  it('is the available balance whatever the parts', () => {
    const cents = fc.integer({ min: 0, max: 1e12 })
    fc.assert(
      fc.property(cents, cents, cents, (available, held, payable) => {
        expect(availableToTrade({ available, held, payable })).toBe(available)
      }),
    )
  })
})

describe('foreign balances in TWD', () => {
  it.each<[string, number | undefined]>([
    ['32.2500', 322_500],
    ['32.1', 321_000],
    ['0.0001', 1],
    ['0', undefined],
    ['-1.0000', undefined],
    ['32.25001', undefined],
    ['abc', undefined],
  ])('reads the rate %s', (text, units) => {
    expect(parseRate(text)).toBe(units)
  })

  it('is the balance at the buying price, rounded down to the cent', () => {
    expect(valueInTwd(twd(5_000), 322_500)).toBe(twd(161_250))
    // 2,000.01 x 32.1 = 64,200.321
    expect(valueInTwd(200_001, 321_000)).toBe(6_420_032)
  })
})

const cashLot: HoldingValuation = {
  direction: 1,
  credit: false,
  shares: 1000,
  openValue: twd(189_500),
  margin: twd(189_500),
  loan: 0,
  buyCommission: twd(270),
  openTax: 0,
}

describe('profit and loss of a holding', () => {
  it('is the value less what it cost with its commission', () => {
    expect(unrealisedPnl(cashLot, twd(190))).toBe(twd(230))
    expect(unrealisedPnl(cashLot, twd(180))).toBe(twd(-9_770))
  })

  it('for a short, is what it sold for less the value and its costs', () => {
    const short = { ...cashLot, direction: 2 as const, credit: true, margin: twd(170_600), openTax: twd(568) }
    expect(unrealisedPnl(short, twd(180))).toBe(twd(9_500 - 270 - 568))
  })

  it('in percent of the money put in', () => {
    expect(pnlBasisPoints(twd(230), twd(189_770))).toBe(12)
    expect(pnlBasisPoints(twd(-9_770), twd(189_770))).toBe(-515)
    expect(pnlBasisPoints(1, 0)).toBe(0)
  })

  it('today: from the previous close, or from the price paid when bought today', () => {
    expect(todayChange(cashLot, twd(190), twd(188), false)).toBe(twd(2_000))
    expect(todayChange(cashLot, twd(190), twd(188), true)).toBe(twd(500))
    expect(todayChange({ ...cashLot, direction: 2 }, twd(190), twd(188), false)).toBe(twd(-2_000))
  })
})

describe('a credit holding', () => {
  it('is worth its value less its loan (a margin purchase)', () => {
    const margin = { ...cashLot, credit: true, margin: twd(75_500), loan: twd(114_000) }
    expect(creditValue(margin, twd(190))).toBe(twd(190_000 - 114_000))
  })

  it('a short: its deposit and sale value less the buy-back, never below 0', () => {
    const short = { ...cashLot, direction: 2 as const, credit: true, margin: twd(170_600) }
    expect(creditValue(short, twd(180))).toBe(twd(170_600 + 189_500 - 180_000))
    expect(creditValue(short, twd(400))).toBe(0)
  })
})
