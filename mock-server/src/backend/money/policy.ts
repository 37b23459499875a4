// The figures of the money rules, in one place (docs/areas/money.md, "Rules the mock
// enforces"). Amounts are TWD minor units; times of day are Asia/Taipei; prices are
// integers of 1/10,000 TWD.
import { fromUnits } from '../core/minor-units.ts'

const minute = 60 * 1000
const hour = 60 * minute

export interface DailyWindow {
  /** Minutes after midnight, Asia/Taipei. */
  startMinute: number
  /** Exclusive. */
  endMinute: number
  /** Open on banking days only (Monday to Friday, not on the market's holidays: rules/calendar.ts). */
  bankingDaysOnly: boolean
}

export const moneyPolicy = {
  deposit: {
    /**
     * 入金時間: every day 09:00-21:00, holidays too. A deposit is a transfer the user makes
     * into the broker's account, and Taiwan's inter-bank transfers run every day; only
     * paying out needs a bank's business day.
     */
    window: { startMinute: 9 * 60, endMinute: 21 * 60, bankingDaysOnly: false } satisfies DailyWindow,
    min: fromUnits(1_000),
    max: fromUnits(2_000_000),
    /** Two deposit requests of one user are at least this far apart. */
    minIntervalMs: minute,
    /** A deposit the back office has not decided is approved by the clock this long after it was made. */
    autoApproveAfterMs: 30 * minute,
  },
  withdrawal: {
    /** 出金時間: banking days 09:00-17:00 (the bank pays out in its business hours). */
    window: { startMinute: 9 * 60, endMinute: 17 * 60, bankingDaysOnly: true } satisfies DailyWindow,
    min: fromUnits(1_000),
    max: fromUnits(500_000),
    /** A credit score (xyf) below this cannot cash out. */
    minCreditScore: 60,
    minIntervalMs: minute,
    /** A cash-out the back office has not decided is paid by the clock this long after it was made. */
    autoApproveAfterMs: 2 * hour,
  },
  loan: {
    /** The lending channel's hours (every day 09:00-21:00), unless the steering API holds it open or closed. */
    window: { startMinute: 9 * 60, endMinute: 21 * 60, bankingDaysOnly: false } satisfies DailyWindow,
    min: fromUnits(10_000),
    /**
     * The terms a loan can be taken for, in days, with the daily interest in parts per million of
     * the principal outstanding.
     */
    terms: [
      { days: 7, dailyRatePpm: 500 },
      { days: 14, dailyRatePpm: 450 },
      { days: 30, dailyRatePpm: 400 },
    ],
    /** The term of a request that names none (the upstream's call has no term). */
    defaultTermDays: 7,
    /**
     * The most one user may owe at once (principal), by credit score: the first tier the
     * score reaches. Below the last tier nothing may be borrowed.
     */
    quotaByScore: [
      { minScore: 90, quota: fromUnits(500_000) },
      { minScore: 80, quota: fromUnits(300_000) },
      { minScore: 70, quota: fromUnits(200_000) },
      { minScore: 60, quota: fromUnits(100_000) },
    ],
  },
} as const

/** Prices are integers of 1/10,000 TWD (32.4500 -> 324500), as the rules value foreign balances. */
export { rateScale } from '#rules/assets.ts'

/**
 * The exchange rates' walk (rates.ts): a new quote every few minutes of world time, a pure
 * function of the world's seed and the instant. USD/TWD walks day by day inside its band
 * with a pull towards the band's middle, and between two days on a bridge of small steps;
 * USDT trades at a small premium or discount to USD. The user buys at the mid plus the
 * half-spread and sells at the mid minus it.
 */
export const ratePolicy = {
  /** The walk starts here, at the reference mids: the default world start (Monday 2026-11-23 09:30, Taipei). */
  anchor: Date.parse('2026-11-23T09:30:00+08:00'),
  quoteIntervalMs: 5 * minute,
  /** Mids are rounded to 0.001 TWD. */
  midStep: 10,
  USD: {
    reference: 323_500,
    /** Buy and sell stay inside 30.0000-33.5000. */
    floor: 300_000,
    ceiling: 335_000,
    halfSpread: 1_000,
    /** The standard deviation of a day's move, relative to the level. */
    dailyVolatility: 0.003,
    /** The share of the distance to the band's middle a day's move takes back. */
    dailyReversion: 0.02,
    /** The standard deviation of the bridge's wander inside a day, in TWD at mid-day. */
    intradayWander: 0.03,
  },
  USDT: {
    halfSpread: 2_500,
    /** The premium over USD (a fraction, negative for a discount): its day-to-day deviation and its bound. */
    premiumVolatility: 0.0015,
    maxPremium: 0.005,
  },
} as const
