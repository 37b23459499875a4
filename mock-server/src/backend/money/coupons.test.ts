// Coupons: used once, before they expire by the world clock.
import { describe, expect, it } from 'vitest'

import { demo } from '../../test-support.ts'
import { moneyWorld } from './test-support.ts'

type CouponRow = { id: number; status: number; money: string; use_time: string }

describe('/user/couponList', () => {
  it('lists unused (soonest to expire first), used, then expired; or one status', async () => {
    const money = await moneyWorld()
    const all = (await money.data('/user/couponList', {})) as CouponRow[]
    expect(all.map(({ id, status }) => [id, status])).toEqual([
      [2, 0],
      [1, 0],
      [3, 1],
      [4, 2],
    ])
    expect(((await money.data('/user/couponList', { status: 2 })) as CouponRow[]).map((row) => row.id)).toEqual([4])
  })

  it('shows a coupon expired once the clock passes its last instant', async () => {
    const money = await moneyWorld()
    await money.advance(8 * 24 * 60 * 60 * 1000)
    expect(((await money.data('/user/couponList', { status: 2 })) as CouponRow[]).map((row) => row.id)).toEqual([2, 4])
  })
})

describe('/user/useCoupon', () => {
  it('credits the value once and marks the coupon used', async () => {
    const money = await moneyWorld()
    expect(await money.data('/user/useCoupon', { id: 1 })).toMatchObject({
      id: 1,
      status: 1,
      money: '888.00',
      use_time: '2026-11-23 09:30:00',
    })
    expect(money.balances().twd).toBe('1000888.00')
    expect((await money.call('/user/useCoupon', { id: 1 })).errorId).toBe('coupon_used')
    expect(money.balances().twd).toBe('1000888.00')
    money.expectConsistent()
  })

  it.each([
    ['an expired coupon', 4, 'coupon_expired'],
    ['a coupon that does not exist', 99, 'coupon_not_found'],
    ['another user’s coupon', 5, 'coupon_not_found'],
  ])('refuses %s and changes nothing', async (_, id, errorId) => {
    const money = await moneyWorld()
    const before = money.snapshot()
    expect((await money.call('/user/useCoupon', { id })).errorId).toBe(errorId)
    expect(money.snapshot()).toBe(before)
  })

  it('lets the other account use its own', async () => {
    const money = await moneyWorld(demo.unverified)
    expect(await money.data('/user/useCoupon', { id: 5 })).toMatchObject({ status: 1 })
  })
})
