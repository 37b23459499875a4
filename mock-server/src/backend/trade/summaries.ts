// The account-wide views of trading: what the user's trades still settle (T+2) and the
// state of its credit trading, as the contract's `SettlementSummary` and `CreditAccount`.
import type { ResponseData } from '#openapi/operations.ts'
import { financingPercent, marginCallBelowBp, marginInterestPpm, shortDepositPercent } from '#rules/credit.ts'
import { formatCents, taipeiDate } from '#rules/market.ts'

import type { UserRecord } from '../core/collections.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { toTaipeiIso } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { findInstrument } from '../market/instruments.ts'
import { accountCredit, accruedInterest, marginEnabled, openMarginCall } from './credit.ts'
import { pendingSettlements } from './settlements.ts'

type SettlementSummaryData = ResponseData<'/trade/settlements'>
type CreditAccountData = ResponseData<'/trade/credit'>

export function settlementSummary(world: World, userId: number): SettlementSummaryData {
  const pending = pendingSettlements(world, userId)
  const total = (side: 'pay' | 'receive') =>
    pending.filter((each) => each.side === side).reduce((sum, each) => sum + each.amount, 0)
  return {
    payable: toDecimalString(total('pay')),
    receivable: toDecimalString(total('receive')),
    items: pending.map((settlement) => {
      const symbol = world.db.orders.findFirst((q) => q.where({ id: settlement.orderId }))?.symbol ?? ''
      return {
        order_id: settlement.orderId,
        stock_code: symbol,
        stock_name: findInstrument(symbol)?.name ?? symbol,
        side: settlement.side,
        stock_num: settlement.shares,
        amount: toDecimalString(settlement.amount),
        trade_date: taipeiDate(settlement.tradeDay),
        settle_date: taipeiDate(settlement.settleDay),
      }
    }),
  }
}

export function creditAccount(world: World, user: UserRecord, now: number): CreditAccountData {
  const credit = accountCredit(world, user.id, now)
  const call = openMarginCall(world, user.id)
  const interest = world.db.positions
    .findMany((q) => q.where({ userId: user.id, credit: true, status: 'open' }))
    .reduce((sum, position) => sum + accruedInterest(position, now), 0)
  return {
    enabled: marginEnabled(world, user) ? 1 : 0,
    financing_listed: financingPercent.listed,
    financing_otc: financingPercent.otc,
    short_deposit: shortDepositPercent,
    interest_rate: formatCents(marginInterestPpm / 100),
    call_ratio: formatCents(marginCallBelowBp),
    loan: toDecimalString(credit.loan),
    short_value: toDecimalString(credit.shortValue),
    interest: toDecimalString(interest),
    maintenance: credit.ratioBp === undefined ? null : formatCents(credit.ratioBp),
    margin_call: call === undefined ? 0 : 1,
    call_time: call === undefined ? null : toTaipeiIso(call.at),
  }
}
