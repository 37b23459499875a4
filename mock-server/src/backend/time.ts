// Time helpers in the market's zone. Taiwan has no daylight saving, so +08:00 is fixed.
const taipeiOffsetMs = 8 * 60 * 60 * 1000

/** An instant as ISO 8601 in Asia/Taipei, e.g. 2026-11-23T09:30:00.000+08:00. */
export function toTaipeiIso(instant: number): string {
  return `${new Date(instant + taipeiOffsetMs).toISOString().slice(0, -1)}+08:00`
}

/** Parses an ISO 8601 instant with an offset; undefined when it is not one. */
export function parseInstant(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined
  const instant = Date.parse(text)
  return Number.isNaN(instant) ? undefined : instant
}
