// 提交過於頻繁: two money requests of the same kind by one user must be a minimum interval
// apart (by the world clock). A retry of the same submission never gets here: the
// dispatcher replays its first answer (Idempotency-Key).
import { raise } from '../core/catalogue.ts'

/** Raises submit_too_frequent when the user's latest request of this kind is too recent. */
export function assertNotTooFrequent(latestAt: number | undefined, now: number, minIntervalMs: number): void {
  if (latestAt !== undefined && now - latestAt < minIntervalMs) raise('submit_too_frequent')
}

/** The latest creation instant of a user's records. */
export function latestOf(records: readonly { createdAt: number }[]): number | undefined {
  return records.reduce<number | undefined>(
    (latest, record) => (latest === undefined || record.createdAt > latest ? record.createdAt : latest),
    undefined,
  )
}
