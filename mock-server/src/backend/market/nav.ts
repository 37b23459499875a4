// The net asset value (淨值) of an ETF per unit, in cents (unrounded), from what it holds or
// tracks (etfs.ts) on the world's market, and the premium its price keeps over it. The
// prices come through a reader, so that the market engine (which prices an ETF from its
// NAV) can hand its own functions in without an import cycle.
//   - basket: the anchor day's level times the basket's value against the anchor day
//     (Σ weight × price / anchor price): fixed shares, no rebalancing;
//   - index: the level times the index against the anchor day;
//   - leveraged: the previous close's NAV times (1 + leverage × the underlying NAV's return
//     since that close), so it compounds day by day and decays in a swinging market.
// At a close this is the day's official NAV; during the session it is the estimated NAV
// (預估淨值) exchanges publish from the holdings' live prices; before the open, the last NAV.
import { previousTradingDay } from '#rules/market.ts'

import { BoundedCache } from '../core/bounded-cache.ts'
import { anchorDay, compoundedClose } from './anchor.ts'
import { etfDefinition, type EtfDefinition } from './etfs.ts'
import { findInstrument, type Instrument } from './instruments.ts'
import { stream } from './prng.ts'

/** Where on the market's timeline a price is read. */
export type PricePoint =
  { at: 'close'; day: number } | { at: 'open'; day: number } | { at: 'instant'; instant: number; day: number }

/** The market engine's prices, in cents, of one world seed. */
export interface PriceReader {
  readonly seed: number
  /** An instrument's price at a point (the close, the open, or the last trade at an instant). */
  price(instrument: Instrument, point: PricePoint): number
}

const closeOf = (day: number): PricePoint => ({ at: 'close', day })

function member(symbol: string): Instrument {
  const instrument = findInstrument(symbol)
  if (instrument === undefined) throw new Error(`ETF holding ${symbol} is not an instrument`)
  return instrument
}

function etf(symbol: string): EtfDefinition {
  const definition = etfDefinition(symbol)
  if (definition === undefined) throw new Error(`${symbol} is not an ETF`)
  return definition
}

/** The anchor day's NAV: the ETF's level, where its price stands that day. */
const anchorNav = (market: PriceReader, definition: EtfDefinition) =>
  market.price(member(definition.symbol), closeOf(anchorDay))

/** The NAV of an ETF at a point, in cents (unrounded). */
export function navAt(market: PriceReader, definition: EtfDefinition, point: PricePoint): number {
  const tracks = definition.tracks
  switch (tracks.kind) {
    case 'basket': {
      const total = tracks.holdings.reduce((sum, holding) => sum + holding.weight, 0)
      const value = tracks.holdings.reduce((sum, holding) => {
        const stock = member(holding.symbol)
        return sum + (holding.weight / total) * (market.price(stock, point) / market.price(stock, closeOf(anchorDay)))
      }, 0)
      return anchorNav(market, definition) * value
    }
    case 'index':
      return (
        anchorNav(market, definition) *
        (market.price(tracks.index, point) / market.price(tracks.index, closeOf(anchorDay)))
      )
    case 'leveraged': {
      const previous = previousTradingDay(point.day)
      const underlying = etf(tracks.underlying)
      const underlyingReturn = navAt(market, underlying, point) / navAt(market, underlying, closeOf(previous)) - 1
      return leveragedClose(market, definition, previous) * (1 + tracks.leverage * underlyingReturn)
    }
  }
}

// A leveraged fund's closing NAVs depend on every day since the anchor: kept per seed.
const maxCachedNavs = 40_000
const leveragedCloses = new BoundedCache<string, Map<number, number>>(maxCachedNavs)

function leveragedClose(market: PriceReader, definition: EtfDefinition, day: number): number {
  const tracks = definition.tracks
  if (tracks.kind !== 'leveraged') throw new Error(`${definition.symbol} is not leveraged`)
  const closes = leveragedCloses.get(
    `${market.seed}|${definition.symbol}`,
    () => new Map([[anchorDay, anchorNav(market, definition)]]),
  )
  const underlying = etf(tracks.underlying)
  return compoundedClose(
    closes,
    day,
    (on) =>
      1 +
      tracks.leverage *
        (navAt(market, underlying, closeOf(on)) / navAt(market, underlying, closeOf(previousTradingDay(on))) - 1),
  )
}

/**
 * The ETF's premium over its NAV at a day's open or close, as a fraction: a draw of its
 * seed, symbol and day, `premiumSpread` wide. None at the anchor day's close, where price
 * and NAV both stand at the level.
 */
export function premiumAt(seed: number, definition: EtfDefinition, day: number, at: 'open' | 'close'): number {
  if (at === 'close' && day === anchorDay) return 0
  return stream(seed, definition.symbol, day, `premium-${at}`).normal() * definition.premiumSpread
}

/** Premium of a price over a NAV in hundredths of a per cent (12 = +0.12 %), against the NAV shown (in cents). */
export function premiumBasisPoints(price: number, navCents: number): number {
  return Math.round(((price - navCents) * 10_000) / navCents)
}
