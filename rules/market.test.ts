// The market rules, table-driven: ticks, the band, fees, trading days, sessions, locks.
import { describe, expect, it } from 'vitest'

import {
  ceilToTick,
  changeBasisPoints,
  commission,
  discountTenths,
  floorDiv,
  floorToTick,
  formatCents,
  formatDiscount,
  type InstrumentKind,
  isOnTick,
  isTradingDay,
  marketPhase,
  nextTradingDay,
  orderWindow,
  parseCents,
  parseDiscountPerMille,
  parseRatePpm,
  previousTradingDay,
  priceLimits,
  ratePercent,
  roundToTick,
  sellLock,
  stepPrice,
  taipeiDay,
  tickSize,
  tradeCost,
  transactionTax,
} from './market.ts'

const at = (text: string) => Date.parse(text)
const fees = { ratePpm: 1425, minimum: 2000, discountPerMille: 1000 }
const twd = (units: number) => Math.round(units * 100)

describe('tick sizes', () => {
  it.each<[InstrumentKind, number, number]>([
    ['stock', twd(9.99), 1],
    ['stock', twd(10), 5],
    ['stock', twd(49.95), 5],
    ['stock', twd(50), 10],
    ['stock', twd(99.9), 10],
    ['stock', twd(100), 50],
    ['stock', twd(499.5), 50],
    ['stock', twd(500), 100],
    ['stock', twd(999), 100],
    ['stock', twd(1000), 500],
    ['stock', twd(3000), 500],
    ['etf', twd(49.99), 1],
    ['etf', twd(50), 5],
    ['etf', twd(140), 5],
    ['index', twd(32800), 1],
  ])('%s at %i cents moves by %i', (kind, price, tick) => {
    expect(tickSize(kind, price)).toBe(tick)
  })

  it.each<[InstrumentKind, number, boolean]>([
    ['stock', twd(1800), true],
    ['stock', twd(1802), false],
    ['stock', twd(1805), true],
    ['stock', twd(225.5), true],
    ['stock', twd(225.3), false],
    ['stock', twd(70.1), true],
    ['stock', twd(70.15), false],
    ['stock', twd(21.95), true],
    ['stock', twd(21.97), false],
    ['etf', twd(21.97), true],
    ['etf', twd(70.03), false],
    ['etf', twd(70.05), true],
    ['stock', 0, false],
  ])('%s price %i cents on a tick: %s', (kind, price, valid) => {
    expect(isOnTick(kind, price)).toBe(valid)
  })

  it.each<[number, number, number, number]>([
    // price, floor, ceil, nearest
    [twd(1802), twd(1800), twd(1805), twd(1800)],
    [twd(1803), twd(1800), twd(1805), twd(1805)],
    [twd(99.95), twd(99.9), twd(100), twd(100)],
    [twd(100.2), twd(100), twd(100.5), twd(100)],
    [twd(999.5), twd(999), twd(1000), twd(1000)],
    [twd(10.02), twd(10), twd(10.05), twd(10)],
  ])('stock %i cents: floor %i, ceil %i, nearest %i', (price, floor, ceil, nearest) => {
    expect(floorToTick('stock', price)).toBe(floor)
    expect(ceilToTick('stock', price)).toBe(ceil)
    expect(roundToTick('stock', price)).toBe(nearest)
  })

  it.each<[number, 1 | -1, number]>([
    [twd(100), 1, twd(100.5)],
    [twd(100), -1, twd(99.9)],
    [twd(1000), -1, twd(999)],
    [twd(1000), 1, twd(1005)],
    [twd(10), -1, twd(9.99)],
    [twd(0.01), -1, twd(0.01)],
  ])('a stock step from %i cents in direction %i lands on %i', (price, direction, next) => {
    expect(stepPrice('stock', price, direction)).toBe(next)
  })
})

