import { describe, expect, it } from 'vitest'

import { lotsProblem, offeringStatus, priceText } from './variants.ts'

describe('the subscription form', () => {
  it('asks for whole lots', () => {
    expect(lotsProblem('')).toBe('quantityRequired')
    expect(lotsProblem('0')).toBe('quantityRequired')
    expect(lotsProblem('1.5')).toBe('wholeLots')
    expect(lotsProblem('-1')).toBe('wholeLots')
    expect(lotsProblem('3')).toBeUndefined()
  })

  it('reads a bid price', () => {
    expect(priceText('120')).toBe('120.00')
    expect(priceText('120.5')).toBe('120.50')
    expect(priceText('1e3')).toBeUndefined()
    expect(priceText('12.345')).toBeUndefined()
  })
})

describe('an offering', () => {
  it('takes a subscription only while it is open and its channel is open', () => {
    expect(offeringStatus({ state: 1, channel: 1 })).toBe('open')
    expect(offeringStatus({ state: 0, channel: 1 })).toBe('notStarted')
    expect(offeringStatus({ state: 1, channel: 0 })).toBe('suspended')
    expect(offeringStatus({ state: 0, channel: 0 })).toBe('suspended')
    expect(offeringStatus({ state: 2, channel: 0 })).toBe('ended')
    expect(offeringStatus({ state: 2, channel: 1 })).toBe('ended')
  })
})
