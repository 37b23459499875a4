// Credit trading's figures: the loan of a margin purchase, a short's deposit, interest by
// the day, the maintenance ratio and its margin call.
import { describe, expect, it } from 'vitest'

import { isMarginCall, maintenanceRatioBp, marginInterest, marginLoan, shortDeposit } from './credit.ts'

const twd = (units: number) => Math.round(units * 100)

describe('the loan of a margin purchase', () => {
  it.each<[string, number, 'listed' | 'otc' | 'etf', number]>([
    ['60 % of a listed stock, in whole thousands', 678_000, 'listed', 406_000],
    ['60 % of an ETF', 69_650, 'etf', 41_000],
    ['50 % of an OTC stock', 301_500, 'otc', 150_000],
    ['nothing under a thousand', 1_500, 'listed', 0],
  ])('%s', (_, value, board, loan) => {
    expect(marginLoan(twd(value), board)).toBe(twd(loan))
  })
})

describe('the deposit of a short sale', () => {
  it.each<[number, number]>([
    [451_000, 405_900], // 90 %
    [10_001, 9_100], // 9,000.90 rounds up to whole hundreds
    [100, 100],
  ])('%i TWD sold short deposits %i', (value, deposit) => {
    expect(shortDeposit(twd(value))).toBe(twd(deposit))
  })
})

describe('interest on a margin loan', () => {
  it('runs by the calendar day at 6.5 % a year, rounded down to whole TWD', () => {
    // 406,000 x 6.5 % / 365 = 72.30 a day
    expect(marginInterest(twd(406_000), 1)).toBe(twd(72))
    expect(marginInterest(twd(406_000), 7)).toBe(twd(506))
    expect(marginInterest(twd(406_000), 365)).toBe(twd(26_390))
  })

  it('is nothing for no loan or no day, and stays exact for a large loan over years', () => {
    expect(marginInterest(0, 30)).toBe(0)
    expect(marginInterest(twd(406_000), 0)).toBe(0)
    expect(marginInterest(twd(406_000), -2)).toBe(0)
    // 90 million TWD over 10 years: beyond what a float multiplication keeps exact.
    expect(marginInterest(twd(90_000_000), 3650)).toBe(twd(58_500_000))
  })
})

describe('the maintenance ratio and the margin call', () => {
  it('is what secures the credit over what is owed, in basis points, rounded down', () => {
    // A margin purchase: 678,000 of shares for a 406,000 loan.
    expect(maintenanceRatioBp(twd(678_000), twd(406_000))).toBe(16_699)
    // A short: deposit 405,900 and the sale's 451,000, the shares now worth 452,000.
    expect(maintenanceRatioBp(twd(405_900 + 451_000), twd(452_000))).toBe(18_957)
    expect(maintenanceRatioBp(twd(100), 0)).toBeUndefined()
  })

  it('calls for margin under 130 %, not at it', () => {
    expect(isMarginCall(12_999)).toBe(true)
    expect(isMarginCall(13_000)).toBe(false)
    expect(isMarginCall(undefined)).toBe(false)
  })
})
