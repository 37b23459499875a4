// The favorites area's calls: the watchlist (the upstream's calls act on the default group)
// and the designed calls of the watchlist groups.
import type { HandlerMap } from '../core/handler.ts'
import { createGroup, deleteGroup, groupRows, renameGroup, sortGroups } from './groups.ts'
import { defaultGroupId } from './records.ts'
import {
  addToWatchlist,
  moveBetweenGroups,
  removeFromWatchlist,
  saveWatchlistOrder,
  watchlistRows,
} from './watchlist.ts'

export const favoriteHandlers = {
  '/user/Optionallist': {
    secured: true,
    // The rows' quotes are the minute's (the market's answers): read by the minute.
    run({ world, user, minute }) {
      return watchlistRows(world, user.id, minute)
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
    async run({ world, user, now }, { symbols, id = defaultGroupId }) {
      await saveWatchlistOrder(world, user.id, symbols, id)
      return watchlistRows(world, user.id, now, id)
    },
  },
  '/user/removeOptional': {
    secured: true,
    async run({ world, user, now }, { symbol }) {
      await removeFromWatchlist(world, user.id, symbol)
      return watchlistRows(world, user.id, now)
    },
  },

  // --- groups
  '/user/optionalGroups': {
    secured: true,
    run: ({ world, user }) => groupRows(world, user.id),
  },
  '/user/addOptionalGroup': {
    secured: true,
    async run({ world, user, now }, { name }) {
      await createGroup(world, user.id, name, now)
      return groupRows(world, user.id)
    },
  },
  '/user/renameOptionalGroup': {
    secured: true,
    async run({ world, user }, { id, name }) {
      await renameGroup(world, user.id, id, name)
      return groupRows(world, user.id)
    },
  },
  '/user/removeOptionalGroup': {
    secured: true,
    async run({ world, user }, { id }) {
      await deleteGroup(world, user.id, id)
      return groupRows(world, user.id)
    },
  },
  '/user/sortOptionalGroups': {
    secured: true,
    async run({ world, user }, { ids }) {
      await sortGroups(world, user.id, ids)
      return groupRows(world, user.id)
    },
  },
  '/user/groupOptionallist': {
    secured: true,
    run: ({ world, user, minute }, { id }) => watchlistRows(world, user.id, minute, id),
  },
  '/user/addGroupOptional': {
    secured: true,
    async run({ world, user, now }, { id, symbol }) {
      await addToWatchlist(world, user.id, symbol, now, id)
      return groupRows(world, user.id)
    },
  },
  '/user/removeGroupOptional': {
    secured: true,
    async run({ world, user }, { id, symbol }) {
      await removeFromWatchlist(world, user.id, symbol, id)
      return groupRows(world, user.id)
    },
  },
  '/user/moveOptional': {
    secured: true,
    async run({ world, user, now }, { symbols, from, to }) {
      await moveBetweenGroups(world, user.id, symbols, from, to, now)
      return groupRows(world, user.id)
    },
  },
} satisfies Partial<HandlerMap>
