// The lottery (幸運抽獎): a wheel of eight prizes, one chance per draw (chances come from
// daily sign-ins and the seed). A draw's prize follows from the world's seed and the
// draw's sequence number alone - not Math.random, not the world's shared generator - so
// the same world always gives the same draws in the same order, whatever else happened.
import type { ResponseData } from '#openapi/operations.ts'

import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import { post } from '../core/ledger.ts'
import { type Minor, toDecimalString } from '../core/minor-units.ts'
import { seededRandom } from '../core/random.ts'
import { upstreamTime } from '../core/time.ts'
import type { World } from '../core/world.ts'
import type { LotteryDrawRecord } from './records.ts'

export interface LotteryPrize {
  id: number
  /** TWD in minor units; 0 is 謝謝參與 (no prize). */
  money: Minor
  /** Chances in 100. */
  weight: number
}

/** The wheel, in the order the app shows it. The weights add up to 100. */
export const lotteryPrizes: readonly LotteryPrize[] = [
  { id: 1, money: 888_00, weight: 1 },
  { id: 2, money: 8_00, weight: 25 },
  { id: 3, money: 0, weight: 24 },
  { id: 4, money: 88_00, weight: 5 },
  { id: 5, money: 18_00, weight: 15 },
  { id: 6, money: 0, weight: 20 },
  { id: 7, money: 188_00, weight: 2 },
  { id: 8, money: 28_00, weight: 8 },
]

const totalWeight = lotteryPrizes.reduce((sum, prize) => sum + prize.weight, 0)

/** Mixes the seed and a sequence number into one 32-bit seed (MurmurHash3's finaliser). */
export function drawSeed(worldSeed: number, sequence: number): number {
  let h = (worldSeed ^ Math.imul(sequence, 0x9e3779b1)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) | 0
}

/** The prize of draw number `sequence` in a world of seed `worldSeed`. */
export function prizeOfDraw(worldSeed: number, sequence: number): LotteryPrize {
  let roll = seededRandom(drawSeed(worldSeed, sequence)).int(1, totalWeight)
  for (const prize of lotteryPrizes) {
    roll -= prize.weight
    if (roll <= 0) return prize
  }
  throw new Error('lottery weights do not add up')
}

function chancesOf(world: World, userId: number): number {
  return world.db.lotteryChances.findFirst((q) => q.where({ userId }))?.chances ?? 0
}

/** Adds (or, negative, uses) chances; returns how many the user has then. */
export async function addLotteryChances(world: World, userId: number, change: number): Promise<number> {
  const chances = chancesOf(world, userId) + change
  if (chances < 0) throw new RangeError(`lottery chances of user ${userId} would go below 0`)
  const updated = await world.db.lotteryChances.update((q) => q.where({ userId }), {
    data(draft) {
      draft.chances = chances
    },
  })
  if (updated === undefined) await world.db.lotteryChances.create({ userId, chances })
  return chances
}

/** A prize as the wire shows it: type 1 cash, 0 no prize, and the amount. */
function prizeView(money: Minor) {
  return { type: money > 0 ? (1 as const) : (0 as const), money: toDecimalString(money) }
}

export function lotteryInfo(world: World, user: UserRecord): ResponseData<'/user/choujianginfo'> {
  return {
    chances: chancesOf(world, user.id),
    prizes: lotteryPrizes.map((prize) => ({ id: prize.id, ...prizeView(prize.money) })),
  }
}

export async function draw(world: World, user: UserRecord, now: number): Promise<ResponseData<'/user/choujiang'>> {
  if (chancesOf(world, user.id) < 1) raise('lottery_chances_used_up')

  const id = world.ids.next('lotteryDraw')
  const prize = prizeOfDraw(world.seed, id)
  if (prize.money > 0) {
    await post(world, {
      user,
      movements: [{ balance: 'twd', amount: prize.money, kind: 'lottery_prize' }],
      ref: `lottery_draw:${id}`,
      at: now,
    })
  }
  await world.db.lotteryDraws.create({ id, userId: user.id, prizeId: prize.id, money: prize.money, at: now })
  const chances = await addLotteryChances(world, user.id, -1)
  return { id, prize_id: prize.id, ...prizeView(prize.money), chances }
}

export function drawRow(draw: LotteryDrawRecord): ResponseData<'/user/choujianglist'>[number] {
  return { id: draw.id, prize_id: draw.prizeId, ...prizeView(draw.money), create_time: upstreamTime(draw.at) }
}
