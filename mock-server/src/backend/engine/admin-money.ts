// The steering of the money area's moving values: the exchange rates in force (walking with
// the world's clock, or pinned) and the lending channel (by its hours, or held open or closed).
import type { World } from '../core/world.ts'
import { rateText, rateUnits } from '../money/amounts.ts'
import { isLendingOpen } from '../money/loans.ts'
import { moneyPolicy } from '../money/policy.ts'
import { currentQuote } from '../money/quotes.ts'
import { quoteId, type RatePair } from '../money/rates.ts'
import { changeMoneySteering, moneySteering } from '../money/steering.ts'
import { windowTimes } from '../money/windows.ts'
import { AdminError, ok, readBody, type Route, type Schemas } from './admin-support.ts'

export const moneyRoutes: Record<string, Route> = {
  'GET /rates': async (worlds, session) => {
    const world = await worlds.get(session)
    return ok(ratesState(world, world.clock.now()))
  },

  'POST /rates': async (worlds, session, call) => {
    const body = readBody<Schemas['RatesChange']>(call, 'RatesChange')
    const world = await worlds.get(session)
    return ok(await world.exclusive(() => changeRates(world, body)))
  },

  'POST /loan-channel': async (worlds, session, call) => {
    const body = readBody<Schemas['LoanChannelChange']>(call, 'LoanChannelChange')
    const world = await worlds.get(session)
    return ok(
      await world.exclusive(async () => {
        await changeMoneySteering(world, { loanChannel: body.mode })
        const { start, end } = windowTimes(moneyPolicy.loan.window)
        return { mode: body.mode, isOpen: isLendingOpen(world, world.clock.now()), startTime: start, endTime: end }
      }),
    )
  },
}

function ratesState(world: World, now: number): Schemas['RatesState'] {
  const quote = currentQuote(world, now)
  const pair = (rates: RatePair) => ({ buy: rateText(rates.buy), sell: rateText(rates.sell) })
  return {
    mode: moneySteering(world).pinnedRates === null ? 'walk' : 'pinned',
    quoteId: quoteId(quote),
    USD: pair(quote.USD),
    USDT: pair(quote.USDT),
  }
}

async function changeRates(world: World, change: Schemas['RatesChange']): Promise<Schemas['RatesState']> {
  const now = world.clock.now()
  const prices = { USD: change.USD, USDT: change.USDT }
  if (change.mode === 'walk') {
    if (prices.USD !== undefined || prices.USDT !== undefined)
      throw new AdminError('prices pin the rates: send them without mode, or with mode pinned')
    await changeMoneySteering(world, { pinnedRates: null })
    return ratesState(world, now)
  }
  const quote = currentQuote(world, now)
  const pinned = { USD: { ...quote.USD }, USDT: { ...quote.USDT } }
  for (const currency of ['USD', 'USDT'] as const) {
    const given = prices[currency]
    if (given === undefined) continue
    const buy = rateUnits(given.buy)
    const sell = rateUnits(given.sell)
    if (sell <= 0 || buy <= sell) throw new AdminError(`${currency}: sell must be above 0 and buy above sell`)
    pinned[currency] = { buy, sell }
  }
  await changeMoneySteering(world, { pinnedRates: pinned })
  return ratesState(world, now)
}
