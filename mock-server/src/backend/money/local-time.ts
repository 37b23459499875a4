// Time as the money rules and the upstream's records show it: Asia/Taipei (no daylight
// saving, so +08:00 always).
import type { DailyWindow } from './policy.ts'

const taipeiOffsetMs = 8 * 60 * 60 * 1000
const dayMs = 24 * 60 * 60 * 1000

const taipei = (instant: number) => new Date(instant + taipeiOffsetMs)

/** `YYYY-MM-DD HH:mm:ss` in Taipei, the upstream's format for record times. */
export function localDateTime(instant: number): string {
  return taipei(instant).toISOString().slice(0, 19).replace('T', ' ')
}

/** `localDateTime`, or '' for an instant that has not happened (null). */
export function localDateTimeOrEmpty(instant: number | null): string {
  return instant === null ? '' : localDateTime(instant)
}

/** `YYYYMMDD` in Taipei. */
export function localDateDigits(instant: number): string {
  return taipei(instant).toISOString().slice(0, 10).replaceAll('-', '')
}

/** `HH:mm` of a number of minutes after midnight. */
export function clockTime(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`
}

/** Whether the instant falls inside the daily window (Taipei time). */
export function isInside(window: DailyWindow, instant: number): boolean {
  const local = taipei(instant)
  const weekday = local.getUTCDay()
  if (window.weekdaysOnly && (weekday === 0 || weekday === 6)) return false
  const minute = Math.floor((((instant + taipeiOffsetMs) % dayMs) + dayMs) % dayMs / 60_000)
  return minute >= window.startMinute && minute < window.endMinute
}

/** The window's hours as the catalogue messages state them (`09:00`, `17:00`). */
export function windowTimes(window: DailyWindow): { start: string; end: string } {
  return { start: clockTime(window.startMinute), end: clockTime(window.endMinute) }
}

/** Whether the window is open now, with its hours, as the contract's window answers carry them. */
export function windowAnswer(window: DailyWindow, instant: number): { is_open: 0 | 1; start_time: string; end_time: string } {
  const { start, end } = windowTimes(window)
  return { is_open: isInside(window, instant) ? 1 : 0, start_time: start, end_time: end }
}
