import { describe, expect, it } from 'vitest'

import { rateText } from '#mock/backend/money/amounts.ts'
import { referenceQuote } from '#mock/backend/money/rates.ts'

import { exchangeBoard } from './exchange-board.ts'

describe('the exchange board', () => {
  it('reads from the broker’s side: 銀行買入 is the lower rate, 銀行賣出 the higher', () => {
    const rows = exchangeBoard(
      (['USD', 'USDT'] as const).map((currency) => ({
        currency,
        buy: rateText(referenceQuote[currency].buy),
        sell: rateText(referenceQuote[currency].sell),
        quote_id: '0a1b2c3d',
        quote_time: '2026-11-23 09:30:00',
      })),
    )
    expect(rows).toEqual([
      { currency: 'USD', bankBuys: '32.2500', bankSells: '32.4500' },
      { currency: 'USDT', bankBuys: '32.1000', bankSells: '32.6000' },
    ])
    for (const row of rows) expect(Number(row.bankBuys)).toBeLessThan(Number(row.bankSells))
  })
})
