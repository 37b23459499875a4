// Daily sign-in (每日簽到): once per Taiwan calendar day by the world clock. Each sign-in
// gives one lottery chance; signing in on enough days of a month earns cash rewards,
// each claimable once per month and credited through the ledger; a sign-in completing a
// streak of 7 consecutive days (14, 21...) raises the credit score.
import type { ResponseData } from '#openapi/operations.ts'

import { applyCreditScoreEvent } from '../account/credit-score.ts'
import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import { post } from '../core/ledger.ts'
import { type Minor, toDecimalString } from '../core/minor-units.ts'
import { calendarDay, calendarMonth, dayBefore } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { addLotteryChances } from './lottery.ts'

export interface SigninReward {
  id: number
  /** Sign-ins in the calendar month the reward needs. */
  need: number
  /** TWD, minor units. */
  money: Minor
}

export const signinRewards: readonly SigninReward[] = [
  { id: 1, need: 3, money: 10_00 },
  { id: 2, need: 7, money: 30_00 },
  { id: 3, need: 15, money: 88_00 },
  { id: 4, need: 25, money: 188_00 },
]

/** Lottery chances one sign-in gives. */
export const chancesPerSignin = 1

/** A sign-in completing a streak of a multiple of this many days raises the credit score (signin_streak). */
export const creditStreakDays = 7

function signedDays(world: World, userId: number): Set<string> {
  return new Set(world.db.signins.findMany((q) => q.where({ userId })).map((signin) => signin.day))
}

/** Consecutive days signed up to `day` (or up to the day before, while `day` is not signed yet). */
function streakUpTo(days: ReadonlySet<string>, day: string): number {
  let cursor = days.has(day) ? day : dayBefore(day)
  let streak = 0
  while (days.has(cursor)) {
    streak += 1
    cursor = dayBefore(cursor)
  }
  return streak
}

function monthDays(days: ReadonlySet<string>, month: string): number[] {
  return [...days]
    .filter((day) => day.startsWith(`${month}-`))
    .map((day) => Number(day.slice(8)))
    .sort((a, b) => a - b)
}

function isClaimed(world: World, userId: number, rewardId: number, month: string): boolean {
  return world.db.signinClaims.findFirst((q) => q.where({ userId, rewardId, month })) !== undefined
}

export function signinInfo(world: World, user: UserRecord, now: number): ResponseData<'/user/qiandaoinfo'> {
  const days = signedDays(world, user.id)
  const today = calendarDay(now)
  const month = calendarMonth(now)
  const thisMonth = monthDays(days, month)
  return {
    today: days.has(today) ? 1 : 0,
    month_count: thisMonth.length,
    streak: streakUpTo(days, today),
    days: thisMonth,
    rewards: signinRewards.map((reward) => ({
      id: reward.id,
      need: reward.need,
      money: toDecimalString(reward.money),
      status: isClaimed(world, user.id, reward.id, month) ? 2 : thisMonth.length >= reward.need ? 1 : 0,
    })),
  }
}

export async function signIn(world: World, user: UserRecord, now: number): Promise<ResponseData<'/user/qiandao'>> {
  const today = calendarDay(now)
  const days = signedDays(world, user.id)
  if (days.has(today)) raise('signed_in_today')
  await world.db.signins.create({ id: world.ids.next('signin'), userId: user.id, day: today, at: now })
  days.add(today)
  const chances = await addLotteryChances(world, user.id, chancesPerSignin)
  const streak = streakUpTo(days, today)
  if (streak % creditStreakDays === 0) await applyCreditScoreEvent(world, user.id, 'signin_streak', now)
  return { month_count: monthDays(days, calendarMonth(now)).length, streak, chances }
}

export async function claimSigninReward(
  world: World,
  user: UserRecord,
  rewardId: number,
  now: number,
): Promise<ResponseData<'/user/qiandaoreward'>> {
  const reward = signinRewards.find((candidate) => candidate.id === rewardId)
  if (reward === undefined) raise('signin_reward_not_found')
  const month = calendarMonth(now)
  if (monthDays(signedDays(world, user.id), month).length < reward.need) raise('signin_count_insufficient')
  if (isClaimed(world, user.id, reward.id, month)) raise('signin_reward_claimed')

  const id = world.ids.next('signinClaim')
  await post(world, {
    user,
    movements: [{ balance: 'twd', amount: reward.money, kind: 'signin_reward' }],
    ref: `signin_claim:${id}`,
    at: now,
  })
  await world.db.signinClaims.create({ id, userId: user.id, rewardId: reward.id, month, money: reward.money, at: now })
  return { money: toDecimalString(reward.money) }
}
