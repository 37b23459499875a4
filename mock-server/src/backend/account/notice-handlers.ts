// The account area's notices, messages and server texts.
import { raise } from '../core/catalogue.ts'
import type { HandlerMap } from '../core/handler.ts'
import { pageOf } from '../core/paging.ts'
import { upstreamTime } from '../core/time.ts'
import { findVisibleNotice, markRead, nextNotice, noticeRow, visibleNotices } from './notices.ts'

export const noticeHandlers = {
  '/user/notice': {
    secured: true,
    run(context, { page, type }) {
      const { world, now, user } = context
      // The list reads the same until the next notice posted for later shows.
      context.holdsUntil(nextNotice(world, now))
      return pageOf(visibleNotices(world, user.id, type, now), page).map((notice) => noticeRow(world, user.id, notice))
    },
  },

  '/user/noticedetail': {
    secured: true,
    async run({ world, now, user }, { id }) {
      const notice = findVisibleNotice(world, user.id, id, now)
      if (notice === undefined) raise('notice_not_found')
      await markRead(world, user.id, [notice], now)
      return { ...noticeRow(world, user.id, notice), content: notice.content, is_read: 1 as const }
    },
  },

  '/user/noticenum': {
    secured: true,
    run(context) {
      const { world, now, user } = context
      context.holdsUntil(nextNotice(world, now))
      const unread = (type: 1 | 2) =>
        visibleNotices(world, user.id, type, now).filter((notice) => noticeRow(world, user.id, notice).is_read === 0)
          .length
      return { notice: unread(1), message: unread(2) }
    },
  },

  '/user/noticeread': {
    secured: true,
    async run({ world, now, user }, { type }) {
      await markRead(world, user.id, visibleNotices(world, user.id, type, now), now)
      return null
    },
  },

  '/common/wenben': {
    secured: false,
    run({ world }, { type }) {
      const text = world.db.texts.findFirst((q) => q.where({ type }))
      if (text === undefined) throw new Error(`no server text ${type} in this world`)
      return { type, title: text.title, content: text.content, update_time: upstreamTime(text.updatedAt) }
    },
  },
} satisfies Partial<HandlerMap>
