// The figures of the money rules, in one place (docs/areas/money.md, "Rules the mock
// enforces"). Amounts are TWD minor units; times of day are Asia/Taipei.
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
    open: true,
    /** The most one user may owe at once. */
    quota: fromUnits(500_000),
    min: fromUnits(10_000),
  },
} as const

/**
 * The broker's prices of each foreign currency, in TWD per unit with 4 decimals as an
 * integer (32.4500 -> 324500). The user buys at `buy` and sells at `sell`.
 */
export const exchangeRates = {
  USD: { buy: 324_500, sell: 322_500 },
  USDT: { buy: 326_000, sell: 321_000 },
} as const

export const rateScale = 10_000
