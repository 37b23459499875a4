import { describe, expect, it } from 'vitest'

import { priceLimits, taipeiInstant } from './market.ts'
import { checkSession, fundsNeeded, loanRounding, openingCost, type SessionCheck, worstPrice } from './orders.ts'

const fees = { ratePpm: 1425, minimum: 2000, discountPerMille: 280 }
const twd = (amount: number) => Math.round(amount * 100)
// Monday 2026-11-23 and Saturday 2026-11-28 (days since 1970-01-01).
const monday = 20_780
const saturday = 20_785
const at = (day: number, hours: number, minutes = 0) => taipeiInstant(day, hours, minutes)

/** A limit buy of a whole lot of 鴻海 (reference 225.00) at 10:00 on a Monday. */
const order = (change: Partial<SessionCheck> = {}): SessionCheck => ({
  now: at(monday, 10),
  lot: 'lot',
  priceType: 'limit',
  condition: 'ROD',
  limit: twd(226),
  kind: 'stock',
  limits: priceLimits('stock', twd(225)),
  close: twd(226),
  ...change,
})

describe('the session an order belongs to', () => {
  it('accepts an order inside its session, band and ticks', () => {
    expect(checkSession(order()).refusal).toBeUndefined()
  })

  it.each<[string, Partial<SessionCheck>, string]>([
    ['an odd-lot market order', { lot: 'odd', priceType: 'market', limit: undefined }, 'odd_lot_order_rules'],
    ['an odd-lot IOC', { lot: 'odd', condition: 'IOC' }, 'odd_lot_order_rules'],
    ['a price of 0', { limit: 0 }, 'order_price_not_positive'],
    ['a Saturday', { now: at(saturday, 10) }, 'outside_trading_time'],
    ['a lot at 13:45, between the sessions', { now: at(monday, 13, 45) }, 'outside_trading_time'],
    [
      'a market order before the open',
      { now: at(monday, 8, 45), priceType: 'market', limit: undefined },
      'outside_trading_time',
    ],
    ['an IOC in the closing auction', { now: at(monday, 13, 27), condition: 'IOC' }, 'outside_trading_time'],
    ['a tick above limit-up', { limit: twd(248) }, 'beyond_price_limit'],
    ['a tick below limit-down', { limit: twd(202) }, 'beyond_price_limit'],
    ['a price between ticks', { limit: twd(226.25) }, 'price_tick_invalid'],
    ['the after-hours session away from the close', { now: at(monday, 14, 10), limit: twd(225.5) }, 'fixed_price_only'],
  ])('refuses %s', (_, change, refusal) => {
    expect(checkSession(order(change)).refusal).toBe(refusal)
  })

  it('takes an odd lot at 13:45 and a whole lot at the close after hours', () => {
    expect(checkSession(order({ now: at(monday, 13, 45), lot: 'odd' })).refusal).toBeUndefined()
    expect(checkSession(order({ now: at(monday, 14, 10) })).refusal).toBeUndefined()
  })
})

describe('the cash an opening order needs', () => {
  it('fills at worst at its limit; a market order or a short at limit-up; after hours at the close', () => {
    const base = { short: false, limit: twd(226), fixedPrice: false, last: twd(225), limitUp: twd(247.5) }
    expect(worstPrice(base)).toBe(twd(226))
    expect(worstPrice({ ...base, limit: undefined })).toBe(twd(247.5))
    expect(worstPrice({ ...base, short: true })).toBe(twd(247.5))
    expect(worstPrice({ ...base, fixedPrice: true, limit: undefined })).toBe(twd(225))
  })

  it('is the cost at the worst price, with a thousand more for a margin loan’s rounding', () => {
    const cash = { short: false, credit: false }
    // A lot of 鴻海 at 226.00: 226,000 and 90 commission at 2.8折.
    expect(fundsNeeded(1000, twd(226), cash, 'listed', 'stock', fees)).toBe(twd(226_090))
    const margin = { short: false, credit: true }
    const cost = openingCost(3000 * twd(226), margin, 'listed', 'stock', fees)
    expect(cost).toMatchObject({ loan: twd(406_000), own: twd(272_000), commission: twd(270) })
    expect(fundsNeeded(3000, twd(226), margin, 'listed', 'stock', fees)).toBe(cost.total + loanRounding)
    // A short deposits 90 % (in whole hundreds) and pays commission and tax.
    expect(openingCost(2000 * twd(225.5), { short: true, credit: true }, 'listed', 'stock', fees)).toMatchObject({
      own: twd(405_900),
      commission: twd(179),
      tax: twd(1353),
      total: twd(405_900 + 179 + 1353),
    })
  })

  it('costs nothing before anything fills', () => {
    expect(openingCost(0, { short: false, credit: false }, 'listed', 'stock', fees).total).toBe(0)
  })
})
