// The account's figures, defined once for the mock (which answers them) and the app (which
// shows them on home, the account centre, the wallet and the positions screen): total
// assets and its named parts, what is available to trade, and the profit and loss of what
// is held. Amounts in cents (integers); rates in units of 1/10,000 TWD.
import { floorDiv } from './market.ts'

/** The parts of total assets (總資產), each named on screen. */
export interface AssetParts {
  /**
   * TWD available to trade or withdraw (可用餘額): what pending buys hold and what bought shares
   * will pay are already out of it.
   */
  available: number
  /** TWD held for pending buy orders and cash-outs (凍結), given back if they do not go through. */
  held: number
  /** Cash holdings (現股) at the last price (庫存市值). */
  holdings: number
  /** Credit holdings (融資, 融券) at what closing them now would give back (信用部位淨值): never below 0 each. */
  credit: number
  /** The USD and USDT balances in TWD at the broker's buying price now (外幣約當台幣), rounded down. */
  usd: number
  usdt: number
  /** What bought shares still pay on their settlement day (應付交割款, T+2): kept in the account until then. */
  payable: number
  /** What sold shares still bring on their settlement day (應收交割款, T+2). */
  receivable: number
}

/**
 * The account's TWD cash (現金餘額): available, held, and what is kept for the payable
 * until settlement pays it out. A buy moves its cost out of what is available but not out
 * of the account: the account pays on the settlement day.
 */
export function cashBalance(parts: Pick<AssetParts, 'available' | 'held' | 'payable'>): number {
  return parts.available + parts.held + parts.payable
}

/** The foreign balances in TWD. */
export function foreignValue(parts: Pick<AssetParts, 'usd' | 'usdt'>): number {
  return parts.usd + parts.usdt
}

/**
 * 總資產: the TWD cash, plus the holdings at market value (credit ones at what they would
 * give back), plus the foreign balances in TWD, minus what is payable and plus what is
 * receivable in settlement.
 */
export function totalAssets(parts: AssetParts): number {
  return cashBalance(parts) + parts.holdings + parts.credit + foreignValue(parts) - parts.payable + parts.receivable
}

/**
 * 可用餘額: the cash less what is held for pending orders and cash-outs and less what is
 * payable in settlement. A new buy's cost (held while it waits, set aside once it fills)
 * and an unsettled payable count against it alike.
 */
export function availableToTrade(parts: Pick<AssetParts, 'available' | 'held' | 'payable'>): number {
  return cashBalance(parts) - parts.held - parts.payable
}

/** Rates are in units of 1/10,000 TWD (32.2500 -> 322500). */
export const rateScale = 10_000

/** A 4-decimal rate text ("32.2500") in units of 1/10,000; undefined for anything but a positive rate. */
export function parseRate(text: string): number | undefined {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(text.trim())
  if (match === null) return undefined
  const [, whole = '0', fraction = ''] = match
  const units = Number(whole) * rateScale + Number(fraction.padEnd(4, '0'))
  return units > 0 ? units : undefined
}

/**
 * A foreign balance in TWD at the broker's buying price (what the broker pays for it, the
 * board's lower price), rounded down to the cent: what exchanging it now would bring.
 */
export function valueInTwd(amount: number, buyingRate: number): number {
  return Number((BigInt(amount) * BigInt(buyingRate)) / BigInt(rateScale))
}

/** One holding (a purchase's shares still held) as the profit and loss figures read it. */
export interface HoldingValuation {
  /** 1 long, 2 short. */
  direction: 1 | 2
  /** A credit trade (融資 for a long, 融券 for a short). */
  credit: boolean
  shares: number
  /** What the shares still held were bought (a short: sold) for: price x shares of their fills. */
  openValue: number
  /** The user's own money in it: the value less the loan (融資自備款), or a short's deposit (融券保證金). */
  margin: number
  /** What the broker lent on it (融資金額). */
  loan: number
  /** The buy commission of the shares held, and a short's tax on its opening sale. */
  buyCommission: number
  openTax: number
}

/** Price x shares. */
export function marketValue(holding: Pick<HoldingValuation, 'shares'>, lastPrice: number): number {
  return lastPrice * holding.shares
}

/**
 * What closing a credit holding now would give back before the sale's own costs: its own
 * money with the profit or loss, never below 0 (a loss beyond it is the broker's). For a
 * margin purchase that is its market value less the loan.
 */
export function creditValue(holding: HoldingValuation, lastPrice: number): number {
  const value = marketValue(holding, lastPrice)
  const profit = holding.direction === 1 ? value - holding.openValue : holding.openValue - value
  return Math.max(0, holding.margin + profit)
}

/** 未實現損益: the profit or loss at the last price after the buy commission (and a short's opening tax). */
export function unrealisedPnl(holding: HoldingValuation, lastPrice: number): number {
  const value = marketValue(holding, lastPrice)
  const profit = holding.direction === 1 ? value - holding.openValue : holding.openValue - value
  return profit - holding.buyCommission - holding.openTax
}

/** What the profit and loss is measured against in percent: the own money plus the opening costs. */
export function pnlBase(holding: Pick<HoldingValuation, 'margin' | 'buyCommission' | 'openTax'>): number {
  return holding.margin + holding.buyCommission + holding.openTax
}

/**
 * 今日損益 of a holding: how its value moved today - from the previous close (參考價) for
 * shares held before today's session, from what they were bought for when bought in it.
 * Fees are not in it (they are in the unrealised figure).
 */
export function todayChange(
  holding: Pick<HoldingValuation, 'direction' | 'shares' | 'openValue'>,
  lastPrice: number,
  reference: number,
  boughtInSession: boolean,
): number {
  const value = lastPrice * holding.shares
  const from = boughtInSession ? holding.openValue : reference * holding.shares
  return holding.direction === 1 ? value - from : from - value
}

/** A profit or loss in hundredths of a percent of its base, rounded half away from zero; 0 without a base. */
export function pnlBasisPoints(profit: number, base: number): number {
  if (base <= 0) return 0
  const magnitude = floorDiv(Math.abs(profit) * 10_000 * 2 + base, base * 2)
  return profit < 0 ? -magnitude : magnitude
}
