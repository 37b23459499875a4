// The activities area's calls: daily sign-in and its rewards, the lottery and its records.
import type { HandlerMap } from '../core/handler.ts'
import { pageOf } from '../core/paging.ts'
import { draw, drawRow, lotteryInfo } from './lottery.ts'
import { claimSigninReward, signIn, signinInfo } from './signin.ts'

export const activityHandlers = {
  '/user/qiandaoinfo': {
    secured: true,
    // Only the day and month count (signin.ts): read by the minute.
    run: ({ world, minute, user }) => signinInfo(world, user, minute),
  },

  '/user/qiandao': {
    secured: true,
    run: ({ world, now, user }) => signIn(world, user, now),
  },

  '/user/qiandaoreward': {
    secured: true,
    run: ({ world, now, user }, { id }) => claimSigninReward(world, user, id, now),
  },

  '/user/choujianginfo': {
    secured: true,
    run: ({ world, user }) => lotteryInfo(world, user),
  },

  '/user/choujiang': {
    secured: true,
    run: ({ world, now, user }) => draw(world, user, now),
  },

  '/user/choujianglist': {
    secured: true,
    run({ world, user }, { page }) {
      const draws = world.db.lotteryDraws.findMany((q) => q.where({ userId: user.id })).sort((a, b) => b.id - a.id)
      return pageOf(draws, page).map(drawRow)
    },
  },
} satisfies Partial<HandlerMap>
