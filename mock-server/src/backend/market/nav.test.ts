// ETFs' NAV and premium: each ETF's NAV comes from what it holds or tracks on the world's
// market, its price closes near it (its premium), and quotes and lists show both.
import { describe, expect, it } from 'vitest'

import { nextTradingDay, previousTradingDay, taipeiDay, taipeiInstant, tickSize } from '#rules/market.ts'

import { anchorDay } from './anchor.ts'
import { closeOn, etfNavAt, openOn, stateAt } from './engine.ts'
import { type EtfDefinition, etfDefinition, etfDefinitions, usTreasury20Index } from './etfs.ts'
import { findInstrument, type Instrument, instruments, kindOf } from './instruments.ts'
import { premiumAt, premiumBasisPoints } from './nav.ts'
import { quote, search, top } from './quotes.ts'

const seed = 20261123
const at = (text: string) => Date.parse(text)
const monday = at('2026-11-23T09:30:00+08:00')
const instrument = (symbol: string): Instrument =>
  findInstrument(symbol) ??
  (() => {
    throw new Error(symbol)
  })()
const definition = (symbol: string): EtfDefinition =>
  etfDefinition(symbol) ??
  (() => {
    throw new Error(symbol)
  })()
const closeInstant = (day: number) => taipeiInstant(day, 13, 30)
/** The official NAV of a day: the NAV at its close. */
const navOn = (symbol: string, day: number, worldSeed = seed) =>
  etfNavAt(worldSeed, instrument(symbol), closeInstant(day)) ?? Number.NaN

/** Trading days around the world's start, some before the anchor day and some after. */
const days = (() => {
  const list = [taipeiDay(at('2026-10-01T12:00:00+08:00'))]
  while (list.length < 70) list.push(nextTradingDay(list.at(-1) ?? 0))
  return list
})()

describe('ETF definitions', () => {
  it('cover every ETF of the seed, and hold only instruments of this market', () => {
    const etfs = instruments.filter((each) => each.board === 'etf').map((each) => each.symbol)
    expect(etfDefinitions.map((each) => each.symbol).sort()).toEqual([...etfs].sort())
    for (const etf of etfDefinitions) {
      if (etf.tracks.kind === 'basket')
        for (const holding of etf.tracks.holdings)
          expect(findInstrument(holding.symbol)?.board, `${etf.symbol} holds ${holding.symbol}`).toMatch(
            /^(listed|otc)$/,
          )
      if (etf.tracks.kind === 'leveraged') expect(etfDefinition(etf.tracks.underlying)).toBeDefined()
    }
  })
})

describe('the NAV', () => {
  it('stands at the level, with the price, on the anchor day', () => {
    for (const etf of etfDefinitions) {
      expect(navOn(etf.symbol, anchorDay), etf.symbol).toBeCloseTo(Math.round(instrument(etf.symbol).level * 100), 6)
      expect(closeOn(seed, instrument(etf.symbol), anchorDay)).toBe(Math.round(instrument(etf.symbol).level * 100))
    }
  })

  it("of a basket is the anchor level times its holdings' value against the anchor day", () => {
    const etf = definition('0056')
    if (etf.tracks.kind !== 'basket') throw new Error('0056 is a basket')
    const total = etf.tracks.holdings.reduce((sum, holding) => sum + holding.weight, 0)
    for (const day of days) {
      const value = etf.tracks.holdings.reduce(
        (sum, { symbol, weight }) =>
          sum +
          (weight / total) * (closeOn(seed, instrument(symbol), day) / closeOn(seed, instrument(symbol), anchorDay)),
        0,
      )
      expect(navOn('0056', day)).toBeCloseTo(3600 * value, 6)
    }
  })

  it('of the bond fund follows the index it tracks', () => {
    for (const day of days) {
      const index = closeOn(seed, usTreasury20Index, day) / closeOn(seed, usTreasury20Index, anchorDay)
      expect(navOn('00679B', day)).toBeCloseTo(2700 * index, 6)
    }
  })

  it("of the leveraged fund moves twice the underlying NAV's daily return, compounding", () => {
    for (const day of days) {
      const previous = previousTradingDay(day)
      const underlying = navOn('0050', day) / navOn('0050', previous) - 1
      expect(navOn('00631L', day) / navOn('00631L', previous) - 1).toBeCloseTo(2 * underlying, 10)
    }
    // Intraday: twice the underlying's move since the last close.
    const day = taipeiDay(monday)
    const intraday = (etfNavAt(seed, instrument('0050'), monday) ?? 0) / navOn('0050', previousTradingDay(day)) - 1
    expect(
      (etfNavAt(seed, instrument('00631L'), monday) ?? 0) / navOn('00631L', previousTradingDay(day)) - 1,
    ).toBeCloseTo(2 * intraday, 10)
  })

  it("during the session is its holdings' live value; before the open the last NAV; after the close the day's", () => {
    const day = taipeiDay(monday)
    const live = etfNavAt(seed, instrument('0050'), monday) ?? 0
    const etf = definition('0050')
    if (etf.tracks.kind !== 'basket') throw new Error('0050 is a basket')
    const total = etf.tracks.holdings.reduce((sum, holding) => sum + holding.weight, 0)
    const value = etf.tracks.holdings.reduce(
      (sum, { symbol, weight }) =>
        sum +
        (weight / total) *
          (stateAt(seed, instrument(symbol), monday).price / closeOn(seed, instrument(symbol), anchorDay)),
      0,
    )
    expect(live).toBeCloseTo(7000 * value, 6)
    expect(etfNavAt(seed, instrument('0050'), at('2026-11-23T08:45:00+08:00'))).toBeCloseTo(
      navOn('0050', previousTradingDay(day)),
      6,
    )
    expect(etfNavAt(seed, instrument('0050'), at('2026-11-23T20:00:00+08:00'))).toBeCloseTo(navOn('0050', day), 6)
    // A weekend: Friday's.
    expect(etfNavAt(seed, instrument('0050'), at('2026-11-29T12:00:00+08:00'))).toBeCloseTo(
      navOn('0050', taipeiDay(at('2026-11-27T12:00:00+08:00'))),
      6,
    )
  })

  it('is the same for the same seed and differs for another', () => {
    const navs = (worldSeed: number) => etfDefinitions.map((etf) => navOn(etf.symbol, days.at(-1) ?? 0, worldSeed))
    expect(navs(seed)).toEqual(navs(seed))
    expect(navs(7)).not.toEqual(navs(seed))
  })
})

