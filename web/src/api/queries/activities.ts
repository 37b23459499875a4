// Query factories of the activities area: the daily sign-in and the lottery. Every key
// starts with 'activities' and comes from activitiesKeys; activitiesRefresh says what each
// of the area's changes refreshes.
import { type QueryKey, queryOptions } from '@tanstack/react-query'

import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'
import { accountKeys } from './account.ts'
import { moneyKeys } from './money.ts'

export const activitiesKeys = {
  all: ['activities'] as const,
  signIn: () => ['activities', 'sign-in'] as const,
  lottery: () => ['activities', 'lottery'] as const,
  lotteryRecords: () => ['activities', 'lottery-records'] as const,
}

export const activitiesQueries = {
  /** This month's sign-ins, the streak and the rewards to claim. */
  signIn: () =>
    queryOptions({
      queryKey: activitiesKeys.signIn(),
      queryFn: () => api.read('/user/qiandaoinfo', {}),
    }),
  /** The prizes and the chances left. */
  lottery: () =>
    queryOptions({
      queryKey: activitiesKeys.lottery(),
      queryFn: () => api.read('/user/choujianginfo', {}),
    }),
  lotteryRecords: () =>
    pagedQueryOptions(activitiesKeys.lotteryRecords(), (page) => api.read('/user/choujianglist', { page })),
}

/** What each change of the activities area makes stale. */
export const activitiesRefresh = {
  /**
   * /user/qiandao: the sign-ins, the lottery (a sign-in gives a chance), and the credit score (a
   * week's streak raises it).
   */
  afterSignIn: (): QueryKey[] => [
    activitiesKeys.signIn(),
    activitiesKeys.lottery(),
    accountKeys.info(),
    accountKeys.creditLog(),
  ],
  /** /user/qiandaoreward: the sign-ins (claimed), the balance and the fund records (the reward is paid). */
  afterRewardClaimed: (): QueryKey[] => [activitiesKeys.signIn(), accountKeys.info(), moneyKeys.fundRecords()],
  /** /user/choujiang, at its answer (or refusal: the count was old): the chances. */
  afterDraw: (): QueryKey[] => [activitiesKeys.lottery()],
  /**
   * /user/choujiang, once the wheel has landed (earlier would give the prize away): the
   * records, and the balance and fund records a cash prize moved.
   */
  afterPrizeShown: (): QueryKey[] => [activitiesKeys.lotteryRecords(), accountKeys.info(), moneyKeys.fundRecords()],
}
