// The TWSE calendar of 2026 and 2027: every day of both years, the Lunar New Year's
// settlement-only days, and T+2 across weekends and holidays.
import { describe, expect, it } from 'vitest'

import {
  dayOfDate,
  holidayName,
  isBankingDay,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  settlementDay,
  tradingDayAtOrBefore,
} from './calendar.ts'

const day = dayOfDate
const date = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10)

/** Weekdays the market is closed, by year (the holidays and the settlement-only days). */
const closedWeekdays: Record<number, string[]> = {
  2026: [
    '2026-01-01',
    '2026-02-12',
    '2026-02-13',
    '2026-02-16',
    '2026-02-17',
    '2026-02-18',
    '2026-02-19',
    '2026-02-20',
    '2026-02-27',
    '2026-04-03',
    '2026-04-06',
    '2026-05-01',
    '2026-06-19',
    '2026-09-25',
    '2026-09-28',
    '2026-10-09',
    '2026-10-26',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-02-02',
    '2027-02-03',
    '2027-02-04',
    '2027-02-05',
    '2027-02-08',
    '2027-02-09',
    '2027-02-10',
    '2027-03-01',
    '2027-04-05',
    '2027-04-06',
    '2027-04-30',
    '2027-06-09',
    '2027-09-15',
    '2027-09-28',
    '2027-10-11',
    '2027-10-25',
    '2027-12-24',
    '2027-12-31',
  ],
}
const settlementOnly = ['2026-02-12', '2026-02-13', '2027-02-02', '2027-02-03']

describe.each([2026, 2027])('the %i calendar', (year) => {
  const days: number[] = []
  for (let each = day(`${year}-01-01`); each <= day(`${year}-12-31`); each += 1) days.push(each)
  const closed = new Set(closedWeekdays[year])
  const weekend = (each: number) => [0, 6].includes(new Date(each * 86_400_000).getUTCDay())

  it('trades on every weekday but its holidays, and never at the weekend', () => {
    const wrong = days.filter((each) => isTradingDay(each) !== (!weekend(each) && !closed.has(date(each))))
    expect(wrong.map(date)).toEqual([])
  })

  it('is a banking day on every trading day and on the settlement-only days, on no other', () => {
    const wrong = days.filter(
      (each) => isBankingDay(each) !== (isTradingDay(each) || settlementOnly.includes(date(each))),
    )
    expect(wrong.map(date)).toEqual([])
  })

  it('names each holiday on a weekday', () => {
    for (const closedDate of closed) {
      if (!settlementOnly.includes(closedDate)) expect(holidayName(day(closedDate)), closedDate).toBeTruthy()
    }
  })

  it('has the trading days it should', () => {
    // 2026: 261 weekdays, 18 closed; 2027: 261 weekdays, 19 closed.
    expect(days.filter(isTradingDay).length).toBe(261 - closed.size)
  })
})

describe('stepping over holidays', () => {
  it.each<[string, string, string]>([
    // [a day, the trading day before it, the trading day after it]
    ['2027-01-01', '2026-12-31', '2027-01-04'], // New Year's Day, a Friday
    ['2026-12-25', '2026-12-24', '2026-12-28'], // Constitution Day, a Friday
    ['2026-02-12', '2026-02-11', '2026-02-23'], // the 2026 Lunar New Year break: 02-11 the last day, 02-23 the first
    ['2027-02-02', '2027-02-01', '2027-02-11'], // the 2027 break
    ['2026-10-26', '2026-10-23', '2026-10-27'],
  ])('around %s: %s before, %s after', (around, before, after) => {
    expect(date(previousTradingDay(day(around)))).toBe(before)
    expect(date(nextTradingDay(day(around)))).toBe(after)
    expect(date(tradingDayAtOrBefore(day(around)))).toBe(before)
  })
})

describe('T+2 settlement', () => {
  it.each<[string, string, string]>([
    ['2026-11-23', '2026-11-25', 'two weekdays'],
    ['2026-11-26', '2026-11-30', 'across a weekend'],
    ['2026-11-27', '2026-12-01', 'a Friday trade across the weekend'],
    ['2026-12-23', '2026-12-28', 'across Constitution Day (Friday) and the weekend'],
    ['2026-12-31', '2027-01-05', 'across New Year’s Day and the weekend'],
    ['2026-02-10', '2026-02-12', 'onto a settlement-only day'],
    ['2026-02-11', '2026-02-13', 'the last trading day before the Lunar New Year settles before it'],
    ['2027-02-01', '2027-02-03', 'the 2027 last trading day, on a settlement-only day'],
    ['2026-09-24', '2026-09-30', 'across the Mid-Autumn Festival, the weekend and Teachers’ Day'],
  ])('%s settles on %s (%s)', (trade, settles) => {
    expect(date(settlementDay(day(trade)))).toBe(settles)
  })
})
