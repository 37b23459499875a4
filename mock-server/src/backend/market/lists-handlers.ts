// The `parameter` group: lists of instruments (rankings, indices, plates), public.
import { indices, plateMembers, plateRows, top } from './quotes.ts'
import type { HandlerMap } from '../core/handler.ts'

export const parameterHandlers = {
  '/parameter/top': {
    secured: false,
    run: ({ world, now }, { type, market, page }) => top(world.seed, now, type, market ?? 'all', page),
  },

  '/parameter/zhishu': {
    secured: false,
    run: ({ world, now }) => indices(world.seed, now),
  },

  '/parameter/plate': {
    secured: false,
    run: ({ world, now }, { type }) => plateRows(world.seed, now, type),
  },

  '/parameter/plateStocks': {
    secured: false,
    run: ({ world, now }, { id, page }) => plateMembers(world.seed, now, id, page),
  },
} satisfies Partial<HandlerMap>
