import { describe, expect, it } from 'vitest'

import { productStatus } from './product-status.ts'

// The world's date of the issue: 2026-11-23, 10:00 in Taipei.
const now = Date.parse('2026-11-23T10:00:00+08:00')
const december = '2026-12-23 23:59:59'
const november = '2026-11-20 23:59:59'

describe('a copy-trading product', () => {
  it('is delisted, not past its deadline, when the broker has delisted it (a deadline in December)', () => {
    expect(productStatus({ state: 0, listed: 0, end: december }, now)).toBe('delisted')
  })

  it('is past its deadline when listed and closed, and open only while state is 1', () => {
    expect(productStatus({ state: 0, listed: 1, end: november }, now)).toBe('closed')
    expect(productStatus({ state: 1, listed: 1, end: december }, now)).toBe('open')
    expect(productStatus({ state: 1, end: december }, now)).toBe('open')
  })

  it('without `listed` reads a closed product by its deadline: ahead is delisted, behind is past it', () => {
    expect(productStatus({ state: 0, end: december }, now)).toBe('delisted')
    expect(productStatus({ state: 0, end: november }, now)).toBe('closed')
    expect(productStatus({ state: 0, end: '2026-11-23 10:00:00' }, now)).toBe('closed')
  })
})
