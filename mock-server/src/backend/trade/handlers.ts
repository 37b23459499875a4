// The trade area's calls: orders, positions, history, settlements, credit trading and day
// trading of the logged-in user.
import { raise } from '../core/catalogue.ts'
import { applyForDayTrading } from './day-trading.ts'
import { cancelOrder, placeClosingOrder, placeOpeningOrder } from './orders.ts'
import { creditAccount, settlementSummary } from './summaries.ts'
import { applicationRow, historyRows, intradayRows, openRows, orderResultRow, rowById } from './views.ts'
import type { HandlerMap } from '../core/handler.ts'

export const tradeHandlers = {
  '/trade/userstocklist': {
    secured: true,
    run({ world, now, user }) {
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

  '/trade/cancel_stock': {
    secured: true,
    async run({ world, now, user }, { id }) {
      return orderResultRow(world, await cancelOrder(world, user, id, now), now)
    },
  },

  '/trade/stockdetail': {
    secured: true,
    run({ world, now, user }, { id }) {
      return rowById(world, user.id, id, now) ?? raise('order_not_found')
    },
  },

  '/trade/userstocklists': {
    secured: true,
    run({ world, now, user }, { page }) {
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
    run({ world, now, user }) {
      return creditAccount(world, user, now)
    },
  },

  '/trade/rnjyorders': {
    secured: true,
    run({ world, now, user }, { page }) {
      return intradayRows(world, user.id, now, page)
    },
  },
} satisfies Partial<HandlerMap>
