// A copy-trading product's strategy, run on the world's market (market/engine.ts: prices
// are a pure function of seed, symbol and time), and the value of one unit of it at any
// instant: 1.00000000 at the anchor day's close, in integer hundred-millionths, so that
// payouts are integer arithmetic on integers (exact and the same everywhere).
//   - basket: fixed shares of some instruments, bought in these proportions on the anchor
//     day and held (buy and hold);
//   - momentum: at each close, the `hold` instruments of the universe that rose most over the
//     last `lookback` trading days, equal weights, held to the next close;
//   - reversal: the same with those that fell most (buying the dip).
// The value moves with the market day by day, within the day with the live prices, and can
// fall below where a subscription started: a product can lose.
import { z } from 'zod'

import { previousTradingDay, taipeiDay, taipeiInstant, tradingDayAtOrBefore } from '#rules/market.ts'

import { BoundedCache } from '../core/bounded-cache.ts'
import { anchorDay, compoundedClose } from '../market/anchor.ts'
import { closeOn, stateAt } from '../market/engine.ts'
import { findInstrument, type Instrument } from '../market/instruments.ts'

/** One unit's value at the anchor day's close. */
export const unitValue = 100_000_000

const symbol = z.string().min(1)

export const strategySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('basket'),
    holdings: z.array(z.object({ symbol, weight: z.number().positive() })).min(1),
  }),
  z.object({
    kind: z.enum(['momentum', 'reversal']),
    universe: z.array(symbol).min(1),
    /** Trading days the ranking looks back over. */
    lookback: z.number().int().positive(),
    /** How many instruments it holds at a time. */
    hold: z.number().int().positive(),
  }),
])

export type Strategy = z.infer<typeof strategySchema>
type Rotation = Extract<Strategy, { kind: 'momentum' | 'reversal' }>

function instrument(code: string): Instrument {
  const found = findInstrument(code)
  if (found === undefined) throw new Error(`copy trading: ${code} is not an instrument`)
  return found
}

/** The codes a strategy trades: its basket or its universe. */
export function symbolsOf(strategy: Strategy): string[] {
  return strategy.kind === 'basket' ? strategy.holdings.map((holding) => holding.symbol) : [...strategy.universe]
}

function tradingDaysBefore(day: number, count: number): number {
  let result = day
  for (let left = count; left > 0; left -= 1) result = previousTradingDay(result)
  return result
}

// What a rotation holds after a close never changes: kept per strategy (its frozen record,
// shared by the worlds of a seed), seed and day, as every valuation during the day needs it.
const holdingsByStrategy = new WeakMap<Rotation, BoundedCache<string, string[]>>()

/** What a rotation holds from the close of `day` to the next close. */
export function holdingsAfter(seed: number, strategy: Rotation, day: number): string[] {
  let byDay = holdingsByStrategy.get(strategy)
  if (byDay === undefined) holdingsByStrategy.set(strategy, (byDay = new BoundedCache(1_000)))
  return byDay.get(`${seed}|${day}`, () => rankHoldings(seed, strategy, day))
}

function rankHoldings(seed: number, strategy: Rotation, day: number): string[] {
  const since = tradingDaysBefore(day, strategy.lookback)
  const change = (code: string) => closeOn(seed, instrument(code), day) / closeOn(seed, instrument(code), since) - 1
  const direction = strategy.kind === 'momentum' ? -1 : 1
  return strategy.universe
    .map((code) => ({ code, change: change(code) }))
    .sort((a, b) => direction * (a.change - b.change) || a.code.localeCompare(b.code))
    .slice(0, strategy.hold)
    .map((each) => each.code)
}

/**
 * How a rotation's value moves from the close of `previous` to `price`s (the held instruments'
 * equal-weighted return, plus one).
 */
function rotationFactor(
  seed: number,
  strategy: Rotation,
  previous: number,
  price: (held: Instrument) => number,
): number {
  const held = holdingsAfter(seed, strategy, previous)
  return (
    held.reduce((sum, code) => sum + price(instrument(code)) / closeOn(seed, instrument(code), previous), 0) /
    held.length
  )
}

// A rotation's closing values depend on every day since the anchor: kept per seed and strategy.
const rotationCloses = new BoundedCache<string, Map<number, number>>(1_000)

/** A rotation's value (unrounded, 1 at the anchor) at the close of a trading day. */
function rotationClose(seed: number, strategy: Rotation, day: number): number {
  const closes = rotationCloses.get(`${seed}|${JSON.stringify(strategy)}`, () => new Map([[anchorDay, 1]]))
  return compoundedClose(closes, day, (on) =>
    rotationFactor(seed, strategy, previousTradingDay(on), (held) => closeOn(seed, held, on)),
  )
}

/** A strategy's unit value at an instant, with the market's prices of that instant. */
export function valueAt(seed: number, strategy: Strategy, instant: number): number {
  if (strategy.kind === 'basket') {
    const total = strategy.holdings.reduce((sum, holding) => sum + holding.weight, 0)
    const value = strategy.holdings.reduce((sum, holding) => {
      const held = instrument(holding.symbol)
      return sum + (holding.weight / total) * (stateAt(seed, held, instant).price / closeOn(seed, held, anchorDay))
    }, 0)
    return Math.round(value * unitValue)
  }
  // Before the open the held instruments stand at the last close (factor 1); after the close, at this one.
  const previous = previousTradingDay(tradingDayAtOrBefore(taipeiDay(instant)))
  const value =
    rotationClose(seed, strategy, previous) *
    rotationFactor(seed, strategy, previous, (held) => stateAt(seed, held, instant).price)
  return Math.round(value * unitValue)
}

/** A strategy's unit value at the close of a trading day. */
export function closingValue(seed: number, strategy: Strategy, day: number): number {
  // In the evening after the close every price is the close.
  return strategy.kind === 'basket'
    ? valueAt(seed, strategy, taipeiInstant(day, 20))
    : Math.round(rotationClose(seed, strategy, day) * unitValue)
}

/** What `amount` (minor units) put in at `startValue` is worth at `value`: rounded down to the cent. */
export function worth(amount: number, startValue: number, value: number): number {
  return Number((BigInt(amount) * BigInt(value)) / BigInt(startValue))
}
