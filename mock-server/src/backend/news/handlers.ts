// The news area's calls, public: the list and one item.
import type { HandlerMap } from '../core/handler.ts'
import { newsDetail, newsPage } from './news.ts'

export const newsHandlers = {
  '/common/newss': {
    secured: false,
    run: ({ world, now }, { page }) => newsPage(world, now, page),
  },
  '/common/newsdetail': {
    secured: false,
    run: ({ world, now }, { id }) => newsDetail(world, now, id),
  },
} satisfies Partial<HandlerMap>
