// Every contract call's handler. Typed as the full map: a path in the contract without a
// handler here is a compile error. Each area adds its group modules in its own section.
import { accountHandlers } from '../account/handlers.ts'
import { activityHandlers } from '../activities/handlers.ts'
import { commonHandlers } from '../site/handlers.ts'
import { favouriteHandlers, newsHandlers } from '../favorites/handlers.ts'
import { messageHandlers } from '../account/notice-handlers.ts'
import { parameterHandlers } from '../market/lists-handlers.ts'
import { tradeHandlers } from '../trade/handlers.ts'
import { moneyHandlers } from '../money/handlers.ts'
import { newShareHandlers } from '../new-shares/handlers.ts'
import type { HandlerMap } from '../core/handler.ts'
import { userHandlers } from '../login/handlers.ts'

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
