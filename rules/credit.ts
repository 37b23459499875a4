// The pure rules of credit trading (融資融券, docs/market-rules.md, "Margin and short
// selling"): how much the broker lends on a margin purchase, the deposit of a short sale,
// the maintenance ratio and its margin call, and the interest on what is borrowed. Shared
// by the mock (which enforces them) and the app (the order box's preview, the positions).
// Amounts in cents, ratios in basis points of a percent (16667 = 166.67 %).

/** Where an instrument is listed, as the financing ratio depends on it (ETFs are listed on TWSE). */
export type CreditBoard = 'listed' | 'otc' | 'etf'

/** 融資成數: the share of a margin purchase the broker lends, in percent: 60 % listed (and ETFs), 50 % OTC. */
export const financingPercent: Readonly<Record<CreditBoard, number>> = { listed: 60, etf: 60, otc: 50 }

/** 融券保證金成數: a short sale's deposit, in percent of its value. */
export const shortDepositPercent = 90

/** The margin call (追繳) is sent when the maintenance ratio falls below this (130.00 %). */
export const marginCallBelowBp = 13_000

/** 融資利率: the yearly interest on a margin loan, in parts per million (6.5 %). */
export const marginInterestPpm = 65_000

/** Days in the interest year (融資利息 = loan x rate x days / 365). */
export const interestYearDays = 365

const thousandTwd = 100_000 // cents
const hundredTwd = 10_000 // cents

/** The loan of a margin purchase of `value`: its board's share, in whole thousands of TWD (融資金額以千元為單位). */
export function marginLoan(value: number, board: CreditBoard): number {
  return Math.floor((value * financingPercent[board]) / 100 / thousandTwd) * thousandTwd
}

/** The deposit of a short sale of `value`: 90 %, rounded up to whole hundreds of TWD (保證金以百元為單位). */
export function shortDeposit(value: number): number {
  return Math.ceil((value * shortDepositPercent) / 100 / hundredTwd) * hundredTwd
}

/** The interest on `loan` for `days` calendar days, rounded down to whole TWD (元以下捨去). */
export function marginInterest(loan: number, days: number, ratePpm = marginInterestPpm): number {
  if (loan <= 0 || days <= 0) return 0
  const cents = (BigInt(loan) * BigInt(ratePpm) * BigInt(days)) / (1_000_000n * BigInt(interestYearDays))
  return Number(cents / 100n) * 100
}

/**
 * The maintenance ratio (擔保維持率) in basis points, rounded down: what secures the
 * credit (the financed shares' value, a short's deposit and sale value) over what is owed
 * (the loans, the shorted shares' value). Undefined when nothing is owed.
 */
export function maintenanceRatioBp(collateral: number, owed: number): number | undefined {
  if (owed <= 0) return undefined
  return Number((BigInt(collateral) * 10_000n) / BigInt(owed))
}

/** Whether a maintenance ratio calls for more margin (under 130 %). */
export function isMarginCall(ratioBp: number | undefined): boolean {
  return ratioBp !== undefined && ratioBp < marginCallBelowBp
}
