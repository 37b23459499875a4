// The new-shares area's part of a new world, relative to its start: seven offerings (a public
// subscription open now, one opening in three trading days, one whose channel is suspended,
// one finished in which the investor was not allotted, one drawn yesterday in which the
// investor was allotted a lot still to pay, and two auctions open now, one of them from five
// lots).
import { lotShares, nextTradingDay, previousTradingDay, taipeiDay, taipeiInstant } from '#rules/market.ts'

import type { World } from '../core/world.ts'
import type { OfferingRecord } from './records.ts'

function tradingDaysAfter(day: number, count: number): number {
  let result = day
  for (let n = 0; n < count; n++) result = nextTradingDay(result)
  return result
}

function tradingDaysBefore(day: number, count: number): number {
  let result = day
  for (let n = 0; n < count; n++) result = previousTradingDay(result)
  return result
}

/**
 * The calendar of an offering opening on `openDay` (docs/market-rules.md): 3 days to subscribe, the
 * draw 2 days later, payment the next day, listing 3 days after.
 */
function calendar(openDay: number) {
  const closeDay = tradingDaysAfter(openDay, 2)
  const drawDay = tradingDaysAfter(closeDay, 2)
  const payDay = nextTradingDay(drawDay)
  const listDay = tradingDaysAfter(payDay, 3)
  return {
    opensAt: taipeiInstant(openDay, 9),
    closesAt: taipeiInstant(closeDay, 14),
    drawAt: taipeiInstant(drawDay, 15),
    payBy: taipeiInstant(payDay, 14),
    listsAt: taipeiInstant(listDay, 9),
  }
}

type OfferingSeed = Omit<
  OfferingRecord,
  'id' | 'opensAt' | 'closesAt' | 'drawAt' | 'payBy' | 'listsAt' | 'clearingPrice'
>

const publicTerms = {
  variant: 'public',
  minLots: 1,
  maxLots: 1,
  depositPercent: 100,
  fee: 2_000,
  channelOpen: true,
} as const

/** The seeded offerings, by the trading day (relative to today) they open. */
export const offeringSeeds: ReadonlyArray<{ opensInTradingDays: number; offering: OfferingSeed }> = [
  {
    opensInTradingDays: -1,
    offering: {
      ...publicTerms,
      symbol: '7751',
      name: '福星電子',
      industry: '半導體業',
      industryPe: 2_150,
      price: 8_800,
      marketPrice: 13_100,
      lotsOffered: 2_860,
      winPercent: 30,
    },
  },
  {
    opensInTradingDays: 3,
    offering: {
      ...publicTerms,
      symbol: '7768',
      name: '安禾生醫',
      industry: '生技醫療業',
      industryPe: 3_420,
      price: 5_200,
      marketPrice: 6_000,
      lotsOffered: 1_200,
      winPercent: 12,
    },
  },
  {
    opensInTradingDays: 0,
    offering: {
      ...publicTerms,
      symbol: '7735',
      name: '澄遠材料',
      industry: '塑膠工業',
      industryPe: 1_630,
      price: 3_850,
      marketPrice: 4_500,
      lotsOffered: 900,
      winPercent: 20,
      channelOpen: false,
    },
  },
  {
    opensInTradingDays: -12,
    offering: {
      ...publicTerms,
      symbol: '7712',
      name: '華岳精密',
      industry: '電子零組件業',
      industryPe: 1_980,
      price: 7_000,
      marketPrice: 9_600,
      lotsOffered: 3_400,
      winPercent: 8,
    },
  },
  {
    opensInTradingDays: -5,
    offering: {
      ...publicTerms,
      symbol: '7742',
      name: '永創能源',
      industry: '油電燃氣業',
      industryPe: 1_450,
      price: 3_600,
      marketPrice: 4_850,
      lotsOffered: 2_100,
      winPercent: 15,
    },
  },
  {
    opensInTradingDays: -1,
    offering: {
      variant: 'auction',
      symbol: '7799',
      name: '晶昇科技',
      industry: '半導體業',
      industryPe: 2_150,
      price: 12_000,
      marketPrice: 16_800,
      lotsOffered: 1_500,
      minLots: 1,
      maxLots: 50,
      depositPercent: 20,
      fee: 40_000,
      winPercent: 0,
      channelOpen: true,
    },
  },
  // An auction whose bids start at five lots (最低申購數量), open now.
  {
    opensInTradingDays: 0,
    offering: {
      variant: 'auction',
      symbol: '7790',
      name: '宏碩光電',
      industry: '光電業',
      industryPe: 1_880,
      price: 6_500,
      marketPrice: 8_900,
      lotsOffered: 3_000,
      minLots: 5,
      maxLots: 200,
      depositPercent: 20,
      fee: 40_000,
      winPercent: 0,
      channelOpen: true,
    },
  },
]

/** An auction's clearing price: 10 to 35 % above its minimum bid, on a 0.05 step, from the world's seed. */
export function clearingPriceOf(seed: number, offeringId: number, minimum: number): number {
  const percent = 10 + ((((seed >>> 0) % 9973) + offeringId * 7) % 26)
  return Math.round((minimum * (100 + percent)) / 100 / 5) * 5
}

export async function seedNewShares(world: World, now: number): Promise<void> {
  const today = taipeiDay(now)
  for (const { opensInTradingDays, offering } of offeringSeeds) {
    const openDay =
      opensInTradingDays >= 0
        ? tradingDaysAfter(today, opensInTradingDays)
        : tradingDaysBefore(today, -opensInTradingDays)
    const id = world.ids.next('offering')
    await world.db.offerings.create({
      ...offering,
      id,
      ...calendar(openDay),
      clearingPrice: offering.variant === 'auction' ? clearingPriceOf(world.seed, id, offering.price) : 0,
    })
  }
  // The investor subscribed to the finished offering and was not allotted (its hold long given back).
  const investor = world.db.users.findFirst((q) => q.where({ account: '0912345678' }))
  const finished = world.db.offerings.findFirst((q) => q.where({ symbol: '7712' }))
  if (investor !== undefined && finished !== undefined) {
    await world.db.subscriptions.create({
      id: world.ids.next('subscription'),
      userId: investor.id,
      offeringId: finished.id,
      lots: 1,
      price: finished.price,
      held: 0,
      allottedLots: 0,
      due: 0,
      paid: 0,
      status: 'not_allotted',
      createdAt: finished.opensAt + 2 * 60 * 60 * 1000,
      positionId: null,
    })
  }

  // ...and in the one drawn yesterday it was allotted a lot, to pay by 14:00 today. Its
  // subscription amount is not held (held 0): the whole price is due from the balance, so
  // that the demo balances stay those of the seed table.
  const drawn = world.db.offerings.findFirst((q) => q.where({ symbol: '7742' }))
  if (investor !== undefined && drawn !== undefined) {
    const due = drawn.price * lotShares
    await world.db.subscriptions.create({
      id: world.ids.next('subscription'),
      createdAt: drawn.opensAt + 60 * 60 * 1000,
      userId: investor.id,
      offeringId: drawn.id,
      lots: 1,
      price: drawn.price,
      held: 0,
      allottedLots: 1,
      due,
      paid: 0,
      status: 'allotted',
      positionId: null,
    })
  }
}
