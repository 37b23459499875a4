import { describe, expect, it } from 'vitest'

import { tickSteps } from './price-steps.ts'
import { clamp, defaultBounds, formatStepperValue, parseClamped, stripNonNumeric } from './stepper.ts'

describe('the number stepper rules', () => {
  it('defaults to minimum 1 and whole numbers', () => {
    expect(defaultBounds).toMatchObject({ min: 1, decimals: 0 })
  })

  it.each([
    ['12a3', 0, '123'],
    ['-5', 0, '5'],
    ['1.5', 0, '15'],
    ['1.234', 2, '1.23'],
    ['1.2.3', 2, '1.23'],
    ['１２', 0, ''],
    ['abc', 2, ''],
  ])('strips %s (%i decimals) to %s', (text, decimals, expected) => {
    expect(stripNonNumeric(text, decimals)).toBe(expected)
  })

  it.each([
    ['0', { min: 1, max: 10, decimals: 0 }, 1],
    ['25', { min: 1, max: 10, decimals: 0 }, 10],
    ['7', { min: 1, max: 10, decimals: 0 }, 7],
    ['12.345', { min: 0.01, max: 100, decimals: 2 }, 12.34], // digits past the decimals are dropped as typed
    ['', { min: 1, max: 10, decimals: 0 }, undefined],
  ])('parses %s within %o as %s', (text, bounds, expected) => {
    expect(parseClamped(text, bounds)).toBe(expected)
  })

  it('clamps and shows its decimals', () => {
    expect(clamp(3.6, { min: 1, max: 10, decimals: 0 })).toBe(4)
    expect(formatStepperValue(1800, 2)).toBe('1800.00')
    expect(formatStepperValue(3, 0)).toBe('3')
  })
})

describe('the price stepper moves by valid ticks', () => {
  it.each([
    ['stock', 1800, 1, 1805],
    ['stock', 100, -1, 99.9],
    ['stock', 99.9, 1, 100],
    ['stock', 10, -1, 9.99],
    ['etf', 50, -1, 49.99],
    ['etf', 50, 1, 50.05],
  ] as const)('%s %d one tick in direction %d is %d', (kind, price, direction, next) => {
    expect(tickSteps(kind).stepBy(price, direction)).toBe(next)
  })

  it.each([
    ['stock', 1802, 1800],
    ['stock', 1803, 1805],
    ['stock', 225.3, 225.5],
    ['etf', 70.03, 70.05],
  ] as const)('snaps %s %d to %d', (kind, price, snapped) => {
    expect(tickSteps(kind).snap(price)).toBe(snapped)
  })
})
