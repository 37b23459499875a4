// Why the order box will not send an order, before the user confirms it: the rules the
// server applies to the same order (rules/orders.ts), on the server's clock as the last
// quote told it, the account's cash and credit, and the holding a sale draws on. The first
// rule an order breaks is the reason shown beside the disabled confirm; the server still
// decides when the order is sent (the world may have moved on since the quote).
import type { CreditBoard } from '#rules/credit.ts'
import { type CommissionSettings, type LotKind, orderWindow, type PriceLimits } from '#rules/market.ts'
import { checkSession, fundsNeeded, type SessionCheck, type SessionRefusal, worstPrice } from '#rules/orders.ts'

import type { CreditType } from './order-preview.ts'

export type OrderBlock =
  /**
   * A session rule; `hours` the hours that would take it (its kind of lot's sessions, or
   * continuous trading for a market, IOC or FOK order while its lot's session is open).
   */
  | { reason: SessionRefusal; hours: LotKind | 'continuous'; limits: PriceLimits; close: number }
  /** `worst`: the price the cash is counted at (a market order's limit-up). */
  | { reason: 'balance_insufficient'; needed: number; available: number; worst: number; market: boolean }
  | { reason: 'margin_not_enabled' }
  | { reason: 'no_holding' }
  /** More than can be sold now; `until` the end of the lock (T+1 or a day trade's minutes) that holds the rest. */
  | { reason: 'sell_t_plus_one' | 'sell_after_minutes'; until: string }
  | { reason: 'sell_quantity_exceeded' }

/** What the order box knows of an order before it is sent: the session check's terms, in cents. */
export interface OrderDraft extends Pick<
  SessionCheck,
  'lot' | 'priceType' | 'condition' | 'limit' | 'kind' | 'limits'
> {
  /** The server's clock as the last quote told it; the session is not judged without it. */
  serverTime: string | undefined
  /** The last price in cents (the day's close after it). */
  last: number
}

export interface OpeningDraft extends OrderDraft {
  side: 'buy'
  shares: number
  credit: CreditType
  board: CreditBoard
  fees: CommissionSettings
  /** TWD available, in cents; undefined until the account has been read. */
  available: number | undefined
  /** Whether credit trading is open to the account; undefined until known. */
  creditEnabled: boolean | undefined
}

export interface ClosingDraft extends OrderDraft {
  side: 'sell'
  shares: number
  /** The stock's holding of the kind sold: what can be sold now, and the lock of its first locked purchase. */
  holding:
    | {
        sellable: number
        lock: 'none' | 't1' | 'minutes'
        /** When that lock ends (the contract's instant). */
        sellableAt: string | null | undefined
      }
    | undefined
}

export function orderBlock(draft: OpeningDraft | ClosingDraft): OrderBlock | undefined {
  if (draft.side === 'sell') {
    const holding = draft.holding
    if (holding === undefined) return { reason: 'no_holding' }
    // The server sells only what can be sold now, and names the lock that holds the rest.
    if (draft.shares > holding.sellable) {
      if (holding.lock === 't1') return { reason: 'sell_t_plus_one', until: holding.sellableAt ?? '' }
      if (holding.lock === 'minutes') return { reason: 'sell_after_minutes', until: holding.sellableAt ?? '' }
      return { reason: 'sell_quantity_exceeded' }
    }
  }
  const now = Date.parse(draft.serverTime ?? '')
  // The after-hours fixed-price session trades at the close: the cash is counted at it.
  let fixedPrice = false
  if (Number.isFinite(now)) {
    const session = checkSession({ ...draft, now, close: draft.last })
    if (session.refusal !== undefined) {
      const hours = orderWindow(now, draft.lot).open ? 'continuous' : draft.lot
      return { reason: session.refusal, hours, limits: draft.limits, close: draft.last }
    }
    fixedPrice = session.window.fixedPrice
  }
  if (draft.side === 'sell') return undefined
  if (draft.credit !== 'cash' && draft.creditEnabled === false) return { reason: 'margin_not_enabled' }
  if (draft.available === undefined) return undefined
  const short = draft.credit === 'short'
  const worst = worstPrice({ short, limit: draft.limit, fixedPrice, last: draft.last, limitUp: draft.limits.limitUp })
  const needed = fundsNeeded(
    draft.shares,
    worst,
    { short, credit: draft.credit !== 'cash' },
    draft.board,
    draft.kind,
    draft.fees,
  )
  if (needed > draft.available)
    return {
      reason: 'balance_insufficient',
      needed,
      available: draft.available,
      worst,
      market: draft.limit === undefined || short,
    }
  return undefined
}
