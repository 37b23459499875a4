// Time helpers in the market's zone. Taiwan has no daylight saving, so +08:00 is fixed.
const taipeiOffsetMs = 8 * 60 * 60 * 1000

/** An instant as ISO 8601 in Asia/Taipei, e.g. 2026-11-23T09:30:00.000+08:00. */
export function toTaipeiIso(instant: number): string {
  return `${new Date(instant + taipeiOffsetMs).toISOString().slice(0, -1)}+08:00`
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
