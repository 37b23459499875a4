// The trade area's calls: orders, positions, history, settlements, credit trading and day
// trading of the logged-in user.
import { raise } from '../core/catalogue.ts'
import type { HandlerMap } from '../core/handler.ts'
import { applyForDayTrading } from './day-trading.ts'
import { cancelOrder, placeClosingOrder, placeOpeningOrder, placeStockSale } from './orders.ts'
import { creditAccount, settlementSummary } from './summaries.ts'
import {
  applicationRow,
  historyRows,
  intradayRows,
  openRows,
  orderResultRow,
  rowById,
  rowsChangeAt,
  todayOrders,
} from './views.ts'

export const tradeHandlers = {
  '/trade/userstocklist': {
    secured: true,
    run(context) {
      const { world, now, user } = context
      context.holdsUntil(rowsChangeAt(world, user.id, now))
      return openRows(world, user.id, now)
    },
  },

  '/trade/buy_stock': {
    secured: true,
    async run({ world, now, user }, body) {
      return orderResultRow(world, await placeOpeningOrder(world, user, body, now), now)
    },
  },

  '/trade/sell_stock': {
    secured: true,
    async run({ world, now, user }, body) {
      return orderResultRow(world, await placeClosingOrder(world, user, body, now), now)
    },
  },

  '/trade/sell_symbol': {
    secured: true,
    async run({ world, now, user }, body) {
      return orderResultRow(world, await placeStockSale(world, user, body, now), now)
    },
  },

  '/trade/cancel_stock': {
    secured: true,
    async run({ world, now, user }, { id }) {
      return orderResultRow(world, await cancelOrder(world, user, id, now), now)
    },
  },

  '/trade/stockdetail': {
    secured: true,
    run(context, { id }) {
      const { world, now, user } = context
      context.holdsUntil(rowsChangeAt(world, user.id, now))
      return rowById(world, user.id, id, now) ?? raise('order_not_found')
    },
  },

  '/trade/userstocklists': {
    secured: true,
    // Sales and ended orders carry only the minute's price of their symbol: read by the minute.
    run({ world, minute, user }, { page }) {
      return historyRows(world, user.id, minute, page)
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
      return world.db.dayTradingApplications
        .findMany((q) => q.where({ userId: user.id }))
        .sort((a, b) => b.id - a.id)
        .map(applicationRow)
    },
  },

  '/trade/settlements': {
    secured: true,
    run({ world, user }) {
      return settlementSummary(world, user.id)
    },
  },

  '/trade/credit': {
    secured: true,
    // Prices of the minute and interest by the day: read by the minute.
    run({ world, minute, user }) {
      return creditAccount(world, user, minute)
    },
  },

  '/trade/userwtlist': {
    secured: true,
    // What fills changes the world; the day turns on a minute.
    run({ world, minute, user }) {
      return todayOrders(world, user.id, minute)
    },
  },

  '/trade/rnjyorders': {
    secured: true,
    run(context, { page }) {
      const { world, now, user } = context
      context.holdsUntil(rowsChangeAt(world, user.id, now))
      return intradayRows(world, user.id, now, page)
    },
  },
} satisfies Partial<HandlerMap>
