import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { calendarDay, calendarMonth, minuteOf, nextMinute, parseInstant, toTaipeiIso } from './time.ts'

describe('toTaipeiIso', () => {
  it.each([
    [Date.UTC(2026, 10, 23, 1, 30), '2026-11-23T09:30:00.000+08:00'],
    [Date.UTC(2026, 10, 23, 16, 0, 0, 5), '2026-11-24T00:00:00.005+08:00'],
    [Date.UTC(2026, 11, 31, 23, 59, 59, 999), '2027-01-01T07:59:59.999+08:00'],
    [0, '1970-01-01T08:00:00.000+08:00'],
  ])('%i reads %s', (instant, text) => {
    expect(toTaipeiIso(instant)).toBe(text)
  })

  it('round-trips through parseInstant', () => {
    const instant = Date.UTC(2026, 1, 28, 17, 45, 12, 345)
    expect(parseInstant(toTaipeiIso(instant))).toBe(instant)
  })
})

describe('parseInstant', () => {
  it.each([
    ['2026-11-23T09:30:00+08:00', Date.UTC(2026, 10, 23, 1, 30)],
    ['2026-11-23T01:30:00Z', Date.UTC(2026, 10, 23, 1, 30)],
    ['2026-11-22T20:30:00-05:00', Date.UTC(2026, 10, 23, 1, 30)],
    ['2026-11-23T05:00:00+03:30', Date.UTC(2026, 10, 23, 1, 30)],
    ['2026-11-23T09:30+08:00', Date.UTC(2026, 10, 23, 1, 30)],
    ['2026-11-23T09:30:00.250+08:00', Date.UTC(2026, 10, 23, 1, 30, 0, 250)],
    ['2028-02-29T00:00:00+08:00', Date.UTC(2028, 1, 28, 16)],
    ['2026-01-01T00:00:00+08:00', Date.UTC(2025, 11, 31, 16)],
  ])('reads %s', (text, instant) => {
    expect(parseInstant(text)).toBe(instant)
  })

  it.each([
    ['no offset', '2026-11-23T09:30:00'],
    ['a date only', '2026-11-23'],
    ['a space for T', '2026-11-23 09:30:00+08:00'],
    ['an offset without colon', '2026-11-23T09:30:00+0800'],
    ['lower-case z', '2026-11-23T01:30:00z'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['day 32', '2026-01-32T00:00:00Z'],
    ['February 30', '2026-02-30T09:30:00+08:00'],
    ['February 29 of a common year', '2026-02-29T09:30:00+08:00'],
    ['April 31', '2026-04-31T00:00:00Z'],
    ['hour 24', '2026-01-01T24:00:00Z'],
    ['hour 25', '2026-01-01T25:00:00Z'],
    ['minute 60', '2026-01-01T10:60:00Z'],
    ['second 60', '2026-01-01T10:00:60Z'],
    ['offset hour 25', '2026-01-01T10:00:00+25:00'],
    ['a word', 'tomorrow'],
    ['the empty text', ''],
    ['a number', '1795397400000'],
    ['trailing text', '2026-11-23T09:30:00+08:00 '],
  ])('refuses %s', (_, text) => {
    expect(parseInstant(text)).toBeUndefined()
  })
})

describe('calendar days and months', () => {
  it('are the same all through a minute (the sign-in state is read by the minute)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') }),
        (instant) => {
          const start = minuteOf(instant)
          expect(calendarDay(instant)).toBe(calendarDay(start))
          expect(calendarMonth(instant)).toBe(calendarMonth(start))
        },
      ),
    )
  })
})

describe('minutes', () => {
  it('a minute starts on a whole minute at or before the instant, and the next one a minute later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.parse('2100-01-01T00:00:00Z') }), (instant) => {
        const start = minuteOf(instant)
        expect(start % 60_000).toBe(0)
        expect(instant - start).toBeGreaterThanOrEqual(0)
        expect(instant - start).toBeLessThan(60_000)
        expect(nextMinute(instant)).toBe(start + 60_000)
      }),
    )
  })
})
