// The account's figures as `/user/getUserinfo` answers them: each part of total assets
// (rules/assets.ts defines them and their sum) and the holdings' profit and loss, from the
// trading records and the broker's quote at the instant asked.
import { type AssetParts, creditValue, marketValue, unrealisedPnl, valueInTwd } from '#rules/assets.ts'

import type { UserRecord } from '../core/collections.ts'
import type { World } from '../core/world.ts'
import { stateOf } from '../market/engine.ts'
import { currentQuote } from '../money/quotes.ts'
import { pendingSettlements } from '../trade/settlements.ts'
import { positionToday } from '../trade/views.ts'

export interface AccountFigures extends AssetParts {
  /** 未實現損益 and 今日損益 of every holding. */
  unrealised: number
  today: number
}

/** The user's figures at `at` (the start of a minute: prices and quotes hold for it). */
export function accountFigures(world: World, user: UserRecord, at: number): AccountFigures {
  const figures: AccountFigures = {
    available: user.balances.twd,
    held: user.balances.frozenTwd,
    holdings: 0,
    credit: 0,
    usd: 0,
    usdt: 0,
    payable: 0,
    receivable: 0,
    unrealised: 0,
    today: 0,
  }
  for (const settlement of pendingSettlements(world, user.id)) {
    if (settlement.side === 'pay') figures.payable += settlement.amount
    else figures.receivable += settlement.amount
  }
  for (const position of world.db.positions.findMany((q) => q.where({ userId: user.id, status: 'open' }))) {
    const state = stateOf(world.seed, position.symbol, at)
    if (state === undefined) throw new Error(`figures: no instrument ${position.symbol}`)
    if (position.credit) figures.credit += creditValue(position, state.price)
    else figures.holdings += marketValue(position, state.price)
    figures.unrealised += unrealisedPnl(position, state.price)
    figures.today += positionToday(position, state)
  }
  // Only a balance needs the quote: an account without foreign money never reads it.
  if (user.balances.usd > 0 || user.balances.usdt > 0) {
    const quote = currentQuote(world, at)
    figures.usd = valueInTwd(user.balances.usd, quote.USD.sell)
    figures.usdt = valueInTwd(user.balances.usdt, quote.USDT.sell)
  }
  return figures
}
