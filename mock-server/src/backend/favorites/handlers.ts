// The watchlist (group `user`) and news (group `common`) calls of issue 4.
import { newsDetail, newsPage } from '../news/news.ts'
import { addToWatchlist, removeFromWatchlist, saveWatchlistOrder, watchlistRows } from './watchlist.ts'
import { assertMay } from '../core/restrictions.ts'
import type { HandlerMap } from '../core/handler.ts'

export const favouriteHandlers = {
  '/user/Optionallist': {
    secured: true,
    run({ world, user, now }) {
      assertMay(user, 'use')
      return watchlistRows(world, user.id, now)
    },
  },
  '/user/addOptional': {
    secured: true,
    async run({ world, user, now }, { symbol }) {
      assertMay(user, 'use')
      await addToWatchlist(world, user.id, symbol, now)
      return watchlistRows(world, user.id, now)
    },
  },
  '/user/sortOptional': {
    secured: true,
    async run({ world, user, now }, { symbols }) {
      assertMay(user, 'use')
      await saveWatchlistOrder(world, user.id, symbols)
      return watchlistRows(world, user.id, now)
    },
  },
  '/user/removeOptional': {
    secured: true,
    async run({ world, user, now }, { symbol }) {
      assertMay(user, 'use')
      await removeFromWatchlist(world, user.id, symbol)
      return watchlistRows(world, user.id, now)
    },
  },
} satisfies Partial<HandlerMap>

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
