// Every contract call's handler. Typed as the full map: a path in the contract without a
// handler here is a compile error. Each area adds its group modules in its own section.
import { accountHandlers } from './account.ts'
import { activityHandlers } from './activities.ts'
import { commonHandlers } from './common.ts'
import { favouriteHandlers, newsHandlers } from './favourites.ts'
import { messageHandlers } from './messages.ts'
import { parameterHandlers } from './parameter.ts'
import { tradeHandlers } from './trade.ts'
import { moneyHandlers } from './money.ts'
import { newShareHandlers } from './newshares.ts'
import type { HandlerMap } from './types.ts'
import { userHandlers } from './user.ts'

export const handlers: HandlerMap = {
  // --- foundation
  ...commonHandlers,
  ...userHandlers,
  // --- markets and trading (issue 3)
  ...tradeHandlers,
  ...parameterHandlers,
  // --- favourites, search, news (issue 4)
  ...favouriteHandlers,
  ...newsHandlers,
  // --- money (issue 5)
  ...moneyHandlers,
  // --- account (issue 6)
  ...accountHandlers,
  ...messageHandlers,
  ...activityHandlers,
  // --- new shares, block trades, copy trading (issue 7)
  ...newShareHandlers,
}
