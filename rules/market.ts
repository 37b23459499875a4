// The pure rules of the Taiwan market (docs/market-rules.md): tick sizes, the daily price
// band, commission and transaction tax, trading days and sessions, and the sell locks.
// Shared by the mock (which enforces them) and the web app (which shows and pre-checks
// them: the price stepper, the cost preview, the session label), so the tick table and the
// fee formulas exist once. It imports only the calendar (calendar.ts): it runs in Node and
// in the browser alike.
//
// Prices and amounts are integers in cents (0.01 TWD), never floats.
import { isTradingDay, nextTradingDay } from './calendar.ts'

/** Shares in one board lot (張). */
export const lotShares = 1000
/** Odd-lot orders (零股) are for 1 to 999 shares. */
export const maxOddLotShares = lotShares - 1

/** What kind of instrument a price belongs to: the tick table depends on it. */
export type InstrumentKind = 'stock' | 'etf' | 'index'

// --- ticks ---------------------------------------------------------------------------

/** Stock tick sizes by price band (lower bound in cents, tick in cents). */
const stockTicks: ReadonlyArray<readonly [from: number, tick: number]> = [
  [100_000, 500], // >= 1000: 5
  [50_000, 100], // 500 - <1000: 1
  [10_000, 50], // 100 - <500: 0.5
  [5_000, 10], // 50 - <100: 0.1
  [1_000, 5], // 10 - <50: 0.05
  [0, 1], // < 10: 0.01
]

/** ETF tick sizes: < 50: 0.01; >= 50: 0.05. */
const etfTicks: ReadonlyArray<readonly [from: number, tick: number]> = [
  [5_000, 5],
  [0, 1],
]

/** The tick size (in cents) that applies at `price` (the band `price` is in). Indices move by 0.01. */
export function tickSize(kind: InstrumentKind, price: number): number {
  if (kind === 'index') return 1
  const table = kind === 'etf' ? etfTicks : stockTicks
  for (const [from, tick] of table) if (price >= from) return tick
  return 1
}

/**
 * The tick just below `price` (the band of `price - 0.01`): the step down from a band's floor is
 * the lower band's tick.
 */
export function tickBelow(kind: InstrumentKind, price: number): number {
  return tickSize(kind, Math.max(0, price - 1))
}

export function isOnTick(kind: InstrumentKind, price: number): boolean {
  return Number.isSafeInteger(price) && price > 0 && price % tickSize(kind, price) === 0
}

/** The highest valid price at or below `price`. */
export function floorToTick(kind: InstrumentKind, price: number): number {
  const tick = tickSize(kind, price)
  return Math.floor(price / tick) * tick
}

/** The lowest valid price at or above `price`. */
export function ceilToTick(kind: InstrumentKind, price: number): number {
  const down = floorToTick(kind, price)
  return down === price ? price : down + tickSize(kind, down)
}

/** The valid price nearest to `price` (ties go up). */
export function roundToTick(kind: InstrumentKind, price: number): number {
  const down = floorToTick(kind, price)
  const up = ceilToTick(kind, price)
  return price - down < up - price ? down : up
}

/** One tick up or down from a valid price. */
export function stepPrice(kind: InstrumentKind, price: number, direction: 1 | -1): number {
  return direction === 1
    ? price + tickSize(kind, price)
    : Math.max(tickBelow(kind, price), price - tickBelow(kind, price))
}

// --- the daily band ------------------------------------------------------------------

export interface PriceLimits {
  /** 漲停: the highest valid price within +10 % of the reference price. */
  limitUp: number
  /** 跌停: the lowest valid price within -10 % of the reference price. */
  limitDown: number
}

/** Limit-up and limit-down for a reference price (normally the previous close). */
export function priceLimits(kind: InstrumentKind, reference: number): PriceLimits {
  return {
    limitUp: floorToTick(kind, floorDiv(reference * 110, 100)),
    limitDown: ceilToTick(kind, ceilDiv(reference * 90, 100)),
  }
}

/** Keeps a price inside the band. */
export function clampToLimits(price: number, limits: PriceLimits): number {
  return Math.min(limits.limitUp, Math.max(limits.limitDown, price))
}

// --- prices as text -------------------------------------------------------------------

