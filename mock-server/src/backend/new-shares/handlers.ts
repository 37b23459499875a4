// New shares, block trades and copy trading (group `trade`) of issue 7.
import { buyBlock, offerRows, purchaseRows } from '../block-trades/blocks.ts'
import { copySubscriptionRows, followProduct, productRows } from '../copy-trading/products.ts'
import { pay, placingRows, subscribe, subscriptionRows, variantOf } from './offerings.ts'
import { assertMay } from '../core/restrictions.ts'
import type { HandlerMap } from '../core/handler.ts'

export const newShareHandlers = {
  '/trade/placinglist': {
    secured: true,
    run({ world, user, now }, { buy_type }) {
      assertMay(user, 'use')
      return placingRows(world, variantOf(buy_type), now)
    },
  },
  '/trade/buy_newstock': {
    secured: true,
    run: ({ world, user, now }, body) => subscribe(world, user, body, now),
  },
  '/trade/usernewstocklist': {
    secured: true,
    run({ world, user }, { buy_type }) {
      assertMay(user, 'use')
      return subscriptionRows(world, user.id, buy_type === undefined ? undefined : variantOf(buy_type))
    },
  },
  '/trade/paynewstock': {
    secured: true,
    run: ({ world, user, now }, { id }) => pay(world, user, id, now),
  },
  '/trade/nbhllist': {
    secured: true,
    run({ world, user, now }) {
      assertMay(user, 'use')
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
      assertMay(user, 'use')
      return purchaseRows(world, user.id)
    },
  },
  '/trade/productlist': {
    secured: true,
    run({ world, user, now }) {
      assertMay(user, 'use')
      return productRows(world, now)
    },
  },
  '/trade/buy_product': {
    secured: true,
    run: ({ world, user, now }, body) => followProduct(world, user, body, now),
  },
  '/trade/userproductlist': {
    secured: true,
    run({ world, user, now }) {
      assertMay(user, 'use')
      return copySubscriptionRows(world, user.id, now)
    },
  },
} satisfies Partial<HandlerMap>
