import { describe, expect, it } from 'vitest'

import { productStatus } from './product-status.ts'

describe('a copy-trading product', () => {
  it('is delisted, not past its deadline, when the broker has delisted it (a deadline in December)', () => {
    expect(productStatus({ state: 0, listed: 0 })).toBe('delisted')
  })

  it('is past its deadline when listed and closed, and open only while state is 1', () => {
    expect(productStatus({ state: 0, listed: 1 })).toBe('closed')
    expect(productStatus({ state: 0 })).toBe('closed')
    expect(productStatus({ state: 1, listed: 1 })).toBe('open')
  })
})
