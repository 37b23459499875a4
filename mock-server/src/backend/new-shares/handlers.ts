// The new-shares area's calls: offerings, subscriptions (or bids), records and payment.
import { pay, placingRows, subscribe, subscriptionRows, variantOf } from './offerings.ts'
import type { HandlerMap } from '../core/handler.ts'

export const newShareHandlers = {
  '/trade/placinglist': {
    secured: true,
    run({ world, now }, { buy_type }) {
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
      return subscriptionRows(world, user.id, buy_type === undefined ? undefined : variantOf(buy_type))
    },
  },
  '/trade/paynewstock': {
    secured: true,
    run: ({ world, user, now }, { id }) => pay(world, user, id, now),
  },
} satisfies Partial<HandlerMap>
