// The `trade` group of the markets area: quotes, charts and search (public), orders,
// positions, history and day trading (for the logged-in user).
import { raise } from '../core/catalogue.ts'
import { applyForDayTrading } from './day-trading.ts'
import { findInstrument } from '../market/instruments.ts'
import { cancelOrder, placeClosingOrder, placeOpeningOrder } from './orders.ts'
import { kline, quote, search } from '../market/quotes.ts'
import { applicationRow, historyRows, intradayRows, openRows, rowById } from './views.ts'
import { assertMay } from '../core/restrictions.ts'
import type { HandlerMap } from '../core/handler.ts'

function instrument(symbol: string) {
  return findInstrument(symbol) ?? raise('stock_price_unavailable')
}

export const tradeHandlers = {
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

  '/trade/userstocklist': {
    secured: true,
    run({ world, now, user }) {
      assertMay(user, 'use')
      return openRows(world, user.id, now)
    },
  },

  '/trade/buy_stock': {
    secured: true,
    async run({ world, now, user }, body) {
      const order = await placeOpeningOrder(world, user, body, now)
      return rowById(world, user.id, order.id, now) ?? raise('order_not_found')
    },
  },

  '/trade/sell_stock': {
    secured: true,
    async run({ world, now, user }, body) {
      const order = await placeClosingOrder(world, user, body, now)
      return rowById(world, user.id, order.id, now) ?? raise('order_not_found')
    },
  },

  '/trade/cancel_stock': {
    secured: true,
    async run({ world, now, user }, { id }) {
      const order = await cancelOrder(world, user, id, now)
      return rowById(world, user.id, order.id, now) ?? raise('order_not_found')
    },
  },

  '/trade/stockdetail': {
    secured: true,
    run({ world, now, user }, { id }) {
      assertMay(user, 'use')
      return rowById(world, user.id, id, now) ?? raise('order_not_found')
    },
  },

  '/trade/userstocklists': {
    secured: true,
    run({ world, now, user }, { page }) {
      assertMay(user, 'use')
      return historyRows(world, user.id, now, page)
    },
  },

  '/trade/rnjy': {
    secured: true,
    async run({ world, now, user }, { money }) {
      return applicationRow(await applyForDayTrading(world, user, money, now))
    },
  },

  '/trade/urnjylist': {
    secured: true,
    run({ world, user }) {
      assertMay(user, 'use')
      return world.db.dayTradingApplications
        .findMany((q) => q.where({ userId: user.id }))
        .sort((a, b) => b.id - a.id)
        .map(applicationRow)
    },
  },

  '/trade/rnjyorders': {
    secured: true,
    run({ world, now, user }, { page }) {
      assertMay(user, 'use')
      return intradayRows(world, user.id, now, page)
    },
  },
} satisfies Partial<HandlerMap>
