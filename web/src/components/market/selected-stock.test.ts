import { describe, expect, it } from 'vitest'

import { defaultStock, readSelectedStock, saveSelectedStock } from './selected-stock.ts'

describe('the selected stock (local storage stockDetail)', () => {
  it('is 2330 when nothing was chosen or the entry cannot be read', () => {
    expect(readSelectedStock()).toEqual(defaultStock)
    localStorage.setItem('stockDetail', 'not json')
    expect(readSelectedStock()).toEqual(defaultStock)
    localStorage.setItem('stockDetail', JSON.stringify({ symbol: '<script>' }))
    expect(readSelectedStock()).toEqual(defaultStock)
  })

  it('round-trips what a stock row saves, and reads the older {code} shape', () => {
    saveSelectedStock({ symbol: '0050', name: '元大台灣50', market: 'etf' })
    expect(JSON.parse(localStorage.getItem('stockDetail') ?? '')).toEqual({
      symbol: '0050',
      name: '元大台灣50',
      market: 'etf',
    })
    expect(readSelectedStock()).toEqual({ symbol: '0050', name: '元大台灣50', market: 'etf' })
    localStorage.setItem('stockDetail', '{"code":"2317"}')
    expect(readSelectedStock()).toEqual({ symbol: '2317', name: '2317', market: 'listed' })
  })
})
