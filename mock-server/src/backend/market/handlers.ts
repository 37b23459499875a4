// The market area's calls, all public: quotes, charts and search, rankings, indices and plates.
import { raise } from '../core/catalogue.ts'
import type { HandlerMap } from '../core/handler.ts'
import { findInstrument } from './instruments.ts'
import { MinuteAnswers } from './minute-answers.ts'
import { indices, kline, plateMembers, plateRows, quote, search, top } from './quotes.ts'

function instrument(symbol: string) {
  return findInstrument(symbol) ?? raise('stock_price_unavailable')
}

// Every answer is the minute's (minute-answers.ts): the handlers read the clock by the minute,
// so the engine keeps each world's answer for the rest of the minute (engine/read-memo.ts).
// Charts are the large answers (up to 320 candles each): fewer of them are kept.
const charts = new MinuteAnswers(64)
const answers = new MinuteAnswers(1000)

export const marketHandlers = {
  '/trade/stockdetails': {
    secured: false,
    run: ({ world, minute }, { symbol }) =>
      answers.get(world.seed, minute, `quote|${symbol}`, () => quote(world.seed, instrument(symbol), minute)),
  },

  '/trade/kline': {
    secured: false,
    run: ({ world, minute }, { symbol, kline_type }) =>
      charts.get(world.seed, minute, `kline|${symbol}|${kline_type}`, () =>
        kline(world.seed, instrument(symbol), minute, kline_type),
      ),
  },

  '/trade/search': {
    secured: false,
    run: ({ world, minute }, { content }) =>
      answers.get(world.seed, minute, `search|${content}`, () => search(world.seed, minute, content)),
  },

  '/parameter/top': {
    secured: false,
    run: ({ world, minute }, { type, market, page }) =>
      answers.get(world.seed, minute, `top|${type}|${market}|${page}`, () =>
        top(world.seed, minute, type, market ?? 'all', page),
      ),
  },

  '/parameter/zhishu': {
    secured: false,
    run: ({ world, minute }) => answers.get(world.seed, minute, 'indices', () => indices(world.seed, minute)),
  },

  '/parameter/plate': {
    secured: false,
    run: ({ world, minute }, { type }) =>
      answers.get(world.seed, minute, `plates|${type}`, () => plateRows(world.seed, minute, type)),
  },

  '/parameter/plateStocks': {
    secured: false,
    run: ({ world, minute }, { id, page }) =>
      answers.get(world.seed, minute, `plate|${id}|${page}`, () => plateMembers(world.seed, minute, id, page)),
  },
} satisfies Partial<HandlerMap>
