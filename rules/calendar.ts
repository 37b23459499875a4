// The TWSE calendar (docs/market-rules.md, "The calendar"): which days trade, which days
// are banking days (trades settle, cash-outs are paid), and the settlement date of a trade
// (T+2). Days are
// Taipei calendar days counted from 1970-01-01 (`taipeiDay` in market.ts). Outside the
// years listed here every weekday trades and settles.
//
// Sources, by name: 2026 from the Taiwan Stock Exchange's 115th-year (2026) schedule of
// market holidays (集中交易市場開休市日期表) as the Taiwan Futures Exchange's 2026 calendar
// repeats it. 2027: the exchange's schedule for the 116th year was not found; its days are
// derived from the Act on Commemorative Days and Holidays (紀念日及節日實施條例, 2025) with
// the 2027 lunar dates, and from the exchange's practice of stopping trading two business
// days before the Lunar New Year holiday (those two days settle only). Neither year has a
// make-up trading day (補行交易日): the 2025 act ended make-up working Saturdays.

const dayMs = 24 * 60 * 60 * 1000

/** The day number of a `YYYY-MM-DD` date. */
export function dayOfDate(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / dayMs)
}

/** Days the market is closed and nothing settles (banks closed): weekdays only; weekends are closed anyway. */
const holidays: Readonly<Record<string, string>> = {
  // 2026
  '2026-01-01': '開國紀念日',
  '2026-02-16': '農曆除夕',
  '2026-02-17': '春節',
  '2026-02-18': '春節',
  '2026-02-19': '春節',
  '2026-02-20': '春節補假',
  '2026-02-27': '和平紀念日補假',
  '2026-04-03': '兒童節補假',
  '2026-04-06': '民族掃墓節補假',
  '2026-05-01': '勞動節',
  '2026-06-19': '端午節',
  '2026-09-25': '中秋節',
  '2026-09-28': '教師節',
  '2026-10-09': '國慶日補假',
  '2026-10-26': '臺灣光復暨金門古寧頭大捷紀念日補假',
  '2026-12-25': '行憲紀念日',
  // 2027 (derived, see above)
  '2027-01-01': '開國紀念日',
  '2027-02-04': '農曆除夕前一日',
  '2027-02-05': '農曆除夕',
  '2027-02-08': '春節',
  '2027-02-09': '春節補假',
  '2027-02-10': '春節補假',
  '2027-03-01': '和平紀念日補假',
  '2027-04-05': '民族掃墓節',
  '2027-04-06': '兒童節補假',
  '2027-04-30': '勞動節補假',
  '2027-06-09': '端午節',
  '2027-09-15': '中秋節',
  '2027-09-28': '教師節',
  '2027-10-11': '國慶日補假',
  '2027-10-25': '臺灣光復暨金門古寧頭大捷紀念日',
  '2027-12-24': '行憲紀念日補假',
  '2027-12-31': '開國紀念日補假',
}

/** Days before the Lunar New Year holiday with no trading that still settle (市場無交易，僅辦理結算交割). */
const settlementOnly: readonly string[] = ['2026-02-12', '2026-02-13', '2027-02-02', '2027-02-03']

/** Saturdays that trade and settle (補行交易日): none announced for 2026 and 2027. */
const makeUpTradingDays: readonly string[] = []

const holidayDays = new Map(Object.entries(holidays).map(([date, name]) => [dayOfDate(date), name]))
const settlementOnlyDays = new Set(settlementOnly.map(dayOfDate))
const makeUpDays = new Set(makeUpTradingDays.map(dayOfDate))

function isWeekend(day: number): boolean {
  const weekday = (day + 4) % 7 // 1970-01-01 was a Thursday; 0 is Sunday
  return weekday === 0 || weekday === 6
}

/** The holiday's name when the day is a market holiday on a weekday; undefined otherwise. */
export function holidayName(day: number): string | undefined {
  return holidayDays.get(day)
}

/** A banking day, on which trades settle and cash-outs are paid: a weekday that is no holiday, or a make-up day. */
export function isBankingDay(day: number): boolean {
  if (makeUpDays.has(day)) return true
  return !isWeekend(day) && !holidayDays.has(day)
}

/** A day the market trades: a banking day that is not one of the settlement-only days before the Lunar New Year. */
export function isTradingDay(day: number): boolean {
  return isBankingDay(day) && !settlementOnlyDays.has(day)
}

export function previousTradingDay(day: number): number {
  let previous = day - 1
  while (!isTradingDay(previous)) previous -= 1
  return previous
}

export function nextTradingDay(day: number): number {
  let next = day + 1
  while (!isTradingDay(next)) next += 1
  return next
}

/** The trading day at or before `day`. */
export function tradingDayAtOrBefore(day: number): number {
  return isTradingDay(day) ? day : previousTradingDay(day)
}

/** Cash settles (交割) on the second banking day after the trade (T+2). */
export const settlementLag = 2

/** The day a trade of `tradeDay` settles: `settlementLag` banking days later. */
export function settlementDay(tradeDay: number): number {
  let day = tradeDay
  for (let left = settlementLag; left > 0; left -= 1) {
    day += 1
    while (!isBankingDay(day)) day += 1
  }
  return day
}
