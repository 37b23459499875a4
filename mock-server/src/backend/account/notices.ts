// Notices (公告, type 1) that the broker posts to everyone and messages (站內訊息, type 2)
// sent to one user, with each user's read marks. Something posted for a later instant
// stays hidden until the world clock reaches it.
import type { ResponseData } from '#openapi/operations.ts'

import { firstAfter, upstreamTime } from '../core/time.ts'
import type { World } from '../core/world.ts'
import type { NoticeRecord } from './records.ts'

export type NoticeType = NoticeRecord['type']

type NoticeRow = ResponseData<'/user/notice'>[number]

/** Characters of plain text a list row shows of the body. */
const summaryLength = 60

const entities: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

/**
 * The first words of an HTML body as plain text, for list rows. Only for the back office's
 * own bodies (the rows are shown as text, never as HTML, so nothing here needs to be safe).
 */
export function summaryOf(html: string): string {
  const text = html
    // Blocks part words; inline markup (<strong>) sits inside them, and Chinese has no spaces.
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|table|tr|td|th|details|summary)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:nbsp|amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > summaryLength ? `${text.slice(0, summaryLength)}…` : text
}

/** The notices (to everyone) or the user's own messages posted by `now`, newest first. */
export function visibleNotices(world: World, userId: number, type: NoticeType, now: number): NoticeRecord[] {
  return world.db.notices
    .findMany((q) => q.where({ type, at: (at) => at <= now }))
    .filter((notice) => (type === 1 ? notice.userId === null : notice.userId === userId))
    .sort((a, b) => b.at - a.at || b.id - a.id)
}

/** When the notices and messages next read differently by the clock alone: the next one posted for later. */
export function nextNotice(world: World, now: number): number {
  return firstAfter(
    world.db.notices.all().map((notice) => notice.at),
    now,
  )
}

/** One notice or message the user may open now, or undefined. */
export function findVisibleNotice(world: World, userId: number, id: number, now: number): NoticeRecord | undefined {
  const notice = world.db.notices.findFirst((q) => q.where({ id }))
  if (notice === undefined || notice.at > now) return undefined
  return notice.userId === null || notice.userId === userId ? notice : undefined
}

export function isRead(world: World, userId: number, noticeId: number): boolean {
  return world.db.noticeReads.findFirst((q) => q.where({ userId, noticeId })) !== undefined
}

export async function markRead(
  world: World,
  userId: number,
  notices: readonly NoticeRecord[],
  now: number,
): Promise<void> {
  for (const notice of notices) {
    if (!isRead(world, userId, notice.id)) await world.db.noticeReads.create({ noticeId: notice.id, userId, at: now })
  }
}

export function noticeRow(world: World, userId: number, notice: NoticeRecord): NoticeRow {
  return {
    id: notice.id,
    type: notice.type,
    title: notice.title,
    summary: notice.summary,
    create_time: upstreamTime(notice.at),
    is_read: isRead(world, userId, notice.id) ? 1 : 0,
  }
}

/** Posts a notice to everyone (userId null) or sends a message to one user. */
export async function postNotice(
  world: World,
  notice: { type: NoticeType; userId: number | null; title: string; content: string; at: number },
): Promise<NoticeRecord> {
  return world.db.notices.create({ id: world.ids.next('notice'), ...notice, summary: summaryOf(notice.content) })
}
