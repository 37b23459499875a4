// The deterministic market: a pure function of (seed, symbol, instant), on ticks, inside
// the band, closed on weekends, with a year and more of history.
import { describe, expect, it } from 'vitest'

import { isOnTick, previousTradingDay, taipeiDay } from '#rules/market.ts'

import { bookAt, dailyBars, minuteBars, sessionDay, stateAt, tradesBetween } from './engine.ts'
import { findInstrument, type Instrument, instruments, kindOf } from './instruments.ts'
import { kline, quote } from './quotes.ts'

const seed = 20261123
const at = (text: string) => Date.parse(text)
const monday = at('2026-11-23T09:30:00+08:00')
const tradable = instruments.filter((instrument) => instrument.board !== 'index')
const instrument = (symbol: string): Instrument => {
  const found = findInstrument(symbol)
  if (found === undefined) throw new Error(symbol)
  return found
}

describe('the market engine', () => {
  it('stands at the seed levels on the anchor day (Friday 2026-11-20)', () => {
    const friday = at('2026-11-20T14:00:00+08:00')
    expect(stateAt(seed, instrument('2330'), friday).price).toBe(180_000)
    expect(stateAt(seed, instrument('00940'), friday).price).toBe(950)
  })

  it('gives the same quote for the same seed and instant, whatever was asked before', () => {
    const first = quote(seed, instrument('2317'), monday)
    // Ask for other symbols, other days and other instants in between.
    for (const each of tradable) stateAt(seed, each, at('2026-12-15T11:00:00+08:00'))
    kline(seed, instrument('2317'), at('2027-02-01T10:00:00+08:00'), 'day')
    expect(quote(seed, instrument('2317'), monday)).toEqual(first)
  })

  it('gives another market for another seed', () => {
    const prices = (worldSeed: number) =>
      tradable.map((each) => stateAt(worldSeed, each, at('2026-11-27T13:00:00+08:00')).price)
    expect(prices(7)).not.toEqual(prices(seed))
  })

  it('keeps every minute of every instrument on a tick and inside its band', () => {
    for (const each of tradable) {
      for (const day of [
        taipeiDay(monday),
        taipeiDay(at('2026-06-15T12:00:00+08:00')),
        taipeiDay(at('2027-03-03T12:00:00+08:00')),
      ]) {
        const session = sessionDay(seed, each, day)
        const kind = kindOf(each)
        for (const price of [session.open, session.close, session.high, session.low, ...session.minutePrices]) {
          expect(isOnTick(kind, price), `${each.symbol} ${price}`).toBe(true)
          expect(price).toBeLessThanOrEqual(session.limits.limitUp)
          expect(price).toBeGreaterThanOrEqual(session.limits.limitDown)
        }
        // The reference price is the previous session's close.
        expect(session.reference).toBe(sessionDay(seed, each, previousTradingDay(day)).close)
      }
    }
  })

  it('shows the reference price before the open and the last close on a weekend', () => {
    const preOpen = stateAt(seed, instrument('2330'), at('2026-11-24T08:45:00+08:00'))
    expect(preOpen).toMatchObject({ started: false, volume: 0 })
    expect(preOpen.price).toBe(preOpen.session.reference)

    const friday = stateAt(seed, instrument('2330'), at('2026-11-27T13:30:00+08:00'))
    const saturday = stateAt(seed, instrument('2330'), at('2026-11-28T11:00:00+08:00'))
    expect(saturday.price).toBe(friday.price)
    expect(saturday.volume).toBe(friday.volume)
  })

  it('moves minute by minute, with volume and turnover only growing', () => {
    let previous = stateAt(seed, instrument('2454'), at('2026-11-23T09:00:00+08:00'))
    for (let minute = 1; minute <= 270; minute += 7) {
      const state = stateAt(seed, instrument('2454'), at('2026-11-23T09:00:00+08:00') + minute * 60_000)
      expect(state.volume).toBeGreaterThanOrEqual(previous.volume)
      expect(state.turnover).toBeGreaterThanOrEqual(previous.turnover)
      expect(state.high).toBeGreaterThanOrEqual(state.price)
      expect(state.low).toBeLessThanOrEqual(state.price)
      previous = state
    }
  })

  it('has five bids below five asks, inside the band', () => {
    const state = stateAt(seed, instrument('2330'), monday)
    const book = bookAt(seed, state, monday)
    expect(book.asks).toHaveLength(5)
    expect(book.bids).toHaveLength(5)
    expect(book.asks[0]?.price).toBe(state.price)
    expect(Math.max(...book.bids.map((level) => level.price))).toBeLessThan(state.price)
    for (const level of [...book.bids, ...book.asks]) expect(level.lots).toBeGreaterThan(0)
    expect(bookAt(seed, stateAt(seed, instrument('IX0001'), monday), monday)).toEqual({ bids: [], asks: [] })
  })

  it('has more than a year of daily bars, each a consistent candle', () => {
    const bars = dailyBars(seed, instrument('2882'), monday, 320)
    expect(bars).toHaveLength(320)
    expect(bars.at(-1)?.at).toBe(at('2026-11-23T09:00:00+08:00'))
    expect((bars.at(-1)?.at ?? 0) - (bars[0]?.at ?? 0)).toBeGreaterThan(365 * 86_400_000)
    for (const bar of bars) {
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close))
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close))
    }
  })

  it('lists the session trades in order: the open, each minute, the close', () => {
    const trades = [
      ...tradesBetween(seed, instrument('2330'), at('2026-11-23T00:00:00+08:00'), at('2026-11-23T23:59:00+08:00')),
    ]
    expect(trades).toHaveLength(267)
    expect(trades[0]).toMatchObject({ at: at('2026-11-23T09:00:00+08:00'), auction: 'open' })
    expect(trades.at(-1)).toMatchObject({ at: at('2026-11-23T13:30:00+08:00'), auction: 'close' })
    expect(minuteBars(seed, instrument('2330'), taipeiDay(monday), monday)).toHaveLength(30)
  })

  it.each(['time', '5m', '15m', '60m', 'day', 'week', 'month'] as const)('charts %s bars oldest first', (type) => {
    const chart = kline(seed, instrument('0050'), monday, type)
    expect(chart.candles.length).toBeGreaterThan(0)
    const times = chart.candles.map((candle) => Date.parse(candle.time))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
  })
})
