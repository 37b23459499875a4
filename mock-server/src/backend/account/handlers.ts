// The account area's `user` calls on identity and passwords (issue 6).
import { submitIdentity } from './identity.ts'
import { changeFundPassword, changeLoginPassword, setFundPassword } from './password-changes.ts'
import type { HandlerMap } from '../core/handler.ts'

export const accountHandlers = {
  '/user/shiming': {
    secured: true,
    async run({ world, now, user }, body) {
      await submitIdentity(world, user, body, now)
      return null
    },
  },

  '/user/setPasswords': {
    secured: true,
    async run({ world, user }, body) {
      await setFundPassword(world, user, body)
      return null
    },
  },

  '/user/changePasswords': {
    secured: true,
    async run({ world, now, user }, body) {
      await changeFundPassword(world, user, body, now)
      return null
    },
  },

  '/user/changePassword': {
    secured: true,
    async run({ world, now, user, session }, body) {
      await changeLoginPassword(world, user, session, body, now)
      return null
    },
  },
} satisfies Partial<HandlerMap>