/** Cents as the contract's 2-decimal string: 180050 -> "1800.50", -5 -> "-0.05". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const digits = String(Math.abs(cents)).padStart(3, '0')
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/** A decimal text with at most 2 decimals ("1800", "1800.5", "-0.05") as cents; undefined when it is not one. */
export function parseCents(text: string): number | undefined {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (match === null) return undefined
  const [, sign, whole = '0', fraction = ''] = match
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return sign === '-' ? -cents : cents
}

/** Change in percent of `reference`, in hundredths of a percent, rounded half away from zero (1.234 % -> 123). */
export function changeBasisPoints(price: number, reference: number): number {
  if (reference <= 0) return 0
  const change = price - reference
  const magnitude = floorDiv(Math.abs(change) * 10_000 * 2 + reference, reference * 2)
  return change < 0 ? -magnitude : magnitude
}

// --- costs ----------------------------------------------------------------------------

/** A rate given as a decimal fraction ("0.001425") in parts per million (1425); undefined when it is not one. */
export function parseRatePpm(text: string): number | undefined {
  const match = /^0?\.(\d{1,6})$|^0$/.exec(text.trim())
  if (match === null) return undefined
  return Number((match[1] ?? '').padEnd(6, '0') || '0')
}

/** Securities transaction tax rates in parts per million (sells only). */
export const taxRatesPpm = {
  stock: 3000, // 0.3 %
  etf: 1000, // 0.1 %
  dayTrade: 1500, // 0.15 %: a stock bought and sold on the same day by an approved day trader
} as const

export interface CommissionSettings {
  /** `buycharge`: the commission rate, in parts per million (0.001425 -> 1425). */
  ratePpm: number
  /** `minshouxu`: the least commission per order, in cents. */
  minimum: number
  /**
   * The account's discount on the rate (手續費折扣), in thousandths of the full rate: 280 for
   * 2.8折 (28 % of it), 1000 for none. The minimum applies after it.
   */
  discountPerMille: number
}

/** No discount: the full rate. */
export const fullRate = 1000

/**
 * The broker's commission on a trade of `value` cents: value x rate x the account's discount,
 * rounded down to whole TWD, at least the minimum (as Taiwan's brokers charge it at the trade
 * when they discount electronic orders). Exact in integers, whatever the value.
 */
export function commission(value: number, settings: CommissionSettings): number {
  const wholeTwd =
    (BigInt(value) * BigInt(settings.ratePpm) * BigInt(settings.discountPerMille)) / (1_000_000n * 1000n * 100n)
  return Math.max(Number(wholeTwd) * 100, settings.minimum)
}

/**
 * A discount as the contract sends it, a decimal fraction of the full rate ("0.28" for 2.8折,
 * "1" for none), in thousandths; undefined when it is not one.
 */
export function parseDiscountPerMille(text: string): number | undefined {
  const match = /^(?:0\.(\d{1,3})|1(?:\.0{1,3})?)$/.exec(text.trim())
  if (match === null) return undefined
  if (match[1] === undefined) return fullRate
  const perMille = Number(match[1].padEnd(3, '0'))
  return perMille > 0 ? perMille : undefined
}

/** Parts per million as a percentage without trailing zeros: 1425 -> "0.1425". */
export function ratePercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000)
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '')
  return fraction === '' ? String(whole) : `${whole}.${fraction}`
}

/** Thousandths of the full rate as a Taiwan broker writes a discount, in 折: 280 -> "2.8", 168 -> "1.68". */
export function discountTenths(perMille: number): string {
  return ratePercent(perMille * 100)
}

/** Thousandths of the full rate as the contract's decimal fraction: 280 -> "0.28", 1000 -> "1". */
export function formatDiscount(perMille: number): string {
  if (perMille >= fullRate) return '1'
  return `0.${String(perMille).padStart(3, '0').replace(/0+$/, '')}`
}

/** The transaction tax on a sale of `value` cents, rounded down to whole TWD. */
export function transactionTax(value: number, kind: InstrumentKind, dayTrade: boolean): number {
  const rate = kind === 'etf' ? taxRatesPpm.etf : dayTrade ? taxRatesPpm.dayTrade : taxRatesPpm.stock
  return floorDiv(value * rate, 1_000_000 * 100) * 100
}

export interface TradeCost {
  /** Price x shares. */
  value: number
  commission: number
  /** Transaction tax (sells only). */
  tax: number
  /**
   * What a buy costs in all (value + commission), or what a sale brings in (value - commission -
   * tax, never below 0).
   */
  total: number
}

