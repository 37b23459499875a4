// The deterministic market: every price, volume and book is a pure function of (world
// seed, symbol, instant). Daily closes are a random walk from the anchor day's level (the
// levels of docs/market-rules.md stand on Friday 2026-11-20) forwards and backwards, each
// stock's daily return following the market index (beta) plus its own noise, kept inside
// the +/-10 % band and on valid ticks. Within a day, the price runs minute by minute on a
// Brownian bridge from the open to the close, inside the band, on ticks. Weekends do not
// trade; outside the session the last close stands. An ETF's open and close are its NAV
// (from what it holds: nav.ts) with a small premium, so its price follows its basket.
import {
  clampToLimits,
  type InstrumentKind,
  isTradingDay,
  lotShares,
  marketPhase,
  nextTradingDay,
  previousTradingDay,
  type PriceLimits,
  priceLimits,
  roundToTick,
  sessionTimes,
  stepPrice,
  taipeiDay,
  taipeiInstant,
  taipeiMinute,
  tradingDayAtOrBefore,
} from '#rules/market.ts'

import { anchorDay } from './anchor.ts'
import { etfDefinition, type EtfDefinition } from './etfs.ts'
import { findInstrument, type Instrument, kindOf } from './instruments.ts'
import { navAt, premiumAt, type PricePoint, type PriceReader } from './nav.ts'
import { stream, type Stream } from './prng.ts'

const minuteMs = 60_000
/** Continuous-trading minutes, 09:00-13:25. */
export const continuousMinutes = sessionTimes.closingAuction - sessionTimes.open
export { anchorDay }
/** A daily move never goes beyond this (the band is 10 %). */
const maxDailyReturn = 0.095

/** One trading day of one instrument. */
export interface SessionDay {
  day: number
  /** The previous close (參考價). */
  reference: number
  limits: PriceLimits
  open: number
  close: number
  high: number
  low: number
  /** Price at the end of each continuous minute (09:00-09:01 is minute 0). */
  minutePrices: Int32Array
  /** Lots traded in each continuous minute (the opening auction is in minute 0). */
  minuteVolumes: Int32Array
  /** Lots matched by the 13:30 closing auction. */
  closingVolume: number
  /** Total lots and turnover (cents) of the day. */
  volume: number
  turnover: number
}

/** A price at an instant: the last trade, with what was traded up to then. */
export interface MarketState {
  instrument: Instrument
  kind: InstrumentKind
  /** The session the state belongs to (the last trading day at or before the instant). */
  session: SessionDay
  /** Whether the session has started (false before 09:00: no trade yet today). */
  started: boolean
  price: number
  open: number
  high: number
  low: number
  /** Lots and turnover (cents) traded so far. */
  volume: number
  turnover: number
  /** When the last trade (or the close) happened; the reference instant before the open. */
  at: number
}

// --- caches (pure functions of their keys, shared by every world) -------------------------

const maxCachedDays = 40_000
const sessionCache = new Map<string, SessionDay>()
const closeCache = new Map<string, Map<number, number>>()

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= maxCachedDays) cache.clear()
  cache.set(key, value)
  return value
}

// --- daily closes ----------------------------------------------------------------------

/** The market's (TAIEX's) return of a day. */
function marketReturn(seed: number, day: number): number {
  return clampReturn(stream(seed, 'market', day).normal() * 0.009)
}

function clampReturn(value: number): number {
  return Math.max(-maxDailyReturn, Math.min(maxDailyReturn, value))
}

/** An instrument's return of a day: beta times the market's (its own index's) plus its own noise. */
function dailyReturn(seed: number, instrument: Instrument, day: number): number {
  const market = marketReturn(seed, day)
  // TAIEX is the market; everything else (the OTC index too) follows it with its beta.
  if (instrument.board === 'index' && instrument.beta === 1) return market
  const own = stream(seed, instrument.symbol, day, 'own').normal() * instrument.volatility * 0.8
  return clampReturn(market * instrument.beta + own)
}

const levelOf = (instrument: Instrument) => roundToTick(kindOf(instrument), Math.round(instrument.level * 100))

/** The prices of a seed's market, as the NAV arithmetic reads them. */
function marketOf(seed: number): PriceReader {
  return {
    seed,
    price(instrument: Instrument, point: PricePoint): number {
      if (point.at === 'close') return closeOn(seed, instrument, point.day)
      if (point.at === 'open') return openOn(seed, instrument, point.day)
      return stateAt(seed, instrument, point.instant).price
    },
  }
}