describe('the daily band', () => {
  it.each<[InstrumentKind, number, number, number]>([
    ['stock', twd(1800), twd(1980), twd(1620)],
    ['stock', twd(225), twd(247.5), twd(202.5)],
    ['stock', twd(84), twd(92.4), twd(75.6)],
    ['stock', twd(127), twd(139.5), twd(114.5)], // 139.7 and 114.3 rounded inside the band
    ['stock', twd(9.5), twd(10.45), twd(8.55)],
    ['stock', twd(95), twd(104.5), twd(85.5)], // limit-up crosses into the 0.5 band
    ['etf', twd(9.5), twd(10.45), twd(8.55)],
    ['etf', twd(36), twd(39.6), twd(32.4)],
    ['etf', twd(70), twd(77), twd(63)],
  ])('%s with reference %i cents: limit-up %i, limit-down %i', (kind, reference, up, down) => {
    const limits = priceLimits(kind, reference)
    expect(limits).toEqual({ limitUp: up, limitDown: down })
    expect(isOnTick(kind, limits.limitUp) && isOnTick(kind, limits.limitDown)).toBe(true)
    expect(limits.limitUp * 100).toBeLessThanOrEqual(reference * 110)
    expect(limits.limitDown * 100).toBeGreaterThanOrEqual(reference * 90)
  })
})