/**
 * The cost of a buy or the proceeds of a sale at `price` for `shares`. A sale's fees are
 * capped at what it brings in, so a tiny odd-lot sale never costs money.
 */
export function tradeCost(
  side: 'buy' | 'sell',
  price: number,
  shares: number,
  kind: InstrumentKind,
  settings: CommissionSettings,
  dayTrade = false,
): TradeCost {
  const value = price * shares
  const fee = commission(value, settings)
  if (side === 'buy') return { value, commission: fee, tax: 0, total: value + fee }
  const tax = Math.min(transactionTax(value, kind, dayTrade), value)
  const cappedFee = Math.min(fee, value - tax)
  return { value, commission: cappedFee, tax, total: value - cappedFee - tax }
}

// --- trading days (Asia/Taipei, no daylight saving) ------------------------------------

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs
const taipeiOffsetMs = 8 * 60 * minuteMs

/** Days since 1970-01-01 of the Taipei calendar date of an instant. */
export function taipeiDay(instant: number): number {
  return Math.floor((instant + taipeiOffsetMs) / dayMs)
}

/** Minutes since Taipei midnight. */
export function taipeiMinute(instant: number): number {
  return Math.floor(((instant + taipeiOffsetMs) % dayMs) / minuteMs)
}

/** The instant of a Taipei day at hh:mm. */
export function taipeiInstant(day: number, hours: number, minutes = 0): number {
  return day * dayMs - taipeiOffsetMs + (hours * 60 + minutes) * minuteMs
}

/** The Taipei date of a day number as YYYY-MM-DD. */
export function taipeiDate(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10)
}

// The calendar's days, for the callers that take every market rule from here.
export {
  holidayName,
  isBankingDay,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  settlementDay,
  tradingDayAtOrBefore,
} from './calendar.ts'

// --- sessions ---------------------------------------------------------------------------

/** Minutes since midnight of the session boundaries (docs/market-rules.md). */
export const sessionTimes = {
  ordersOpen: 8 * 60 + 30, // 08:30 orders accepted for the opening auction
  open: 9 * 60, // 09:00 opening auction, then continuous trading
  oddLotFirstMatch: 9 * 60 + 10, // 09:10 first intraday odd-lot match
  closingAuction: 13 * 60 + 25, // 13:25 continuous trading ends
  close: 13 * 60 + 30, // 13:30 closing auction
  afterHoursOddOpen: 13 * 60 + 40, // 13:40 after-hours odd-lot orders
  afterHoursOpen: 14 * 60, // 14:00 after-hours fixed-price orders
  afterHoursClose: 14 * 60 + 30, // 14:30 after-hours matches
} as const

/** Where the market stands at an instant. */
export type MarketPhase =
  | 'closed' // no session (night, weekend)
  | 'preopen' // 08:30-09:00: orders queue for the opening auction
  | 'continuous' // 09:00-13:25
  | 'closingAuction' // 13:25-13:30
  | 'afterHours' // 13:30-14:30: the day's close stands; after-hours sessions
export function marketPhase(instant: number): MarketPhase {
  if (!isTradingDay(taipeiDay(instant))) return 'closed'
  const minute = taipeiMinute(instant)
  if (minute < sessionTimes.ordersOpen) return 'closed'
  if (minute < sessionTimes.open) return 'preopen'
  if (minute < sessionTimes.closingAuction) return 'continuous'
  if (minute < sessionTimes.close) return 'closingAuction'
  if (minute < sessionTimes.afterHoursClose) return 'afterHours'
  return 'closed'
}

/** Whole lots (整股) or odd lots (零股). */
export type LotKind = 'lot' | 'odd'

/** How an order placed now would trade, or why it cannot. */
export type OrderWindow =
  | { open: false }
  | {
      open: true
      /** Market, IOC and FOK orders are allowed only in continuous trading. */
      continuous: boolean
      /** A marketable order matches at once (continuous trading; intraday odd lots from 09:10, matched every 5 s). */
      matchesNow: boolean
      /**
       * The order cannot match before this instant (the opening auction, the first odd-lot match,
       * an after-hours auction).
       */
      matchesFrom: number
      /**
       * A call auction at `matchesFrom` fills at that instant's price (the open, the close) rather
       * than a limit crossing.
       */
      auctionAt: 'open' | 'close' | undefined
      /** Unfilled day orders expire at this instant. */
      expiresAt: number
      /** The after-hours fixed-price session: whole lots at the day's close. */
      fixedPrice: boolean
    }

