// Holdings as a trader reads them. The upstream keeps a holding per purchase (the order
// that bought it); a trader reads one row per stock and kind (現股, 融資, 融券), with the
// purchases under it. The rows are made here, once, for the app's positions screen and the
// mock's sale of a stock (which purchases a sale takes). Amounts in cents.
import { lotShares } from './market.ts'

/** 現股 (cash, day trades included), 融資 (a margin purchase), 融券 (a short sale). */
export type HoldingKind = 'cash' | 'margin' | 'short'

/** The kind of a purchase by its direction (1 long, 2 short) and whether it was a credit trade. */
export function holdingKind(direction: 1 | 2, credit: boolean): HoldingKind {
  return direction === 2 ? 'short' : credit ? 'margin' : 'cash'
}

/** One purchase still held, as the positions list answers it. */
export interface Purchase {
  id: number
  symbol: string
  kind: HoldingKind
  /** Shares still held, and those that can be sold now (not locked, not in a pending sale). */
  shares: number
  sellable: number
  /** What the shares held were bought (a short: sold) for, price x shares; the opening costs; the loan. */
  openValue: number
  buyCommission: number
  openTax: number
  margin: number
  loan: number
  marketValue: number
  unrealised: number
  today: number
  /** When it was bought, for the oldest-first order of a sale. */
  openedAt: string
}

/** A stock and kind with every purchase of it still held. */
export interface StockHolding<P extends Purchase = Purchase> {
  symbol: string
  kind: HoldingKind
  shares: number
  sellable: number
  openValue: number
  /** The opening costs: buy commissions (and a short's opening tax). */
  costs: number
  margin: number
  loan: number
  marketValue: number
  unrealised: number
  today: number
  /** Oldest first. */
  purchases: P[]
}

/**
 * One row per stock and kind, in the order of their newest purchase (the list's order,
 * newest first), each with its purchases oldest first.
 */
export function stockHoldings<P extends Purchase>(purchases: readonly P[]): Array<StockHolding<P>> {
  const rows = new Map<string, StockHolding<P>>()
  for (const purchase of purchases) {
    const key = `${purchase.symbol}:${purchase.kind}`
    const row = rows.get(key) ?? {
      symbol: purchase.symbol,
      kind: purchase.kind,
      shares: 0,
      sellable: 0,
      openValue: 0,
      costs: 0,
      margin: 0,
      loan: 0,
      marketValue: 0,
      unrealised: 0,
      today: 0,
      purchases: [],
    }
    row.shares += purchase.shares
    row.sellable += purchase.sellable
    row.openValue += purchase.openValue
    row.costs += purchase.buyCommission + purchase.openTax
    row.margin += purchase.margin
    row.loan += purchase.loan
    row.marketValue += purchase.marketValue
    row.unrealised += purchase.unrealised
    row.today += purchase.today
    row.purchases.push(purchase)
    rows.set(key, row)
  }
  for (const row of rows.values()) row.purchases.sort(oldestFirst)
  return [...rows.values()]
}

const oldestFirst = (a: Pick<Purchase, 'openedAt' | 'id'>, b: Pick<Purchase, 'openedAt' | 'id'>) =>
  a.openedAt < b.openedAt ? -1 : a.openedAt > b.openedAt ? 1 : a.id - b.id

/**
 * 均價 (average cost per share, cents, rounded to the cent) with the fees in it: what was
 * paid per share with the buy commission; for a short, what the sale brought per share
 * after its commission and tax (the price it breaks even at).
 */
export function averageCost(holding: Pick<StockHolding, 'kind' | 'shares' | 'openValue' | 'costs'>): number {
  if (holding.shares === 0) return 0
  const total = holding.kind === 'short' ? holding.openValue - holding.costs : holding.openValue + holding.costs
  return Math.round(total / holding.shares)
}

/**
 * The unit a row's quantities read in: 張 when every one of them is whole lots, otherwise
 * 股, so that one row never mixes units (5 張 beside 可賣 3000 would).
 */
export function quantityUnit(quantities: readonly number[]): 'lots' | 'shares' {
  return quantities.every((shares) => shares % lotShares === 0) ? 'lots' : 'shares'
}

/** A quantity in the unit chosen: lots for `lots` (exact: the unit is chosen only when they are whole), else shares. */
export function inUnit(shares: number, unit: 'lots' | 'shares'): number {
  return unit === 'lots' ? shares / lotShares : shares
}

/** What a purchase offers a sale: its shares free to sell, and why the rest cannot be sold now. */
export interface SaleCandidate {
  id: number
  openedAt: number
  /** Shares held and not in a pending sale. */
  free: number
  /** The sell lock now (T+1 or a day trade's minutes); `none` when it can be sold. */
  lock: 'none' | 't1' | 'minutes'
}

export type SaleAllocation =
  | { ok: true; parts: Array<{ id: number; shares: number }> }
  /** Not enough free shares: `locked` when purchases still locked hold enough to make up the difference. */
  | { ok: false; sellable: number; locked: SaleCandidate | undefined }

/**
 * Which purchases a sale of `shares` takes: those the rules let be sold now, oldest first
 * (first in, first out). When they do not hold enough, the answer says how many can be
 * sold and, if locked purchases would have made up the rest, the first of those (its lock
 * is the reason to give).
 */
export function allocateSale(candidates: readonly SaleCandidate[], shares: number): SaleAllocation {
  const ordered = [...candidates].sort((a, b) => a.openedAt - b.openedAt || a.id - b.id)
  const open = ordered.filter((candidate) => candidate.lock === 'none' && candidate.free > 0)
  const sellable = open.reduce((sum, candidate) => sum + candidate.free, 0)
  if (shares <= 0 || shares > sellable) {
    const lockedFree = ordered.filter((candidate) => candidate.lock !== 'none' && candidate.free > 0)
    const lockedShares = lockedFree.reduce((sum, candidate) => sum + candidate.free, 0)
    const locked = shares > 0 && shares <= sellable + lockedShares ? lockedFree[0] : undefined
    return { ok: false, sellable, locked }
  }
  const parts: Array<{ id: number; shares: number }> = []
  let left = shares
  for (const candidate of open) {
    if (left === 0) break
    const taken = Math.min(left, candidate.free)
    parts.push({ id: candidate.id, shares: taken })
    left -= taken
  }
  return { ok: true, parts }
}
