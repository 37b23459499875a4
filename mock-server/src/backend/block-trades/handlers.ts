// The block-trades area's calls: the offers, a purchase and the user's purchases.
import type { HandlerMap } from '../core/handler.ts'
import { buyBlock, offerRows, purchaseRows } from './blocks.ts'

export const blockTradeHandlers = {
  '/trade/nbhllist': {
    secured: true,
    run({ world, now }) {
      return offerRows(world, now)
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