/** Where an ETF's price heads at a day's close or open: its NAV with the day's premium (cents, unrounded). */
function etfTarget(seed: number, etf: EtfDefinition, day: number, at: 'open' | 'close'): number {
  return navAt(marketOf(seed), etf, { at, day }) * (1 + premiumAt(seed, etf, day, at))
}

/** The close a day's move leads to from the previous close (before the band and ticks). */
function closeAfter(seed: number, instrument: Instrument, day: number, previousClose: number): number {
  const etf = etfDefinition(instrument.symbol)
  return etf === undefined
    ? previousClose * (1 + dailyReturn(seed, instrument, day))
    : etfTarget(seed, etf, day, 'close')
}

/** The previous close a day's move came from, given the day's close (before the band and ticks). */
function closeBefore(seed: number, instrument: Instrument, day: number, close: number): number {
  const etf = etfDefinition(instrument.symbol)
  return etf === undefined
    ? close / (1 + dailyReturn(seed, instrument, day))
    : etfTarget(seed, etf, previousTradingDay(day), 'close')
}

/** The close of a trading day, walking from the anchor day. */
export function closeOn(seed: number, instrument: Instrument, day: number): number {
  const key = `${seed}|${instrument.symbol}`
  const closes =
    closeCache.get(key) ?? remember(closeCache, key, new Map<number, number>([[anchorDay, levelOf(instrument)]]))
  const known = closes.get(day)
  if (known !== undefined) return known
  const kind = kindOf(instrument)
  if (day > anchorDay) {
    let current = anchorDay
    let close = levelOf(instrument)
    // Start from the latest known close before `day`.
    for (let probe = previousTradingDay(day); probe > anchorDay; probe = previousTradingDay(probe)) {
      const cached = closes.get(probe)
      if (cached !== undefined) {
        current = probe
        close = cached
        break
      }
    }
    while (current < day) {
      const next = nextTradingDay(current)
      close = clampToLimits(
        roundToTick(kind, Math.round(closeAfter(seed, instrument, next, close))),
        priceLimits(kind, close),
      )
      close = Math.max(1, close)
      closes.set(next, close)
      current = next
    }
    return close
  }
  let current = anchorDay
  let close = levelOf(instrument)
  for (let probe = nextTradingDay(day); probe < anchorDay; probe = nextTradingDay(probe)) {
    const cached = closes.get(probe)
    if (cached !== undefined) {
      current = probe
      close = cached
      break
    }
  }
  while (current > day) {
    const previous = previousTradingDay(current)
    // The close before, such that this close lies inside that day's band.
    let before = Math.max(1, roundToTick(kind, Math.round(closeBefore(seed, instrument, current, close))))
    for (let guard = 0; guard < 1000; guard += 1) {
      const limits = priceLimits(kind, before)
      if (close > limits.limitUp) before = stepPrice(kind, before, 1)
      else if (close < limits.limitDown) before = stepPrice(kind, before, -1)
      else break
    }
    closes.set(previous, before)
    close = before
    current = previous
  }
  return close
}

// --- one session ---------------------------------------------------------------------------

/**
 * A day's open: a stock gaps part of the way towards its close, with noise; an ETF opens at
 * its NAV from its holdings' opens, with the open's premium. Takes the session's first draw
 * (the rest of the session draws after it).
 */
function openingPrice(
  seed: number,
  instrument: Instrument,
  day: number,
  reference: number,
  close: number,
  draws: Stream,
): number {
  const kind = kindOf(instrument)
  const noise = draws.normal()
  const etf = etfDefinition(instrument.symbol)
  const target =
    etf === undefined
      ? reference * (1 + (close / reference - 1) * 0.3 + noise * instrument.volatility * 0.25)
      : etfTarget(seed, etf, day, 'open')
  return clampToLimits(roundToTick(kind, Math.round(target)), priceLimits(kind, reference))
}

/** The open of a trading day, without the rest of its session. */
export function openOn(seed: number, instrument: Instrument, day: number): number {
  const cached = sessionCache.get(`${seed}|${instrument.symbol}|${day}`)
  if (cached !== undefined) return cached.open
  const reference = closeOn(seed, instrument, previousTradingDay(day))
  return openingPrice(
    seed,
    instrument,
    day,
    reference,
    closeOn(seed, instrument, day),
    stream(seed, instrument.symbol, day, 'session'),
  )
}

