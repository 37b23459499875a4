// The market area's calls, all public: quotes, charts and search, rankings, indices and plates.
import { raise } from '../core/catalogue.ts'
import type { HandlerMap } from '../core/handler.ts'
import { findInstrument } from './instruments.ts'
import { MinuteAnswers } from './minute-answers.ts'
import { indices, kline, plateMembers, plateRows, quote, search, top } from './quotes.ts'

function instrument(symbol: string) {
  return findInstrument(symbol) ?? raise('stock_price_unavailable')
}

// Charts are the large answers (up to 320 candles, about 50 kB): fewer of them are kept.
const charts = new MinuteAnswers(64)
const answers = new MinuteAnswers(1000)

export const marketHandlers = {
  '/trade/stockdetails': {
    secured: false,
    run: ({ world, now }, { symbol }) => answers.get(world.seed, now, `quote|${symbol}`, () => quote(world.seed, instrument(symbol), now)),
  },

  '/trade/kline': {
    secured: false,
    run: ({ world, now }, { symbol, kline_type }) => charts.get(world.seed, now, `kline|${symbol}|${kline_type}`, () => kline(world.seed, instrument(symbol), now, kline_type)),
  },

  '/trade/search': {
    secured: false,
    run: ({ world, now }, { content }) => answers.get(world.seed, now, `search|${content}`, () => search(world.seed, now, content)),
  },

  '/parameter/top': {
    secured: false,
    run: ({ world, now }, { type, market, page }) => answers.get(world.seed, now, `top|${type}|${market}|${page}`, () => top(world.seed, now, type, market ?? 'all', page)),
  },

  '/parameter/zhishu': {
    secured: false,
    run: ({ world, now }) => answers.get(world.seed, now, 'indices', () => indices(world.seed, now)),
  },

  '/parameter/plate': {
    secured: false,
    run: ({ world, now }, { type }) => answers.get(world.seed, now, `plates|${type}`, () => plateRows(world.seed, now, type)),
  },

  '/parameter/plateStocks': {
    secured: false,
    run: ({ world, now }, { id, page }) => answers.get(world.seed, now, `plate|${id}|${page}`, () => plateMembers(world.seed, now, id, page)),
  },
} satisfies Partial<HandlerMap>
