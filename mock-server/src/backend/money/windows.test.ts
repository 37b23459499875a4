import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { dateDigits, upstreamTime, upstreamTimeOrEmpty } from '../core/time.ts'
import { clockTime, isInside } from './windows.ts'

const at = (text: string) => Date.parse(text)

describe('Taipei time and the daily windows', () => {
  it('formats record times and order-number dates in Taipei, across UTC midnight', () => {
    expect(upstreamTime(at('2026-11-23T16:05:09Z'))).toBe('2026-11-24 00:05:09')
    expect(dateDigits(at('2026-11-23T16:05:09Z'))).toBe('20261124')
    expect(upstreamTimeOrEmpty(null)).toBe('')
    expect(clockTime(9 * 60 + 5)).toBe('09:05')
  })

  it.each([
    ['2026-11-23T08:59:59+08:00', false],
    ['2026-11-23T09:00:00+08:00', true],
    ['2026-11-23T16:59:59+08:00', true],
    ['2026-11-23T17:00:00+08:00', false],
    ['2026-11-28T10:00:00+08:00', false],
    ['2026-11-29T10:00:00+08:00', false],
    ['2026-12-25T10:00:00+08:00', false], // Constitution Day, a Friday
    ['2027-01-01T10:00:00+08:00', false], // New Year's Day, a Friday
    ['2026-02-12T10:00:00+08:00', true], // no trading before the Lunar New Year, but the banks work
    ['2026-02-16T10:00:00+08:00', false], // Lunar New Year's Eve, a Monday
  ])('a banking-day 09:00-17:00 window holds %s: %s', (instant, inside) => {
    expect(isInside({ startMinute: 540, endMinute: 1020, bankingDaysOnly: true }, at(instant))).toBe(inside)
  })

  it('is open or closed all through a minute (the deposit window is read by the minute)', () => {
    const instant = fc.integer({ min: at('2026-01-01T00:00:00+08:00'), max: at('2027-12-31T23:59:59+08:00') })
    const window = fc.record({
      startMinute: fc.integer({ min: 0, max: 1439 }),
      endMinute: fc.integer({ min: 1, max: 1440 }),
      bankingDaysOnly: fc.boolean(),
    })
    fc.assert(
      fc.property(instant, window, (moment, daily) => {
        expect(isInside(daily, moment)).toBe(isInside(daily, Math.floor(moment / 60_000) * 60_000))
      }),
    )
  })

  it('an every-day window is open at the weekend and on holidays', () => {
    expect(
      isInside({ startMinute: 540, endMinute: 1260, bankingDaysOnly: false }, at('2026-11-29T20:59:00+08:00')),
    ).toBe(true)
    expect(
      isInside({ startMinute: 540, endMinute: 1260, bankingDaysOnly: false }, at('2027-01-01T10:00:00+08:00')),
    ).toBe(true)
  })
})
