// Time in the market's zone, as the rules and the upstream's records use it. Taiwan has no
// daylight saving, so +08:00 is fixed.
import { BoundedCache } from './bounded-cache.ts'

const taipeiOffsetMs = 8 * 60 * 60 * 1000
const dayMs = 24 * 60 * 60 * 1000

/**
 * Instants formatted lately. The same records are listed call after call, each with its
 * times, and formatting them anew each time showed in the read mix's profile.
 */
const isoTexts = new BoundedCache<number, string>(4096)

/** An instant as ISO 8601 in Asia/Taipei, e.g. 2026-11-23T09:30:00.000+08:00. */
export function toTaipeiIso(instant: number): string {
  return isoTexts.get(instant, () => `${new Date(instant + taipeiOffsetMs).toISOString().slice(0, -1)}+08:00`)
}

/** Parses an ISO 8601 instant with an offset; undefined when it is not one. */
export function parseInstant(text: string): number | undefined {
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|([+-])(\d{2}):(\d{2}))$/.exec(text)
  if (match === null) return undefined
  const instant = Date.parse(text)
  if (Number.isNaN(instant)) return undefined
  // Date.parse rolls impossible dates over (2026-02-30 becomes March 2, 24:00 the next day):
  // the date and time must read the same back in the text's own offset.
  const [, , , , sign, hours = '00', minutes = '00'] = match
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000
  return new Date(instant + offsetMs).toISOString().slice(0, 16) === text.slice(0, 16) ? instant : undefined
}

/** The Taiwan calendar day of an instant, `YYYY-MM-DD`. */
export function calendarDay(instant: number): string {
  return toTaipeiIso(instant).slice(0, 10)
}

/** The Taiwan calendar month of an instant, `YYYY-MM`. */
export function calendarMonth(instant: number): string {
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

/** `upstreamTime`, or '' for an instant that has not happened (null). */
export function upstreamTimeOrEmpty(instant: number | null): string {
  return instant === null ? '' : upstreamTime(instant)
}

/** `YYYYMMDD` in Taiwan time (order numbers). */
export function dateDigits(instant: number): string {
  return calendarDay(instant).replaceAll('-', '')
}

/**
 * The earliest of `instants` after `now` (Infinity when there is none): when a list of what
 * has happened by `now` (published, due, ended) next reads differently.
 */
export function firstAfter(instants: Iterable<number>, now: number): number {
  let first = Infinity
  for (const instant of instants) if (instant > now && instant < first) first = instant
  return first
}

const minuteMs = 60_000

/** The start of the minute `instant` falls in. */
export function minuteOf(instant: number): number {
  return Math.floor(instant / minuteMs) * minuteMs
}

/** The start of the minute after the one `instant` falls in. */
export function nextMinute(instant: number): number {
  return minuteOf(instant) + minuteMs
}
