// The favorites area's calls: the watchlist.
import { addToWatchlist, removeFromWatchlist, saveWatchlistOrder, watchlistRows } from './watchlist.ts'
import type { HandlerMap } from '../core/handler.ts'

export const favoriteHandlers = {
  '/user/Optionallist': {
    secured: true,
    run({ world, user, now }) {
      return watchlistRows(world, user.id, now)
    },
  },
  '/user/addOptional': {
    secured: true,
    async run({ world, user, now }, { symbol }) {
      await addToWatchlist(world, user.id, symbol, now)
      return watchlistRows(world, user.id, now)
    },
  },
  '/user/sortOptional': {
    secured: true,
    async run({ world, user, now }, { symbols }) {
      await saveWatchlistOrder(world, user.id, symbols)
      return watchlistRows(world, user.id, now)
    },
  },
  '/user/removeOptional': {
    secured: true,
    async run({ world, user, now }, { symbol }) {
      await removeFromWatchlist(world, user.id, symbol)
      return watchlistRows(world, user.id, now)
    },
  },
} satisfies Partial<HandlerMap>
