// The copy-trading area's calls: the products, following one and the user's subscriptions.
import type { HandlerMap } from '../core/handler.ts'
import {
  copySubscriptionRows,
  followProduct,
  productRows,
  productsChangeAt,
  subscriptionsChangeAt,
} from './products.ts'

export const copyTradingHandlers = {
  '/trade/productlist': {
    secured: true,
    run(context) {
      const { world, now } = context
      context.holdsUntil(productsChangeAt(world, now))
      return productRows(world, now)
    },
  },
  '/trade/buy_product': {
    secured: true,
    run: ({ world, user, now }, body) => followProduct(world, user, body, now),
  },
  '/trade/userproductlist': {
    secured: true,
    run(context) {
      const { world, user, now } = context
      context.holdsUntil(subscriptionsChangeAt(world, user.id, now))
      return copySubscriptionRows(world, user.id, now)
    },
  },
} satisfies Partial<HandlerMap>
