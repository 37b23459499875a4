import { describe, expect, it } from 'vitest'
import { affordableLots, feesFromConfig, leverageFromConfig, previewOrder } from './order-preview.ts'

const fees = { ratePpm: 1425, minimum: 2000 }

describe('the order preview', () => {
  it.each([
    ['a buy of 1 lot at 226', { side: 'buy', price: 22_600, shares: 1000, leverage: 1, dayTradeSale: false }, { value: 22_600_000, commission: 32_200, tax: 0, total: 22_632_200 }],
    ['a buy with leverage 2', { side: 'buy', price: 22_600, shares: 1000, leverage: 2, dayTradeSale: false }, { value: 22_600_000, commission: 32_200, tax: 0, total: 11_332_200 }],
    ['a sale', { side: 'sell', price: 22_600, shares: 1000, leverage: 1, dayTradeSale: false }, { value: 22_600_000, commission: 32_200, tax: 67_800, total: 22_500_000 }],
    ['a day-trade sale', { side: 'sell', price: 22_600, shares: 1000, leverage: 1, dayTradeSale: true }, { value: 22_600_000, commission: 32_200, tax: 33_900, total: 22_533_900 }],
    ['an odd lot under the minimum commission', { side: 'buy', price: 180_000, shares: 5, leverage: 1, dayTradeSale: false }, { value: 900_000, commission: 2000, tax: 0, total: 902_000 }],
  ] as const)('%s', (_, input, expected) => {
    expect(previewOrder({ ...input, kind: 'stock', fees })).toEqual(expected)
  })

  it('reads the fee and leverage settings, with the usual terms when missing', () => {
    expect(feesFromConfig(new Map([['buycharge', '0.001'], ['minshouxu', '1']]))).toEqual({ ratePpm: 1000, minimum: 100 })
    expect(feesFromConfig(undefined)).toEqual(fees)
    expect(leverageFromConfig(new Map([['ganggang', '5, 2,x,10']]))).toEqual([1, 2, 5, 10])
  })

  it('counts the whole lots the cash affords, commission included', () => {
    expect(affordableLots(100_000_000, 22_600, fees, 'stock')).toBe(4)
    expect(affordableLots(22_632_199, 22_600, fees, 'stock')).toBe(0)
    expect(affordableLots(22_632_200, 22_600, fees, 'stock')).toBe(1)
  })
})