describe('the price around its NAV', () => {
  it('closes at its NAV times its premium, on a tick (unless the band stops it)', () => {
    for (const etf of etfDefinitions) {
      const etfInstrument = instrument(etf.symbol)
      for (const day of days) {
        const close = closeOn(seed, etfInstrument, day)
        const target = navOn(etf.symbol, day) * (1 + premiumAt(seed, etf, day, 'close'))
        const limited = Math.abs(target / closeOn(seed, etfInstrument, previousTradingDay(day)) - 1) > 0.099
        if (!limited)
          expect(Math.abs(close - target), `${etf.symbol} ${day}`).toBeLessThanOrEqual(
            tickSize(kindOf(etfInstrument), close) / 2 + 1,
          )
      }
    }
  })

  it('opens at the NAV of its holdings at their opens, with the open premium', () => {
    const etf = definition('00878')
    if (etf.tracks.kind !== 'basket') throw new Error('00878 is a basket')
    const total = etf.tracks.holdings.reduce((sum, holding) => sum + holding.weight, 0)
    for (const day of days.slice(-10)) {
      const nav =
        2100 *
        etf.tracks.holdings.reduce(
          (sum, { symbol, weight }) =>
            sum +
            (weight / total) * (openOn(seed, instrument(symbol), day) / closeOn(seed, instrument(symbol), anchorDay)),
          0,
        )
      expect(
        Math.abs(openOn(seed, instrument('00878'), day) - nav * (1 + premiumAt(seed, etf, day, 'open'))),
      ).toBeLessThanOrEqual(1)
    }
  })

  it('keeps premiums within a few times each fund’s spread at the close', () => {
    for (const etf of etfDefinitions) {
      for (const day of days) {
        const premium = closeOn(seed, instrument(etf.symbol), day) / navOn(etf.symbol, day) - 1
        expect(Math.abs(premium), `${etf.symbol} ${day}`).toBeLessThan(3.5 * etf.premiumSpread + 0.001)
      }
    }
  })

  it('shows premiums and discounts both, over the seeded days', () => {
    const signs = new Set(days.map((day) => Math.sign(closeOn(seed, instrument('0050'), day) - navOn('0050', day))))
    expect(signs).toContain(1)
    expect(signs).toContain(-1)
  })
})

describe('premium arithmetic', () => {
  it.each([
    [7015, 7000, 21],
    [7000, 7015, -21],
    [7000, 7000, 0],
    [2101, 2100, 5],
    [2099, 2100, -5],
    [950, 947, 32],
  ])('a price of %i over a NAV of %i is %i hundredths of a per cent', (price, nav, expected) => {
    expect(premiumBasisPoints(price, nav)).toBe(expected)
  })
})

describe('quotes and lists', () => {
  it("an ETF's quote has its NAV and premium; anything else has neither", () => {
    const etf = quote(seed, instrument('0050'), monday)
    const nav = Math.round(etfNavAt(seed, instrument('0050'), monday) ?? 0)
    expect(etf.nav).toBe((nav / 100).toFixed(2))
    expect(etf.premium).toBe((premiumBasisPoints(Number(etf.price.replace('.', '')), nav) / 100).toFixed(2))
    expect(quote(seed, instrument('2330'), monday)).toMatchObject({ nav: null, premium: null })
    expect(quote(seed, instrument('IX0001'), monday)).toMatchObject({ nav: null, premium: null })
  })

  it('ETF rows of a list carry their NAV and premium; other rows do not', () => {
    const etfs = top(seed, monday, 'volume', 'etf', 1)
    expect(etfs).toHaveLength(9)
    for (const row of etfs)
      expect(row).toMatchObject({
        nav: expect.stringMatching(/^\d+\.\d{2}$/),
        premium: expect.stringMatching(/^-?\d+\.\d{2}$/),
      })
    expect(etfs.find((row) => row.symbol === '0050')).toMatchObject({
      nav: quote(seed, instrument('0050'), monday).nav,
    })
    for (const row of search(seed, monday, '23')) expect(row).not.toHaveProperty('nav')
  })
})
