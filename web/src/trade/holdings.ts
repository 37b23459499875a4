// The positions list's holdings as a trader reads them: the upstream's rows (one per
// purchase) grouped per stock and kind by the rules (rules/holdings.ts), with what a row
// needs on screen (name, board, last price, each purchase's lock) and what a sale of the
// stock takes.
import type { ResponseData } from '#openapi/operations.ts'
import { pnlBasisPoints } from '#rules/assets.ts'
import { maintenanceRatioBp } from '#rules/credit.ts'
import {
  allocateSale,
  averageCost,
  type HoldingKind,
  holdingKind,
  inUnit,
  type Purchase,
  quantityUnit,
  type StockHolding,
  stockHoldings,
} from '#rules/holdings.ts'
import { lotShares, parseCents } from '#rules/market.ts'

export type PositionRow = ResponseData<'/trade/stockdetail'>

/** A purchase with the row it came from (its lock, times, prices as the server sent them). */
export interface HeldPurchase extends Purchase {
  row: PositionRow
}

export interface HoldingRow extends StockHolding<HeldPurchase> {
  name: string
  market: PositionRow['market']
  /** The last price, as sent. */
  price: string
  /** 均價 with fees, in cents per share. */
  averageCost: number
  /** 報酬率: the unrealised profit or loss in hundredths of a percent of the money put in. */
  rateBp: number
  /** The unit every quantity of the row reads in. */
  unit: 'lots' | 'shares'
  /** A credit holding's maintenance ratio (擔保維持率) in basis points; undefined for cash. */
  maintenanceBp: number | undefined
}

const cents = (text: string | null | undefined): number | undefined =>
  text === null || text === undefined ? undefined : parseCents(text)

/**
 * A holding row of the positions list as a purchase; undefined for any other row, or one whose
 * amounts are not amounts.
 */
export function purchaseOf(row: PositionRow): HeldPurchase | undefined {
  if (row.status !== 1) return undefined
  // Without the designed fields (an upstream that does not send them): what the shares were
  // bought for from their price, and no change today.
  const amounts = [
    cents(row.open_value) ?? (cents(row.buy_price) ?? 0) * row.stock_num,
    cents(row.buy_poundage),
    cents(row.tax),
    cents(row.margin),
    cents(row.loan),
    cents(row.market_value),
    cents(row.yingkui),
    cents(row.today_pnl) ?? 0,
  ]
  if (amounts.some((amount) => amount === undefined)) return undefined
  const [openValue, buyCommission, openTax, margin, loan, marketValue, unrealised, today] = amounts as number[]
  return {
    id: row.id,
    symbol: row.stock_code,
    kind: holdingKind(row.buyzd, row.rzrq === 1),
    shares: row.stock_num,
    sellable: row.sellable,
    openValue: openValue ?? 0,
    buyCommission: buyCommission ?? 0,
    openTax: openTax ?? 0,
    margin: margin ?? 0,
    loan: loan ?? 0,
    marketValue: marketValue ?? 0,
    unrealised: unrealised ?? 0,
    today: today ?? 0,
    openedAt: row.buy_time ?? row.order_time,
    row,
  }
}

/** The holdings of the positions list, one per stock and kind, in the order of their newest purchase. */
export function holdingRows(rows: readonly PositionRow[]): HoldingRow[] {
  const purchases = rows.map(purchaseOf).filter((purchase): purchase is HeldPurchase => purchase !== undefined)
  return stockHoldings(purchases).map((holding) => {
    const newest = holding.purchases.at(-1)?.row
    return {
      ...holding,
      name: newest?.stock_name ?? holding.symbol,
      market: newest?.market ?? 'listed',
      price: newest?.price ?? '0.00',
      averageCost: averageCost(holding),
      rateBp: pnlBasisPoints(holding.unrealised, holding.margin + holding.costs),
      unit: quantityUnit([holding.shares, holding.sellable]),
      maintenanceBp:
        holding.kind === 'margin'
          ? maintenanceRatioBp(holding.marketValue, holding.loan)
          : holding.kind === 'short'
            ? maintenanceRatioBp(holding.margin + holding.openValue, holding.marketValue)
            : undefined,
    }
  })
}

/** The holding of one stock and kind, if the user has it. */
export function findHolding(rows: readonly PositionRow[], symbol: string, kind: HoldingKind): HoldingRow | undefined {
  return holdingRows(rows).find((holding) => holding.symbol === symbol && holding.kind === kind)
}

/** The kinds of a stock the user holds, cash first. */
export function heldKinds(rows: readonly PositionRow[], symbol: string): HoldingKind[] {
  const held = new Set(
    holdingRows(rows)
      .filter((holding) => holding.symbol === symbol)
      .map((each) => each.kind),
  )
  return (['cash', 'margin', 'short'] as const).filter((kind) => held.has(kind))
}

/** A quantity in the row's unit. */
export function quantityIn(holding: Pick<HoldingRow, 'unit'>, shares: number): number {
  return inUnit(shares, holding.unit)
}

/** The first purchase that cannot be sold now, for the reason to give (its lock and when it ends). */
export function firstLocked(holding: HoldingRow): HeldPurchase | undefined {
  return holding.purchases.find((purchase) => purchase.row.lock !== 'none')
}

/** The whole lots and the odd shares a holding can sell now. */
export function sellableParts(holding: Pick<HoldingRow, 'sellable'>): { lots: number; odd: number } {
  return { lots: Math.floor(holding.sellable / lotShares), odd: holding.sellable % lotShares }
}

/**
 * The purchases a sale of `shares` would take (the server decides; this tells the screen
 * what to expect: which purchases, so whether it is a day trade's sale).
 */
export function purchasesSold(holding: HoldingRow, shares: number): HeldPurchase[] {
  const result = allocateSale(
    holding.purchases.map((purchase) => ({
      id: purchase.id,
      openedAt: Date.parse(purchase.openedAt),
      free: purchase.sellable,
      lock: purchase.row.lock,
    })),
    shares,
  )
  if (!result.ok) return []
  return result.parts.flatMap((part) => holding.purchases.filter((purchase) => purchase.id === part.id))
}
