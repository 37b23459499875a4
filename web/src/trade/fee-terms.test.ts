import { describe, expect, it } from 'vitest'

import { discountTenths, ratePercent } from './fee-terms.ts'

describe('the commission terms on screen', () => {
  it('reads a rate in parts per million as a percentage and a discount as 折', () => {
    expect(ratePercent(1425)).toBe('0.1425')
    expect(ratePercent(1000)).toBe('0.1')
    expect(ratePercent(10_000)).toBe('1')
    expect(discountTenths(280)).toBe('2.8')
    expect(discountTenths(168)).toBe('1.68')
    expect(discountTenths(600)).toBe('6')
  })
})
