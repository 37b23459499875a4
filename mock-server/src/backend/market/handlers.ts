// The market area's calls, all public: quotes, charts and search, rankings, indices and plates.
import { raise } from '../core/catalogue.ts'
import type { HandlerMap } from '../core/handler.ts'
import { findInstrument } from './instruments.ts'
import { indices, kline, plateMembers, plateRows, quote, search, top } from './quotes.ts'

function instrument(symbol: string) {
  return findInstrument(symbol) ?? raise('stock_price_unavailable')
}

export const marketHandlers = {
  '/trade/stockdetails': {
    secured: false,
    run: ({ world, now }, { symbol }) => quote(world.seed, instrument(symbol), now),
  },

  '/trade/kline': {
    secured: false,
    run: ({ world, now }, { symbol, kline_type }) => kline(world.seed, instrument(symbol), now, kline_type),
  },

  '/trade/search': {
    secured: false,
    run: ({ world, now }, { content }) => search(world.seed, now, content),
  },

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
