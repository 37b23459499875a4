// Holdings as a trader reads them: one row per stock and kind with its purchases, the
// average cost with fees, one unit per row, and which purchases a sale takes.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  allocateSale,
  averageCost,
  holdingKind,
  inUnit,
  type Purchase,
  quantityUnit,
  type SaleCandidate,
  stockHoldings,
} from './holdings.ts'

const twd = (units: number) => Math.round(units * 100)

function purchase(fields: Partial<Purchase> & Pick<Purchase, 'id' | 'symbol' | 'shares'>): Purchase {
  return {
    kind: 'cash',
    sellable: fields.shares,
    openValue: 0,
    buyCommission: 0,
    openTax: 0,
    margin: 0,
    loan: 0,
    marketValue: 0,
    unrealised: 0,
    today: 0,
    openedAt: '2026-11-13T10:12:00.000+08:00',
    ...fields,
  }
}

describe('one row per stock and kind', () => {
  // 台積電 bought twice in odd lots (200 at 1,840, then 100 at 1,800 today, T+1 locked), 鴻海 once.
  const older = purchase({
    id: 2,
    symbol: '2330',
    shares: 200,
    openValue: twd(368_000),
    buyCommission: twd(524),
    marketValue: twd(360_000),
    unrealised: twd(-8_524),
    today: twd(-1_000),
  })
  const newer = purchase({
    id: 11,
    symbol: '2330',
    shares: 100,
    sellable: 0,
    openValue: twd(180_000),
    buyCommission: twd(256),
    marketValue: twd(180_000),
    unrealised: twd(-256),
    openedAt: '2026-11-23T09:30:00.000+08:00',
  })
  const other = purchase({ id: 3, symbol: '2317', shares: 2000, openValue: twd(472_000), marketValue: twd(452_000) })
  const rows = stockHoldings([newer, other, older])

  it('adds up the purchases of a stock, in the order of its newest purchase, oldest purchase first', () => {
    expect(rows.map((row) => row.symbol)).toEqual(['2330', '2317'])
    const [tsmc] = rows
    expect(tsmc).toMatchObject({
      shares: 300,
      sellable: 200,
      openValue: twd(548_000),
      costs: twd(780),
      marketValue: twd(540_000),
      unrealised: twd(-8_780),
      today: twd(-1_000),
    })
    expect(tsmc?.purchases.map((each) => each.id)).toEqual([2, 11])
  })

  it('keeps cash, margin and short holdings of a stock apart', () => {
    const margin = purchase({ id: 20, symbol: '2317', shares: 1000, kind: 'margin' })
    expect(stockHoldings([margin, other]).map((row) => `${row.symbol} ${row.kind}`)).toEqual([
      '2317 margin',
      '2317 cash',
    ])
    expect([holdingKind(1, false), holdingKind(1, true), holdingKind(2, true)]).toEqual(['cash', 'margin', 'short'])
  })

  it('reads the average cost with the fees: (548,000 + 780) / 300 = 1,829.27', () => {
    expect(averageCost({ kind: 'cash', shares: 300, openValue: twd(548_000), costs: twd(780) })).toBe(182_927)
    expect(rows[0] && averageCost(rows[0])).toBe(182_927)
    // A short breaks even at what its sale brought per share after its commission and tax.
    expect(averageCost({ kind: 'short', shares: 1000, openValue: twd(226_000), costs: twd(322 + 678) })).toBe(twd(225))
    expect(averageCost({ kind: 'cash', shares: 0, openValue: 0, costs: 0 })).toBe(0)
  })
})

describe('one unit per row', () => {
  it('reads in lots when every quantity is whole lots, otherwise in shares', () => {
    expect(quantityUnit([5000, 3000])).toBe('lots')
    expect(quantityUnit([5000, 0])).toBe('lots')
    expect(quantityUnit([300, 200])).toBe('shares')
    expect(quantityUnit([1300, 1000])).toBe('shares')
    expect(inUnit(3000, 'lots')).toBe(3)
    expect(inUnit(1300, 'shares')).toBe(1300)
  })
})

describe('which purchases a sale takes', () => {
  const at = (day: number) => Date.UTC(2026, 10, day, 2)
  const candidates: SaleCandidate[] = [
    { id: 11, openedAt: at(23), free: 100, lock: 't1' },
    { id: 5, openedAt: at(17), free: 300, lock: 'none' },
    { id: 2, openedAt: at(13), free: 200, lock: 'none' },
  ]

  it('takes the oldest sellable purchases first', () => {
    expect(allocateSale(candidates, 400)).toEqual({
      ok: true,
      parts: [
        { id: 2, shares: 200 },
        { id: 5, shares: 200 },
      ],
    })
  })

  it('names the lock when locked shares would have made up the rest', () => {
    expect(allocateSale(candidates, 600)).toEqual({ ok: false, sellable: 500, locked: candidates[0] })
  })

  it('says only how much can be sold when even the locked shares are not enough, or nothing is asked', () => {
    expect(allocateSale(candidates, 601)).toEqual({ ok: false, sellable: 500, locked: undefined })
    expect(allocateSale(candidates, 0)).toEqual({ ok: false, sellable: 500, locked: undefined })
  })

  it('never takes more than a purchase has free, nor a locked one, and takes exactly what is asked', () => {
    const candidate = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      openedAt: fc.integer({ min: 0, max: 1e6 }),
      free: fc.integer({ min: 0, max: 5000 }),
      lock: fc.constantFrom('none' as const, 't1' as const, 'minutes' as const),
    })
    fc.assert(
      fc.property(
        fc.uniqueArray(candidate, { selector: (each) => each.id, maxLength: 8 }),
        fc.integer({ min: 1, max: 20_000 }),
        (list, shares) => {
          const result = allocateSale(list, shares)
          const sellable = list.filter((each) => each.lock === 'none').reduce((sum, each) => sum + each.free, 0)
          if (!result.ok) {
            expect(shares).toBeGreaterThan(sellable)
            return
          }
          expect(result.parts.reduce((sum, part) => sum + part.shares, 0)).toBe(shares)
          for (const part of result.parts) {
            const from = list.find((each) => each.id === part.id)
            expect(from?.lock).toBe('none')
            expect(part.shares).toBeLessThanOrEqual(from?.free ?? 0)
            expect(part.shares).toBeGreaterThan(0)
          }
        },
      ),
    )
  })
})