/** The whole of one trading day of an instrument. */
export function sessionDay(seed: number, instrument: Instrument, day: number): SessionDay {
  const key = `${seed}|${instrument.symbol}|${day}`
  const cached = sessionCache.get(key)
  if (cached !== undefined) return cached
  const kind = kindOf(instrument)
  const reference = closeOn(seed, instrument, previousTradingDay(day))
  const close = closeOn(seed, instrument, day)
  const limits = priceLimits(kind, reference)
  const draws = stream(seed, instrument.symbol, day, 'session')
  const dayReturn = close / reference - 1
  const open = openingPrice(seed, instrument, day, reference, close, draws)

  // Brownian bridge from the open to the close over the continuous minutes.
  const n = continuousMinutes
  const walk = new Float64Array(n + 1)
  for (let step = 1; step <= n; step += 1) walk[step] = (walk[step - 1] ?? 0) + draws.normal()
  const end = walk[n] ?? 0
  const sigma = (reference * instrument.volatility * (etfDefinition(instrument.symbol) ? 0.35 : 0.7)) / Math.sqrt(n)
  const minutePrices = new Int32Array(n)
  let high = Math.max(open, close)
  let low = Math.min(open, close)
  for (let minute = 0; minute < n; minute += 1) {
    const t = minute + 1
    const value = open + ((close - open) * t) / n + sigma * ((walk[t] ?? 0) - (t / n) * end)
    const price = minute === n - 1 ? close : clampToLimits(roundToTick(kind, Math.max(1, Math.round(value))), limits)
    minutePrices[minute] = price
    if (price > high) high = price
    if (price < low) low = price
  }

  // Volume: more on big days, U-shaped across the session, 8 % in the closing auction.
  const dayVolume = Math.round(instrument.typicalVolume * (0.6 + draws.uniform() * 0.8) * (1 + Math.abs(dayReturn) * 6))
  const weights = new Float64Array(n)
  let weightSum = 0
  for (let minute = 0; minute < n; minute += 1) {
    const centred = (minute - n / 2) / (n / 2)
    const weight = (1 + 3 * centred * centred) * (0.5 + draws.uniform())
    weights[minute] = weight
    weightSum += weight
  }
  const minuteVolumes = new Int32Array(n)
  const unit = kind === 'index' ? 1e8 * 100 : lotShares
  let volume = 0
  let turnover = 0
  for (let minute = 0; minute < n; minute += 1) {
    const lots = Math.floor((dayVolume * 0.92 * (weights[minute] ?? 0)) / weightSum)
    minuteVolumes[minute] = lots
    volume += lots
    turnover += kind === 'index' ? lots * unit : lots * unit * (minutePrices[minute] ?? 0)
  }
  const closingVolume = Math.round(dayVolume * 0.08)
  volume += closingVolume
  turnover += kind === 'index' ? closingVolume * unit : closingVolume * unit * close

  return remember(sessionCache, key, {
    day,
    reference,
    limits,
    open,
    close,
    high,
    low,
    minutePrices,
    minuteVolumes,
    closingVolume,
    volume,
    turnover,
  })
}

// --- the state at an instant ------------------------------------------------------------------

/** Whole minutes of continuous trading that have ended at `instant` on its day (0 at 09:00:xx). */
function endedMinutes(instant: number): number {
  const openAt = taipeiInstant(taipeiDay(instant), 0, sessionTimes.open)
  return Math.floor((instant - openAt) / minuteMs)
}

/**
 * The states of each session already worked out, by what they depend on: before the open,
 * after the close (or a later day), or the continuous minutes ended. Every price of a position,
 * an order or a quote asks for one, and adding up the day's minutes again each time was the
 * largest cost of listing many open orders.
 */
const statesOfSession = new WeakMap<SessionDay, Map<number, MarketState>>()
const beforeOpenKey = -1
const afterCloseKey = -2

export function stateAt(seed: number, instrument: Instrument, instant: number): MarketState {
  const today = taipeiDay(instant)
  const day = tradingDayAtOrBefore(today)
  const session = sessionDay(seed, instrument, day)
  const minute = taipeiMinute(instant)
  const key =
    day !== today || minute >= sessionTimes.close
      ? afterCloseKey
      : minute < sessionTimes.open
        ? beforeOpenKey
        : Math.min(endedMinutes(instant), continuousMinutes)
  let states = statesOfSession.get(session)
  if (states === undefined) statesOfSession.set(session, (states = new Map()))
  let state = states.get(key)
  if (state === undefined) states.set(key, (state = Object.freeze(stateFromScratch(seed, instrument, instant))))
  return state
}

