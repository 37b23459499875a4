// The day the seed levels stand on (Friday 2026-11-20, Taipei): every price walks from it.
import { nextTradingDay, previousTradingDay, taipeiDay } from '#rules/market.ts'

export const anchorDay = taipeiDay(Date.parse('2026-11-20T12:00:00+08:00'))

/**
 * The close on `day` of a series that compounds from the anchor day's close: each trading
 * day's close is the one before times `factor(that day)`. Walks from the anchor towards
 * `day`, reusing the closes already in `closes` and keeping each one it passes there,
 * which must hold the anchor's. Used by what depends on every day since the
 * anchor (a leveraged ETF's NAV, a rotating copy-trading strategy).
 */
export function compoundedClose(closes: Map<number, number>, day: number, factor: (on: number) => number): number {
  const known = closes.get(day)
  if (known !== undefined) return known
  let current = anchorDay
  let value = closes.get(anchorDay)
  if (value === undefined) throw new Error('compoundedClose: the closes lack the anchor day')
  if (day > anchorDay) {
    while (current < day) {
      const next = nextTradingDay(current)
      value = closes.get(next) ?? value * factor(next)
      closes.set(next, value)
      current = next
    }
  } else {
    while (current > day) {
      const previous = previousTradingDay(current)
      value = closes.get(previous) ?? value / factor(current)
      closes.set(previous, value)
      current = previous
    }
  }
  return value
}
