// The market as the contract shows it: quotes, list rows, indices with their breadth,
// plates, chart bars and search, at an instant of a world (its seed).
import type { ResponseData } from '#openapi/operations.ts'
import {
  changeBasisPoints,
  formatCents,
  marketPhase,
  previousTradingDay,
  taipeiDate,
  taipeiDay,
} from '#rules/market.ts'

import { toDecimalString } from '../core/minor-units.ts'
import { minuteOf, toTaipeiIso } from '../core/time.ts'
import {
  type Bar,
  bookAt,
  dailyBars,
  etfNavAt,
  groupBars,
  type MarketState,
  minuteBars,
  sessionDay,
  stateAt,
} from './engine.ts'
import {
  findPlate,
  indexSymbols,
  type Instrument,
  instrumentOf,
  instruments,
  type Plate,
  plates,
} from './instruments.ts'
import { premiumBasisPoints } from './nav.ts'

export type StockRowData = ResponseData<'/trade/search'>[number]
export type QuoteData = ResponseData<'/trade/stockdetails'>
export type IndexRowData = ResponseData<'/parameter/zhishu'>[number]
export type PlateRowData = ResponseData<'/parameter/plate'>[number]
export type KlineData = ResponseData<'/trade/kline'>
export type KlineType = KlineData['kline_type']
export type TopType = 'rise' | 'fall' | 'volume' | 'amount' | 'code'
export type TopMarket = 'all' | 'listed' | 'otc' | 'etf'

/** Hundredths of a percent as the contract's percentage: 123 -> "1.23". */
const percent = (basisPoints: number) => formatCents(basisPoints)

/** An ETF's NAV (rounded to the cent) and premium at the state's price time; nothing for anything else. */
export function etfFigures(seed: number, state: MarketState): { nav: string; premium: string } | undefined {
  const nav = etfNavAt(seed, state.instrument, state.at)
  if (nav === undefined) return undefined
  const navCents = Math.round(nav)
  return { nav: formatCents(navCents), premium: percent(premiumBasisPoints(state.price, navCents)) }
}

/** An instrument in a list; an ETF's row also carries its NAV and premium. */
export function stockRow(seed: number, state: MarketState): StockRowData {
  const reference = state.session.reference
  return {
    symbol: state.instrument.symbol,
    name: state.instrument.name,
    market: state.instrument.board,
    price: formatCents(state.price),
    preClose: formatCents(reference),
    gain: percent(changeBasisPoints(state.price, reference)),
    gainValue: formatCents(state.price - reference),
    volume: state.kind === 'index' ? 0 : state.volume,
    amount: toDecimalString(state.turnover),
    ...etfFigures(seed, state),
  }
}

export function quote(seed: number, instrument: Instrument, now: number): QuoteData {
  const state = stateAt(seed, instrument, now)
  const book = bookAt(seed, state, now)
  const isIndex = state.kind === 'index'
  const shares = state.volume * 1000
  const etf = etfFigures(seed, state)
  return {
    ...stockRow(seed, state),
    industry: instrument.industry,
    open: formatCents(state.open),
    high: formatCents(state.high),
    low: formatCents(state.low),
    avgPrice: isIndex || shares === 0 ? null : formatCents(Math.round(state.turnover / shares)),
    limitUp: isIndex ? null : formatCents(state.session.limits.limitUp),
    limitDown: isIndex ? null : formatCents(state.session.limits.limitDown),
    nav: etf?.nav ?? null,
    premium: etf?.premium ?? null,
    bids: book.bids.map((level) => ({ price: formatCents(level.price), volume: level.lots })),
    asks: book.asks.map((level) => ({ price: formatCents(level.price), volume: level.lots })),
    phase: marketPhase(now),
    tradingDay: taipeiDate(state.session.day),
    time: toTaipeiIso(state.at),
    // The minute's start: a quote reads the same all through its minute.
    serverTime: toTaipeiIso(minuteOf(now)),
  }
}

const tradableInstruments = instruments.filter((instrument) => instrument.board !== 'index')

/** One page (10 rows) of a ranking. */
export function top(seed: number, now: number, type: TopType, market: TopMarket, page: number): StockRowData[] {
  const states = tradableInstruments
    .filter((instrument) => market === 'all' || instrument.board === market)
    .map((instrument) => stateAt(seed, instrument, now))
  const change = (state: MarketState) => changeBasisPoints(state.price, state.session.reference)
  const order: Record<TopType, (a: MarketState, b: MarketState) => number> = {
    rise: (a, b) => change(b) - change(a),
    fall: (a, b) => change(a) - change(b),
    volume: (a, b) => b.volume - a.volume,
    amount: (a, b) => b.turnover - a.turnover,
    code: () => 0,
  }
  return states
    .sort((a, b) => order[type](a, b) || a.instrument.symbol.localeCompare(b.instrument.symbol))
    .slice((page - 1) * 10, page * 10)
    .map((state) => stockRow(seed, state))
}

/** The two indices with the breadth of their markets (TAIEX: listed stocks and ETFs; TPEx: OTC stocks). */
export function indices(seed: number, now: number): IndexRowData[] {
  return [indexSymbols.taiex, indexSymbols.otc].map((symbol) => {
    const instrument = instrumentOf(symbol)
    const members = tradableInstruments.filter((each) =>
      symbol === indexSymbols.otc ? each.board === 'otc' : each.board !== 'otc',
    )
    const changes = members.map((each) => {
      const state = stateAt(seed, each, now)
      return Math.sign(state.price - state.session.reference)
    })
    return {
      ...stockRow(seed, stateAt(seed, instrument, now)),
      up: changes.filter((sign) => sign > 0).length,
      down: changes.filter((sign) => sign < 0).length,
      flat: changes.filter((sign) => sign === 0).length,
    }
  })
}

