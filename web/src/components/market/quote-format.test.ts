import { describe, expect, it } from 'vitest'

import {
  compactAmount,
  compactNumber,
  groupedNumber,
  hundredMillions,
  kindOfBoard,
  signed,
  signedPercent,
  toneOf,
  toneOfDifference,
  valueFormat,
} from './quote-format.ts'

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

  it('shows large numbers in 萬 and 億 in Chinese, in K, M and B in English', () => {
    expect(compactNumber(4959, 'zh-TW')).toBe('4,959')
    expect(compactNumber(32_000, 'zh-TW')).toBe('3.20萬')
    expect(compactNumber(89_042_250, 'zh-TW')).toBe('8,904.23萬')
    expect(compactNumber(456_300_000_000, 'zh-TW')).toBe('4,563.00億')
    expect(compactAmount('8904225000.00', 'zh-TW')).toBe('89.04億')
    expect(compactNumber(32_000, 'zh-CN')).toBe('3.20万')
    expect(compactNumber(4959, 'en')).toBe('4,959')
    expect(compactNumber(130_800, 'en')).toBe('130.80K')
    expect(compactAmount('8904225000.00', 'en')).toBe('8.90B')
  })
})

describe('index values and ranking figures', () => {
  it('reads an index with thousands separators and a price as quoted', () => {
    expect(valueFormat('index')('32545.91')).toBe('32,545.91')
    expect(valueFormat('listed')('1800.00')).toBe('1800.00')
  })

  it('reads lots with separators and turnover in 億', () => {
    expect(groupedNumber(4959)).toBe('4,959')
    expect(groupedNumber(1234567)).toBe('1,234,567')
    expect(groupedNumber(12)).toBe('12')
    expect(hundredMillions('8904225000.00')).toBe('89.04')
    expect(hundredMillions('123456789012.00')).toBe('1,234.57')
    expect(hundredMillions('35000000.00')).toBe('0.35')
  })
})
