// The news area's calls, public: the list and one item.
import type { HandlerMap } from '../core/handler.ts'
import { newsDetail, newsPage, nextPublication } from './news.ts'

export const newsHandlers = {
  '/common/newss': {
    secured: false,
    run(context, { page }) {
      const { world, now } = context
      // The list reads the same until the next scheduled item shows.
      context.holdsUntil(nextPublication(world, now))
      return newsPage(world, now, page)
    },
  },
  '/common/newsdetail': {
    secured: false,
    run(context, { id }) {
      const { world, now } = context
      // An item shown stays shown (one not yet published is refused, and not kept).
      context.holdsUntil(Infinity)
      return newsDetail(world, now, id)
    },
  },
} satisfies Partial<HandlerMap>
