// The login area's calls: signing in and out, and opening an account.
import { accountPattern, loginPasswordLength } from '#rules/account.ts'

import { raise } from '../core/catalogue.ts'
import type { HandlerMap } from '../core/handler.ts'
import { hashPassword, verifyPassword } from '../core/passwords.ts'
import { assertMay } from '../core/restrictions.ts'
import { newSessionToken } from '../core/tokens.ts'

/** Sessions an account keeps (devices logged in); a new login beyond it ends the oldest. */
export const maxSessionsPerAccount = 10

export const loginHandlers = {
  '/user/login': {
    secured: false,
    async run({ world, now }, { account, password }) {
      const user = world.db.users.findFirst((q) => q.where({ account }))
      if (user === undefined) raise('account_not_found')
      if (!(await verifyPassword(password, user.passwordSalt, user.passwordHash))) raise('wrong_credentials')
      assertMay(user, 'login')
      const token = newSessionToken()
      await world.db.sessions.create({ token, userId: user.id, account: user.account, createdAt: now })
      // Bounded, so that a long-running mock (or a benchmark logging in thousands of times)
      // does not grow without end; the oldest session's token then answers 401.
      const own = world.db.sessions.findMany((q) => q.where((session) => session.userId === user.id))
      for (const old of own.slice(0, Math.max(0, own.length - maxSessionsPerAccount))) {
        world.db.sessions.delete((q) => q.where((session) => session.token === old.token))
      }
      return { token, account: user.account }
    },
  },

  '/user/register': {
    secured: false,
    async run({ world, now }, { account, pwd, pwd1, inviter }) {
      if (!accountPattern.test(account)) raise('account_format')
      if (pwd.length < loginPasswordLength.min || pwd.length > loginPasswordLength.max) raise('password_length')
      if (pwd !== pwd1) raise('passwords_mismatch')
      if (world.db.users.findFirst((q) => q.where({ account })) !== undefined) raise('account_exists')
      const invitedByMember = world.db.users.findFirst((q) => q.where({ inviteCode: inviter }))
      const invitedByAgent = world.db.agents.findFirst((q) => q.where({ code: inviter }))
      if (invitedByMember === undefined && invitedByAgent === undefined) raise('inviter_not_found')
      const id = world.ids.next('user')
      const passwordSalt = newSessionToken()
      await world.db.users.create({
        id,
        account,
        passwordSalt,
        passwordHash: await hashPassword(pwd, passwordSalt),
        realname: '',
        idCard: '',
        frontcard: '',
        backcard: '',
        verification: 0,
        fundPasswordSalt: newSessionToken(),
        fundPasswordHash: null,
        fundPasswordGuard: { failures: [], lockedUntil: 0 },
        balances: { twd: 0, usd: 0, usdt: 0, frozenTwd: 0, settlingTwd: 0 },
        creditScore: 100,
        inviteCode: `TW${account.slice(-4)}${id}`,
        invitedBy: inviter,
        restrictions: { frozen: false, loginForbidden: false, tradingForbidden: false, withdrawalForbidden: false },
        createdAt: now,
      })
      return null
    },
  },

  '/user/logout': {
    secured: true,
    run({ world, session }) {
      world.db.sessions.delete((q) => q.where({ token: session.token }))
      return null
    },
  },
} satisfies Partial<HandlerMap>
