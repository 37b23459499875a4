// The daily windows of deposits and cash-outs (入金時間 / 出金時間), in Taipei time (no
// daylight saving, so +08:00 always), on the market's calendar of banking days.
import { isBankingDay, taipeiDay, taipeiMinute } from '#rules/market.ts'

import type { DailyWindow } from './policy.ts'

/** `HH:mm` of a number of minutes after midnight. */
export function clockTime(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`
}

/** Whether the instant falls inside the daily window (Taipei time). */
export function isInside(window: DailyWindow, instant: number): boolean {
  if (window.bankingDaysOnly && !isBankingDay(taipeiDay(instant))) return false
  const minute = taipeiMinute(instant)
  return minute >= window.startMinute && minute < window.endMinute
}

/** The window's hours as the catalogue messages state them (`09:00`, `17:00`). */
export function windowTimes(window: DailyWindow): { start: string; end: string } {
  return { start: clockTime(window.startMinute), end: clockTime(window.endMinute) }
}

/** Whether the window is open now, with its hours, as the contract's window answers carry them. */
export function windowAnswer(
  window: DailyWindow,
  instant: number,
): { is_open: 0 | 1; start_time: string; end_time: string } {
  const { start, end } = windowTimes(window)
  return { is_open: isInside(window, instant) ? 1 : 0, start_time: start, end_time: end }
}