function stateFromScratch(seed: number, instrument: Instrument, instant: number): MarketState {
  const today = taipeiDay(instant)
  const day = tradingDayAtOrBefore(today)
  const session = sessionDay(seed, instrument, day)
  const kind = kindOf(instrument)
  const base = { instrument, kind, session }
  const closed = {
    ...base,
    started: true,
    price: session.close,
    open: session.open,
    high: session.high,
    low: session.low,
    volume: session.volume,
    turnover: session.turnover,
  }
  if (day !== today) return { ...closed, at: taipeiInstant(day, 0, sessionTimes.close) }
  const minute = taipeiMinute(instant)
  if (minute < sessionTimes.open) {
    const reference = session.reference
    return {
      ...base,
      started: false,
      price: reference,
      open: reference,
      high: reference,
      low: reference,
      volume: 0,
      turnover: 0,
      at: taipeiInstant(previousTradingDay(day), 0, sessionTimes.close),
    }
  }
  if (minute >= sessionTimes.close) return { ...closed, at: taipeiInstant(day, 0, sessionTimes.close) }
  const ended = Math.min(endedMinutes(instant), continuousMinutes)
  let price = session.open
  let high = session.open
  let low = session.open
  let volume = 0
  let turnover = 0
  for (let index = 0; index < ended; index += 1) {
    price = session.minutePrices[index] ?? price
    if (price > high) high = price
    if (price < low) low = price
    const lots = session.minuteVolumes[index] ?? 0
    volume += lots
    turnover += kind === 'index' ? lots * 1e10 : lots * lotShares * price
  }
  return {
    ...base,
    started: true,
    price,
    open: session.open,
    high,
    low,
    volume,
    turnover,
    at: taipeiInstant(day, 0, sessionTimes.open + ended),
  }
}

/**
 * The NAV per unit (cents, unrounded) of an ETF at an instant, as its holdings stand then:
 * the estimated NAV during the session, the day's NAV after the close; undefined for
 * anything but an ETF.
 */
export function etfNavAt(seed: number, instrument: Instrument, instant: number): number | undefined {
  const etf = etfDefinition(instrument.symbol)
  return etf === undefined
    ? undefined
    : navAt(marketOf(seed), etf, { at: 'instant', instant, day: tradingDayAtOrBefore(taipeiDay(instant)) })
}

/** The state of a symbol, or undefined for a symbol the market does not have. */
export function stateOf(seed: number, symbol: string, instant: number): MarketState | undefined {
  const instrument = findInstrument(symbol)
  return instrument === undefined ? undefined : stateAt(seed, instrument, instant)
}

// --- trades over time (for fills) -----------------------------------------------------------------

export interface Trade {
  at: number
  price: number
  /** The opening or closing call auction, rather than a continuous-trading minute. */
  auction: 'open' | 'close' | undefined
}

/**
 * The trades of an instrument with `from <= at <= to`, oldest first: each day's opening
 * auction (09:00), the end of every continuous minute (09:01-13:25), the closing auction
 * (13:30).
 */
export function* tradesBetween(seed: number, instrument: Instrument, from: number, to: number): Generator<Trade> {
  if (to < from) return
  for (let day = taipeiDay(from); day <= taipeiDay(to); day += 1) {
    if (!isTradingDay(day)) continue
    const session = sessionDay(seed, instrument, day)
    const openAt = taipeiInstant(day, 0, sessionTimes.open)
    const events: Trade[] = [{ at: openAt, price: session.open, auction: 'open' }]
    for (let minute = 0; minute < continuousMinutes; minute += 1) {
      events.push({
        at: openAt + (minute + 1) * minuteMs,
        price: session.minutePrices[minute] ?? session.close,
        auction: undefined,
      })
    }
    events.push({ at: taipeiInstant(day, 0, sessionTimes.close), price: session.close, auction: 'close' })
    for (const event of events) if (event.at >= from && event.at <= to) yield event
  }
}

// --- the five-level book ---------------------------------------------------------------------

export interface BookLevel {
  price: number
  /** Lots waiting at this price. */
  lots: number
}

/**
 * Five bids and five asks around the last price: the best ask at the last price, the best
 * bid one tick below, sizes drawn per minute. There are no asks at limit-up and no bids at
 * limit-down (the side is exhausted), and no book before the day's open, when the market
 * is closed (nights, weekends, holidays) or for an index.
 */
