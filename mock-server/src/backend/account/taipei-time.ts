// Calendar days and the upstream's time format in Taiwan time (UTC+8 all year), from the
// world clock's instants.
import { toTaipeiIso } from '../core/time.ts'

const dayMs = 24 * 60 * 60 * 1000

/** The Taiwan calendar day of an instant, `YYYY-MM-DD`. */
export function taipeiDay(instant: number): string {
  return toTaipeiIso(instant).slice(0, 10)
}

/** The Taiwan calendar month of an instant, `YYYY-MM`. */
export function taipeiMonth(instant: number): string {
  return toTaipeiIso(instant).slice(0, 7)
}

/** The day before a `YYYY-MM-DD` day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - dayMs).toISOString().slice(0, 10)
}

/** `YYYY-MM-DD HH:mm:ss` in Taiwan time, as the upstream writes moments (`create_time`). */
export function upstreamTime(instant: number): string {
  return toTaipeiIso(instant).slice(0, 19).replace('T', ' ')
}