function plateRow(seed: number, now: number, plate: Plate): PlateRowData {
  const rows = plate.members.map((symbol) => stateAt(seed, instrumentOf(symbol), now))
  const changes = rows.map((state) => changeBasisPoints(state.price, state.session.reference))
  const leaderIndex = changes.indexOf(Math.max(...changes))
  const leader = rows[leaderIndex] ?? rows[0]
  if (leader === undefined) throw new Error(`plate ${plate.id} has no members`)
  const sum = changes.reduce((total, change) => total + change, 0)
  return {
    id: plate.id,
    name: plate.name,
    name_en: plate.nameEn,
    kind: plate.kind,
    gain: percent(Math.round(sum / changes.length)),
    count: rows.length,
    up: changes.filter((change) => change > 0).length,
    down: changes.filter((change) => change < 0).length,
    leader: stockRow(seed, leader),
  }
}

export function plateRows(seed: number, now: number, kind: Plate['kind']): PlateRowData[] {
  return plates
    .filter((plate) => plate.kind === kind)
    .map((plate) => plateRow(seed, now, plate))
    .sort((a, b) => Number(b.gain) - Number(a.gain) || a.id.localeCompare(b.id))
}

export function plateMembers(seed: number, now: number, id: string, page: number): StockRowData[] {
  const plate = findPlate(id)
  if (plate === undefined) return []
  return plate.members
    .map((symbol) => stateAt(seed, instrumentOf(symbol), now))
    .sort(
      (a, b) =>
        changeBasisPoints(b.price, b.session.reference) - changeBasisPoints(a.price, a.session.reference) ||
        a.instrument.symbol.localeCompare(b.instrument.symbol),
    )
    .slice((page - 1) * 10, page * 10)
    .map((state) => stockRow(seed, state))
}

/** Codes starting with the text first, then names containing it; at most 20. */
export function search(seed: number, now: number, content: string): StockRowData[] {
  const text = content.trim().toUpperCase()
  if (text === '') return []
  const byCode = instruments.filter((each) => each.symbol.startsWith(text))
  const byName = instruments.filter((each) => !byCode.includes(each) && each.name.toUpperCase().includes(text))
  return [...byCode, ...byName].slice(0, 20).map((each) => stockRow(seed, stateAt(seed, each, now)))
}

// --- charts ------------------------------------------------------------------------------

const minuteMs = 60_000

/** The intraday bars of the last `sessions` trading days up to `now`. */
function recentMinuteBars(seed: number, instrument: Instrument, now: number, sessions: number): Bar[] {
  const days: number[] = []
  let day = chartSession(seed, instrument, now)
  while (days.length < sessions) {
    days.unshift(day)
    day = previousTradingDay(day)
  }
  return days.flatMap((each) => minuteBars(seed, instrument, each, now))
}

/**
 * The sessions a minute chart covers: about a hundred bars or more, enough for its 60-bar
 * average and its MACD (which needs 35 bars) to be drawn.
 */
const minuteChartSessions = { '5m': 5, '15m': 10, '60m': 20 } as const

/** Calendar week (Monday-based) and month keys of a bar, in Taipei time. */
const weekKey = (bar: Bar) => {
  const day = taipeiDay(bar.at)
  return Math.floor((day + 3) / 7) // 1970-01-05 was a Monday
}
const monthKey = (bar: Bar) => taipeiDate(taipeiDay(bar.at)).slice(0, 7)

function barsFor(seed: number, instrument: Instrument, now: number, type: KlineType): Bar[] {
  switch (type) {
    case 'time':
      return minuteBars(seed, instrument, chartSession(seed, instrument, now), now)
    case '5m':
    case '15m':
    case '60m': {
      const span = Number.parseInt(type, 10) * minuteMs
      return groupBars(recentMinuteBars(seed, instrument, now, minuteChartSessions[type]), (bar) =>
        Math.floor(bar.at / span),
      )
    }
    case 'day':
      return dailyBars(seed, instrument, now, 320)
    case 'week':
      return groupBars(dailyBars(seed, instrument, now, 780), weekKey)
    case 'month':
      return groupBars(dailyBars(seed, instrument, now, 1300), monthKey)
  }
}

/** The session the intraday line shows: today once it has started, else the last one. */
function chartSession(seed: number, instrument: Instrument, now: number): number {
  const state = stateAt(seed, instrument, now)
  return state.started ? state.session.day : previousTradingDay(state.session.day)
}

export function kline(seed: number, instrument: Instrument, now: number, type: KlineType): KlineData {
  const day = type === 'time' ? chartSession(seed, instrument, now) : stateAt(seed, instrument, now).session.day
  return {
    symbol: instrument.symbol,
    kline_type: type,
    preClose: formatCents(sessionDay(seed, instrument, day).reference),
    candles: barsFor(seed, instrument, now, type).map((bar) => ({
      time: toTaipeiIso(bar.at),
      open: formatCents(bar.open),
      high: formatCents(bar.high),
      low: formatCents(bar.low),
      close: formatCents(bar.close),
      volume: bar.volume,
      amount: toDecimalString(bar.turnover),
    })),
  }
}