export function bookAt(seed: number, state: MarketState, instant: number): { bids: BookLevel[]; asks: BookLevel[] } {
  const { kind, session, price } = state
  if (kind === 'index' || !state.started || marketPhase(instant) === 'closed') return { bids: [], asks: [] }
  const draws = stream(seed, state.instrument.symbol, session.day, Math.floor(instant / minuteMs), 'book')
  const size = () => Math.max(1, Math.round((state.instrument.typicalVolume / 400) * (0.2 + draws.uniform() * 1.6)))
  const asks: BookLevel[] = []
  const bids: BookLevel[] = []
  const { limitUp, limitDown } = session.limits
  for (let ask = price; price < limitUp && ask <= limitUp && asks.length < 5; ask = stepPrice(kind, ask, 1)) {
    asks.push({ price: ask, lots: size() })
  }
  for (
    let bid = stepPrice(kind, price, -1);
    price > limitDown && bid >= limitDown && bids.length < 5;
    bid = stepPrice(kind, bid, -1)
  ) {
    bids.push({ price: bid, lots: size() })
  }
  return { bids, asks }
}

// --- bars ----------------------------------------------------------------------------------------

export interface Bar {
  /** The bar's start. */
  at: number
  open: number
  high: number
  low: number
  close: number
  /** Lots (for an index, 100 million TWD units). */
  volume: number
  /** Turnover in cents. */
  turnover: number
}

/**
 * One-minute bars of a session up to `instant` (all of them once it is over), with the closing
 * auction as a last bar at 13:30.
 */
export function minuteBars(seed: number, instrument: Instrument, day: number, instant: number): Bar[] {
  const session = sessionDay(seed, instrument, day)
  const kind = kindOf(instrument)
  const openAt = taipeiInstant(day, 0, sessionTimes.open)
  const closeAt = taipeiInstant(day, 0, sessionTimes.close)
  const ended =
    instant >= closeAt
      ? continuousMinutes
      : Math.max(0, Math.min(continuousMinutes, Math.floor((instant - openAt) / minuteMs)))
  const bars: Bar[] = []
  let previous = session.open
  for (let minute = 0; minute < ended; minute += 1) {
    const close = session.minutePrices[minute] ?? previous
    const lots = session.minuteVolumes[minute] ?? 0
    bars.push({
      at: openAt + minute * minuteMs,
      open: previous,
      high: Math.max(previous, close),
      low: Math.min(previous, close),
      close,
      volume: lots,
      turnover: kind === 'index' ? lots * 1e10 : lots * lotShares * close,
    })
    previous = close
  }
  if (instant >= closeAt) {
    const lots = session.closingVolume
    bars.push({
      at: closeAt,
      open: previous,
      high: Math.max(previous, session.close),
      low: Math.min(previous, session.close),
      close: session.close,
      volume: lots,
      turnover: kind === 'index' ? lots * 1e10 : lots * lotShares * session.close,
    })
  }
  return bars
}

/** Merges consecutive bars into one. */
export function mergeBars(bars: readonly Bar[]): Bar {
  const [first] = bars
  if (first === undefined) throw new RangeError('no bars to merge')
  let merged = { ...first }
  for (const bar of bars.slice(1)) {
    merged = {
      at: merged.at,
      open: merged.open,
      high: Math.max(merged.high, bar.high),
      low: Math.min(merged.low, bar.low),
      close: bar.close,
      volume: merged.volume + bar.volume,
      turnover: merged.turnover + bar.turnover,
    }
  }
  return merged
}

/** Groups bars by a key (keeping their order) and merges each group. */
export function groupBars(bars: readonly Bar[], keyOf: (bar: Bar) => number | string): Bar[] {
  const groups: Bar[][] = []
  let lastKey: number | string | undefined
  for (const bar of bars) {
    const key = keyOf(bar)
    if (key !== lastKey || groups.length === 0) groups.push([])
    groups.at(-1)?.push(bar)
    lastKey = key
  }
  return groups.map(mergeBars)
}

/**
 * Daily bars of the `count` trading days up to `instant` (today's bar so far included once
 * the session has started).
 */
export function dailyBars(seed: number, instrument: Instrument, instant: number, count: number): Bar[] {
  const state = stateAt(seed, instrument, instant)
  const days: number[] = []
  let day = state.session.day
  if (!state.started) day = previousTradingDay(day)
  while (days.length < count) {
    days.push(day)
    day = previousTradingDay(day)
  }
  days.reverse()
  return days.map((each) => {
    const at = taipeiInstant(each, 0, sessionTimes.open)
    if (each === state.session.day) {
      return {
        at,
        open: state.open,
        high: state.high,
        low: state.low,
        close: state.price,
        volume: state.volume,
        turnover: state.turnover,
      }
    }
    const session = sessionDay(seed, instrument, each)
    return {
      at,
      open: session.open,
      high: session.high,
      low: session.low,
      close: session.close,
      volume: session.volume,
      turnover: session.turnover,
    }
  })
}
