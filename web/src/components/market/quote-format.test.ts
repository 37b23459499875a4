import { describe, expect, it } from 'vitest'

import {
  compactAmount,
  compactNumber,
  kindOfBoard,
  signed,
  signedPercent,
  toneOf,
  toneOfDifference,
} from './quote-format.ts'

const units = { tenThousand: '萬', hundredMillion: '億' }

describe('market figures on screen', () => {
  it.each([
    ['1.25', 'up', '+1.25', '+1.25%'],
    ['-0.40', 'down', '-0.40', '-0.40%'],
    ['0.00', 'flat', '0.00', '0.00%'],
  ] as const)('%s points %s and reads %s / %s', (value, tone, text, percent) => {
    expect(toneOf(value)).toBe(tone)
    expect(signed(value)).toBe(text)
    expect(signedPercent(value)).toBe(percent)
  })

  it('tells the tone of a difference and the tick table of a board', () => {
    expect([toneOfDifference(5), toneOfDifference(-1), toneOfDifference(0)]).toEqual(['up', 'down', 'flat'])
    expect([kindOfBoard('listed'), kindOfBoard('otc'), kindOfBoard('etf'), kindOfBoard('index')]).toEqual([
      'stock',
      'stock',
      'etf',
      'index',
    ])
  })

  it('shows large numbers in 萬 and 億', () => {
    expect(compactNumber(4959, units)).toBe('4959')
    expect(compactNumber(32_000, units)).toBe('3.20萬')
    expect(compactAmount('8904225000.00', units)).toBe('89.04億')
  })
})
