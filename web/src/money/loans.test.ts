// The loan screens' interest preview is the server's daily charge, cent for cent.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { toDecimalString } from '#mock/backend/core/minor-units.ts'
import { rateText } from '#mock/backend/money/amounts.ts'
import { dailyInterest as serverDailyInterest } from '#mock/backend/money/loan-interest.ts'

import { dailyInterest, shortRate } from './loans.ts'

describe('dailyInterest', () => {
  it('is the server’s charge for any amount and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.integer({ min: 1, max: 100_000 }), (cents, ppm) => {
        expect(dailyInterest(toDecimalString(cents), rateText(ppm))).toBe(
          toDecimalString(serverDailyInterest(cents, ppm)),
        )
      }),
    )
  })

  it('says nothing on texts that are not figures', () => {
    expect(dailyInterest('<b>', '0.0500')).toBeUndefined()
    expect(dailyInterest('100', 'x')).toBeUndefined()
  })
})

describe('shortRate', () => {
  it.each([
    ['0.0500', '0.05'],
    ['0.0450', '0.045'],
    ['1.0000', '1'],
    ['0.0001', '0.0001'],
  ])('%s reads %s', (rate, short) => {
    expect(shortRate(rate)).toBe(short)
  })
})
