// The cost preview of the order box, from the same rules the mock enforces: a buy costs
// the money it puts in (price x shares, divided by the leverage) plus commission; a sale
// brings price x shares less commission and transaction tax (0.15 % for a day trade sold
// the same day). Amounts in cents.
import { ceilDiv, lotShares, parseRatePpm, tradeCost, type CommissionSettings, type InstrumentKind } from '#rules/market.ts'

export interface OrderPreview {
  value: number
  commission: number
  tax: number
  /** A buy: what leaves the account; a sale: what comes in. */
  total: number
}

export interface PreviewInput {
  side: 'buy' | 'sell'
  price: number
  shares: number
  kind: InstrumentKind
  fees: CommissionSettings
  leverage: number
  dayTradeSale: boolean
}

export function previewOrder({ side, price, shares, kind, fees, leverage, dayTradeSale }: PreviewInput): OrderPreview {
  const cost = tradeCost(side, price, shares, kind, fees, dayTradeSale)
  if (side === 'sell') return cost
  const margin = ceilDiv(cost.value, Math.max(1, leverage))
  return { value: cost.value, commission: cost.commission, tax: 0, total: margin + cost.commission }
}

/** The fee settings of the site configuration (`buycharge`, `minshouxu`), the usual broker terms when missing. */
export function feesFromConfig(values: ReadonlyMap<string, string> | undefined): CommissionSettings {
  const ratePpm = parseRatePpm(values?.get('buycharge') ?? '') ?? 1425
  const minimum = Number(values?.get('minshouxu'))
  return { ratePpm, minimum: Number.isFinite(minimum) && minimum >= 0 ? Math.round(minimum * 100) : 2000 }
}

/** The leverage choices (`ganggang`), 1 always first. */
export function leverageFromConfig(values: ReadonlyMap<string, string> | undefined): number[] {
  const choices = (values?.get('ganggang') ?? '').split(',').map((part) => Number(part.trim())).filter((value) => Number.isInteger(value) && value >= 1)
  return [...new Set([1, ...choices])].sort((a, b) => a - b)
}

/** Whole lots a buyer can afford at `price` with `available` cents (commission included). */
export function affordableLots(available: number, price: number, fees: CommissionSettings, kind: InstrumentKind): number {
  if (price <= 0) return 0
  let lots = Math.floor(available / (price * lotShares))
  while (lots > 0 && tradeCost('buy', price, lots * lotShares, kind, fees).total > available) lots -= 1
  return lots
}