/** The session an order of this kind placed at `instant` belongs to (docs/market-rules.md, "Sessions"). */
export function orderWindow(instant: number, lot: LotKind): OrderWindow {
  const day = taipeiDay(instant)
  if (!isTradingDay(day)) return { open: false }
  const minute = taipeiMinute(instant)
  const at = (minutes: number) => taipeiInstant(day, 0, minutes)
  const t = sessionTimes
  if (lot === 'lot') {
    if (minute >= t.ordersOpen && minute < t.open) {
      return {
        open: true,
        continuous: false,
        matchesNow: false,
        matchesFrom: at(t.open),
        auctionAt: 'open',
        expiresAt: at(t.close),
        fixedPrice: false,
      }
    }
    if (minute >= t.open && minute < t.closingAuction) {
      return {
        open: true,
        continuous: true,
        matchesNow: true,
        matchesFrom: instant,
        auctionAt: undefined,
        expiresAt: at(t.close),
        fixedPrice: false,
      }
    }
    if (minute >= t.closingAuction && minute < t.close) {
      return {
        open: true,
        continuous: false,
        matchesNow: false,
        matchesFrom: at(t.close),
        auctionAt: 'close',
        expiresAt: at(t.close),
        fixedPrice: false,
      }
    }
    if (minute >= t.afterHoursOpen && minute < t.afterHoursClose) {
      return {
        open: true,
        continuous: false,
        matchesNow: false,
        matchesFrom: at(t.afterHoursClose),
        auctionAt: 'close',
        expiresAt: at(t.afterHoursClose),
        fixedPrice: true,
      }
    }
    return { open: false }
  }
  if (minute >= t.open && minute < t.close) {
    const matchesFrom = Math.max(instant, at(t.oddLotFirstMatch))
    return {
      open: true,
      continuous: false,
      matchesNow: matchesFrom === instant,
      matchesFrom,
      auctionAt: undefined,
      expiresAt: at(t.close),
      fixedPrice: false,
    }
  }
  if (minute >= t.afterHoursOddOpen && minute < t.afterHoursClose) {
    return {
      open: true,
      continuous: false,
      matchesNow: false,
      matchesFrom: at(t.afterHoursClose),
      auctionAt: 'close',
      expiresAt: at(t.afterHoursClose),
      fixedPrice: false,
    }
  }
  return { open: false }
}

// --- sell locks ---------------------------------------------------------------------------

/** Minutes a day-trade position waits before it can be sold: stocks 15, ETFs 1. */
export const dayTradeLockMinutes = { stock: 15, etf: 1 } as const

export type SellLock =
  | { kind: 'none' }
  /** Bought today without day trading: sellable from the next trading day (sell_t_plus_one). */
  | { kind: 't1'; until: number }
  /** A day trade: sellable `minutes` after the buy (sell_after_minutes). */
  | { kind: 'minutes'; minutes: number; until: number }

/**
 * Whether a position opened at `openedAt` can be sold at `now`. An ordinary position is
 * T+1 (not on the day it was bought); a day-trade position (an approved day trader's order
 * marked 當沖) can be sold the same day once 15 minutes (stocks) or 1 minute (ETFs) have passed.
 */
export function sellLock(
  position: { openedAt: number; dayTrade: boolean; kind: InstrumentKind },
  now: number,
): SellLock {
  const openedDay = taipeiDay(position.openedAt)
  if (taipeiDay(now) > openedDay) return { kind: 'none' }
  if (position.dayTrade) {
    const minutes = position.kind === 'etf' ? dayTradeLockMinutes.etf : dayTradeLockMinutes.stock
    const until = position.openedAt + minutes * minuteMs
    return now >= until ? { kind: 'none' } : { kind: 'minutes', minutes, until }
  }
  return { kind: 't1', until: taipeiInstant(nextTradingDay(openedDay), 0, sessionTimes.ordersOpen) }
}

// --- exact integer division ----------------------------------------------------------------

/** floor(a / b) for safe integers, exact (no float rounding at the edges). */
export function floorDiv(a: number, b: number): number {
  let quotient = Math.floor(a / b)
  if (quotient * b > a) quotient -= 1
  else if ((quotient + 1) * b <= a) quotient += 1
  return quotient
}

export function ceilDiv(a: number, b: number): number {
  return -floorDiv(-a, b)
}
