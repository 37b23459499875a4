// The block-trades area's calls: the offers, a purchase and the user's purchases.
import type { HandlerMap } from '../core/handler.ts'
import { buyBlock, offerRows, purchaseRows } from './blocks.ts'

export const blockTradeHandlers = {
  '/trade/nbhllist': {
    secured: true,
    // The minute's prices and the block-trading hours (whole minutes): read by the minute.
    run({ world, minute }) {
      return offerRows(world, minute)
    },
  },
  '/trade/buy_dzstock': {
    secured: true,
    run: ({ world, user, now }, body) => buyBlock(world, user, body, now),
  },
  '/trade/ustockslist': {
    secured: true,
    run({ world, user }) {
      return purchaseRows(world, user.id)
    },
  },
} satisfies Partial<HandlerMap>
