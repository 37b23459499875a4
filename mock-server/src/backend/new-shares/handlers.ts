// The new-shares area's calls: offerings, subscriptions (or bids), records and payment.
import type { HandlerMap } from '../core/handler.ts'
import { nextOfferingChange, pay, placingRows, subscribe, subscriptionRows, variantOf } from './offerings.ts'

export const newShareHandlers = {
  '/trade/placinglist': {
    secured: true,
    run(context, { buy_type }) {
      const { world, now } = context
      const variant = variantOf(buy_type)
      // Each offering's state turns when it opens and when it closes.
      context.holdsUntil(nextOfferingChange(world, variant, now))
      return placingRows(world, variant, now)
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
