// The exchange rates' walk: the broker's quote of USD and USDT at any instant, a pure
// function of the world's seed and the instant (never of the order in which calls asked),
// refreshed every `quoteIntervalMs` of world time. Knots one day apart walk from the
// anchor (the reference mids) forwards and backwards; between two knots the mid runs on a
// Brownian bridge of one step per quote. Draws come from the market's hash-seeded streams,
// and only + - * / touch them, so the browser mock computes the same quotes as Node.
import { BoundedCache } from '../core/bounded-cache.ts'
import { hash32, stream } from '../market/prng.ts'
import { ratePolicy } from './policy.ts'

const dayMs = 24 * 60 * 60 * 1000
const quotesPerDay = dayMs / ratePolicy.quoteIntervalMs
const { USD, USDT } = ratePolicy

export type ForeignCurrency = 'USD' | 'USDT'

/** A currency's prices in 1/10,000 TWD: the user buys at `buy` and sells at `sell` (buy > sell). */
export interface RatePair {
  buy: number
  sell: number
}

export type Quote = Readonly<Record<ForeignCurrency, RatePair>>

/** The quote at the anchor: the reference mids with their spreads (USD 32.4500 / 32.2500, USDT 32.6000 / 32.1000). */
export const referenceQuote: Quote = {
  USD: { buy: USD.reference + USD.halfSpread, sell: USD.reference - USD.halfSpread },
  USDT: { buy: USD.reference + USDT.halfSpread, sell: USD.reference - USDT.halfSpread },
}

const toTwd = (units: number) => units / 10_000
const bandMiddle = toTwd(USD.floor + USD.ceiling) / 2
/** The mid keeps buy and sell inside the band. */
const midFloor = toTwd(USD.floor + USD.halfSpread)
const midCeiling = toTwd(USD.ceiling - USD.halfSpread)
const clampMid = (mid: number) => Math.min(midCeiling, Math.max(midFloor, mid))
const clampPremium = (premium: number) => Math.min(USDT.maxPremium, Math.max(-USDT.maxPremium, premium))

// --- caches (pure functions of their keys, shared by every world) --------------------------

/** USD mids of the knots of each seed: index n >= 0 for anchor + n days, `behind` for the days before. */
const knotCache = new BoundedCache<number, { ahead: number[]; behind: number[] }>(64)
const bridgeCache = new BoundedCache<string, Float64Array>(2_000)

function knotsOf(seed: number): { ahead: number[]; behind: number[] } {
  return knotCache.get(seed, () => ({ ahead: [toTwd(USD.reference)], behind: [toTwd(USD.reference)] }))
}

/** A day's move: noise relative to the level, and a pull towards the band's middle. */
const dayMove = (seed: number, knot: number, level: number) =>
  level * USD.dailyVolatility * stream(seed, 'fx', 'USD', knot).normal() + USD.dailyReversion * (bandMiddle - level)

/** The USD mid (TWD) at the knot `n` days from the anchor. */
function usdKnot(seed: number, n: number): number {
  const { ahead, behind } = knotsOf(seed)
  if (n >= 0) {
    while (ahead.length <= n) {
      const index = ahead.length
      const level = ahead[index - 1] ?? toTwd(USD.reference)
      ahead.push(clampMid(level + dayMove(seed, index, level)))
    }
    return ahead[n] ?? toTwd(USD.reference)
  }
  // Backwards: the same kind of step (the pull towards the middle works both ways), taken from the later knot.
  while (behind.length <= -n) {
    const index = behind.length
    const level = behind[index - 1] ?? toTwd(USD.reference)
    behind.push(clampMid(level + dayMove(seed, -index, level)))
  }
  return behind[-n] ?? toTwd(USD.reference)
}

/** The premium of USDT over USD at knot n: 0 at the anchor, otherwise a bounded draw of its own. */
function premiumKnot(seed: number, n: number): number {
  if (n === 0) return 0
  return clampPremium(stream(seed, 'fx', 'USDT', n).normal() * USDT.premiumVolatility)
}

/** The bridge's wander at each quote of the day after knot n (0 at both ends), in TWD. */
function bridgeOf(seed: number, n: number): Float64Array {
  return bridgeCache.get(`${seed}|${n}`, () => makeBridge(seed, n))
}

function makeBridge(seed: number, n: number): Float64Array {
  const draws = stream(seed, 'fx', 'USD-day', n)
  const walk = new Float64Array(quotesPerDay + 1)
  for (let step = 1; step <= quotesPerDay; step += 1) walk[step] = (walk[step - 1] ?? 0) + draws.normal()
  const end = walk[quotesPerDay] ?? 0
  // A bridge of unit steps has a standard deviation of sqrt(steps) / 2 at its middle.
  const sigma = USD.intradayWander / (Math.sqrt(quotesPerDay) / 2)
  const bridge = new Float64Array(quotesPerDay + 1)
  for (let step = 0; step <= quotesPerDay; step += 1)
    bridge[step] = sigma * ((walk[step] ?? 0) - (step / quotesPerDay) * end)
  return bridge
}

/** The quote's number: how many quote intervals after the anchor it starts (negative before). */
export function quoteNumber(instant: number): number {
  return Math.floor((instant - ratePolicy.anchor) / ratePolicy.quoteIntervalMs)
}

/** When the quote in force at `instant` was made. */
export function quoteStart(instant: number): number {
  return ratePolicy.anchor + quoteNumber(instant) * ratePolicy.quoteIntervalMs
}

/** When the quote in force at `instant` gives way to the next one. */
export function nextQuoteAt(instant: number): number {
  return quoteStart(instant) + ratePolicy.quoteIntervalMs
}

/** A mid in TWD as a price on the mid step (0.001 TWD). */
const midUnits = (mid: number) => Math.round((mid * 10_000) / ratePolicy.midStep) * ratePolicy.midStep

/** The walk's quote in force at `instant` for a world of this seed. */
export function walkQuote(seed: number, instant: number): Quote {
  const number = quoteNumber(instant)
  const knot = Math.floor(number / quotesPerDay)
  const step = number - knot * quotesPerDay
  const share = step / quotesPerDay
  const from = usdKnot(seed, knot)
  const to = usdKnot(seed, knot + 1)
  const usdMid = clampMid(from + (to - from) * share + (bridgeOf(seed, knot)[step] ?? 0))
  const premium = premiumKnot(seed, knot) + (premiumKnot(seed, knot + 1) - premiumKnot(seed, knot)) * share
  const usd = midUnits(usdMid)
  const usdt = midUnits(usdMid * (1 + premium))
  return {
    USD: { buy: usd + USD.halfSpread, sell: usd - USD.halfSpread },
    USDT: { buy: usdt + USDT.halfSpread, sell: usdt - USDT.halfSpread },
  }
}

/**
 * The quote's id (`/user/exchangeRate`'s `quote_id`): a digest of its prices, so an exchange
 * confirmed with it goes through exactly while the prices it showed are still the broker's.
 */
export function quoteId(quote: Quote): string {
  return hash32('quote', quote.USD.buy, quote.USD.sell, quote.USDT.buy, quote.USDT.sell).toString(16).padStart(8, '0')
}