describe('prices as text', () => {
  it.each<[string, number | undefined]>([
    ['1800', 180000],
    ['1800.5', 180050],
    ['0.05', 5],
    ['-12.30', -1230],
    ['1.234', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('%s parses to %s cents', (text, cents) => {
    expect(parseCents(text)).toBe(cents)
  })

  it.each<[number, string]>([
    [180050, '1800.50'],
    [5, '0.05'],
    [-5, '-0.05'],
    [0, '0.00'],
  ])('%i cents reads %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text)
  })

  it.each<[number, number, number]>([
    [twd(101.25), twd(100), 125],
    [twd(98.76), twd(100), -124],
    [twd(100), twd(100), 0],
    [twd(1), 0, 0],
  ])('change of %i against %i is %i hundredths of a percent', (price, reference, basisPoints) => {
    expect(changeBasisPoints(price, reference)).toBe(basisPoints)
  })
})

describe('costs', () => {
  it.each<[string, number | undefined]>([
    ['0.001425', 1425],
    ['.001', 1000],
    ['0', 0],
    ['1.5', undefined],
    ['0.0000001', undefined],
  ])('rate %s is %s ppm', (text, ppm) => {
    expect(parseRatePpm(text)).toBe(ppm)
  })

  it.each<[number, number]>([
    [twd(226_000), twd(322)], // 322.05 rounded down
    [twd(1_800_000), twd(2565)],
    [twd(10_000), twd(20)], // 14.25 is below the minimum
    [twd(1), twd(20)],
  ])('commission on %i cents is %i', (value, fee) => {
    expect(commission(value, fees)).toBe(fee)
  })

  it.each<[number, number]>([
    [twd(226_000), twd(90)], // 0.1425 % x 0.28 = 90.17, rounded down
    [twd(1_800_000), twd(718)], // 718.2
    [twd(50_000), twd(20)], // 19.95 is below the minimum
    [twd(10_000_000_000), twd(3_990_000)], // exact far beyond what floats keep
  ])('with 2.8折, commission on %i cents is %i', (value, fee) => {
    expect(commission(value, { ...fees, discountPerMille: 280 })).toBe(fee)
  })

  it.each<[string, number | undefined]>([
    ['0.28', 280],
    ['0.168', 168],
    ['0.6', 600],
    ['1', 1000],
    ['1.000', 1000],
    ['0', undefined],
    ['0.0', undefined],
    ['1.5', undefined],
    ['0.1234', undefined],
    ['28', undefined],
  ])('discount %s is %s thousandths of the rate', (text, perMille) => {
    expect(parseDiscountPerMille(text)).toBe(perMille)
  })

  it('writes a discount back as the contract sends it', () => {
    expect([280, 168, 600, 1000].map(formatDiscount)).toEqual(['0.28', '0.168', '0.6', '1'])
    expect([280, 168, 600].map(discountTenths)).toEqual(['2.8', '1.68', '6'])
    expect([1425, 1000, 10_000].map(ratePercent)).toEqual(['0.1425', '0.1', '1'])
    for (const perMille of [1, 5, 280, 999, 1000])
      expect(parseDiscountPerMille(formatDiscount(perMille))).toBe(perMille)
  })

  it.each<[number, InstrumentKind, boolean, number]>([
    [twd(207_300), 'stock', false, twd(621)], // 0.3 %, 621.9 rounded down
    [twd(207_300), 'etf', false, twd(207)], // 0.1 %
    [twd(207_300), 'stock', true, twd(310)], // 0.15 % day trade
    [twd(207_300), 'etf', true, twd(207)], // ETFs keep 0.1 %
  ])('tax on %i cents of %s (day trade %s) is %i', (value, kind, dayTrade, tax) => {
    expect(transactionTax(value, kind, dayTrade)).toBe(tax)
  })

  it('a buy costs value plus commission; a sale brings value less commission and tax', () => {
    expect(tradeCost('buy', twd(226), 1000, 'stock', fees)).toEqual({
      value: twd(226_000),
      commission: twd(322),
      tax: 0,
      total: twd(226_322),
    })
    expect(tradeCost('sell', twd(226), 1000, 'stock', fees)).toEqual({
      value: twd(226_000),
      commission: twd(322),
      tax: twd(678),
      total: twd(225_000),
    })
  })

  it('a tiny sale never costs money: its fees are capped at the proceeds', () => {
    expect(tradeCost('sell', twd(9.5), 1, 'etf', fees)).toEqual({ value: 950, commission: 950, tax: 0, total: 0 })
  })

  it('divides exactly where floats would not', () => {
    expect(floorDiv(9_007_199_254_740_000, 10)).toBe(900_719_925_474_000)
    expect(floorDiv(-7, 2)).toBe(-4)
  })
})

describe('trading days', () => {
  it.each<[string, boolean]>([
    ['2026-11-20', true], // Friday
    ['2026-11-21', false], // Saturday
    ['2026-11-22', false], // Sunday
    ['2026-11-23', true], // Monday
    ['2026-12-25', false], // Constitution Day, a Friday
    ['2027-01-01', false], // New Year's Day, a Friday
  ])('%s trades: %s', (date, trades) => {
    expect(isTradingDay(taipeiDay(at(`${date}T12:00:00+08:00`)))).toBe(trades)
  })

  it('has no session and takes no order on a holiday', () => {
    const newYear = at('2027-01-01T10:00:00+08:00')
    expect(marketPhase(newYear)).toBe('closed')
    expect(orderWindow(newYear, 'lot')).toEqual({ open: false })
    expect(orderWindow(newYear, 'odd')).toEqual({ open: false })
    expect(marketPhase(at('2027-01-04T10:00:00+08:00'))).toBe('continuous')
  })

  it('steps over weekends', () => {
    const monday = taipeiDay(at('2026-11-23T12:00:00+08:00'))
    expect(previousTradingDay(monday)).toBe(monday - 3)
    expect(nextTradingDay(monday - 3)).toBe(monday)
  })
})

describe('sessions', () => {
  it.each<[string, string]>([
    ['2026-11-23T08:29:00+08:00', 'closed'],
    ['2026-11-23T08:30:00+08:00', 'preopen'],
    ['2026-11-23T09:00:00+08:00', 'continuous'],
    ['2026-11-23T13:24:59+08:00', 'continuous'],
    ['2026-11-23T13:25:00+08:00', 'closingAuction'],
    ['2026-11-23T13:30:00+08:00', 'afterHours'],
    ['2026-11-23T14:30:00+08:00', 'closed'],
    ['2026-11-21T10:00:00+08:00', 'closed'],
  ])('at %s the market is %s', (instant, phase) => {
    expect(marketPhase(at(instant))).toBe(phase)
  })

  const window = (instant: string, lot: 'lot' | 'odd') => orderWindow(at(instant), lot)
  it.each<[string, 'lot' | 'odd', Record<string, unknown> | false]>([
    ['2026-11-23T08:29:00+08:00', 'lot', false],
    [
      '2026-11-23T08:30:00+08:00',
      'lot',
      { continuous: false, matchesNow: false, auctionAt: 'open', matchesFrom: at('2026-11-23T09:00:00+08:00') },
    ],
    [
      '2026-11-23T09:30:00+08:00',
      'lot',
      { continuous: true, matchesNow: true, expiresAt: at('2026-11-23T13:30:00+08:00') },
    ],
    [
      '2026-11-23T13:26:00+08:00',
      'lot',
      { continuous: false, auctionAt: 'close', matchesFrom: at('2026-11-23T13:30:00+08:00') },
    ],
    ['2026-11-23T13:35:00+08:00', 'lot', false],
    ['2026-11-23T14:10:00+08:00', 'lot', { fixedPrice: true, matchesFrom: at('2026-11-23T14:30:00+08:00') }],
    ['2026-11-23T14:30:00+08:00', 'lot', false],
    ['2026-11-23T08:45:00+08:00', 'odd', false],
    [
      '2026-11-23T09:05:00+08:00',
      'odd',
      { continuous: false, matchesNow: false, matchesFrom: at('2026-11-23T09:10:00+08:00') },
    ],
    ['2026-11-23T09:30:00+08:00', 'odd', { continuous: false, matchesNow: true }],
    ['2026-11-23T13:35:00+08:00', 'odd', false],
    [
      '2026-11-23T13:45:00+08:00',
      'odd',
      { auctionAt: 'close', matchesFrom: at('2026-11-23T14:30:00+08:00'), fixedPrice: false },
    ],
    ['2026-11-22T10:00:00+08:00', 'lot', false],
  ])('an order at %s for %s', (instant, lot, expected) => {
    const result = window(instant, lot)
    if (expected === false) expect(result).toEqual({ open: false })
    else expect(result).toMatchObject({ open: true, ...expected })
  })
})

describe('sell locks', () => {
  const boughtAt = at('2026-11-23T09:05:00+08:00')
  it.each<[string, { dayTrade: boolean; kind: InstrumentKind }, string, Record<string, unknown>]>([
    [
      'an ordinary buy on its own day',
      { dayTrade: false, kind: 'stock' },
      '2026-11-23T13:00:00+08:00',
      { kind: 't1', until: at('2026-11-24T08:30:00+08:00') },
    ],
    [
      'an ordinary buy the next trading day',
      { dayTrade: false, kind: 'stock' },
      '2026-11-24T09:00:00+08:00',
      { kind: 'none' },
    ],
    [
      'a day-trade stock after 14 minutes',
      { dayTrade: true, kind: 'stock' },
      '2026-11-23T09:19:00+08:00',
      { kind: 'minutes', minutes: 15 },
    ],
    [
      'a day-trade stock after 15 minutes',
      { dayTrade: true, kind: 'stock' },
      '2026-11-23T09:20:00+08:00',
      { kind: 'none' },
    ],
    [
      'a day-trade ETF within its minute',
      { dayTrade: true, kind: 'etf' },
      '2026-11-23T09:05:30+08:00',
      { kind: 'minutes', minutes: 1 },
    ],
    ['a day-trade ETF after a minute', { dayTrade: true, kind: 'etf' }, '2026-11-23T09:06:00+08:00', { kind: 'none' }],
  ])('%s', (_, position, now, lock) => {
    expect(sellLock({ openedAt: boughtAt, ...position }, at(now))).toMatchObject(lock)
  })

  it('a Friday buy is sellable on Monday', () => {
    const friday = at('2026-11-20T10:00:00+08:00')
    expect(sellLock({ openedAt: friday, dayTrade: false, kind: 'stock' }, at('2026-11-21T10:00:00+08:00'))).toEqual({
      kind: 'none',
    })
    expect(
      sellLock({ openedAt: friday, dayTrade: false, kind: 'stock' }, at('2026-11-20T13:00:00+08:00')),
    ).toMatchObject({ kind: 't1', until: at('2026-11-23T08:30:00+08:00') })
  })
})
