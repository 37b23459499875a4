// Every contract call's handler. Typed as the full map: a path in the contract without a
// handler here is a compile error.
import { commonHandlers } from './common.ts'
import type { HandlerMap } from './types.ts'
import { userHandlers } from './user.ts'

export const handlers: HandlerMap = {
  ...commonHandlers,
  ...userHandlers,
}
