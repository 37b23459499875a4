// Cash coupons (優惠券): used before they expire (by the world clock), each credits its
// value to the TWD balance once.
import type { ResponseData } from '#openapi/operations.ts'

import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import type { HandlerMap } from '../core/handler.ts'
import { post } from '../core/ledger.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { firstAfter, upstreamTime, upstreamTimeOrEmpty } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { orderNumber, refOf } from './order-numbers.ts'
import type { CouponRecord } from './records.ts'

type CouponStatus = 0 | 1 | 2

/** 0 unused, 1 used, 2 expired (unused after its last instant). */
export function couponStatus(coupon: CouponRecord, now: number): CouponStatus {
  if (coupon.usedAt !== null) return 1
  return now > coupon.expiresAt ? 2 : 0
}

function couponAnswer(coupon: CouponRecord, now: number): ResponseData<'/user/useCoupon'> {
  return {
    id: coupon.id,
    name: coupon.name,
    money: toDecimalString(coupon.money),
    remark: coupon.remark,
    status: couponStatus(coupon, now),
    expire_time: upstreamTime(coupon.expiresAt),
    use_time: upstreamTimeOrEmpty(coupon.usedAt),
  }
}

/** Unused first, soonest to expire first; then used, latest first; then expired, latest first. */
function listOrder(now: number) {
  return (a: CouponRecord, b: CouponRecord) => {
    const byStatus = couponStatus(a, now) - couponStatus(b, now)
    if (byStatus !== 0) return byStatus
    if (couponStatus(a, now) === 0) return a.expiresAt - b.expiresAt || a.id - b.id
    return (b.usedAt ?? b.expiresAt) - (a.usedAt ?? a.expiresAt) || b.id - a.id
  }
}

/** Credits a coupon's value and marks it used. */
export async function creditCoupon(
  world: World,
  user: UserRecord,
  coupon: CouponRecord,
  at: number,
): Promise<CouponRecord> {
  await post(world, {
    user,
    ref: refOf('coupon', coupon.id),
    at,
    movements: [{ balance: 'twd', amount: coupon.money, kind: 'coupon' }],
  })
  const used = await world.db.coupons.update((q) => q.where({ id: coupon.id }), {
    data(draft) {
      draft.usedAt = at
      draft.orderNumber = orderNumber('coupon', at, coupon.id)
    },
  })
  return used ?? coupon
}

export const couponHandlers = {
  '/user/couponList': {
    secured: true,
    run(context, { status }) {
      const { world, user, now } = context
      const coupons = world.db.coupons.findMany((q) => q.where({ userId: user.id }))
      // A coupon expires just after its last instant (couponStatus).
      context.holdsUntil(
        firstAfter(
          coupons.map((coupon) => coupon.expiresAt + 1),
          now,
        ),
      )
      return coupons
        .filter((coupon) => status === undefined || couponStatus(coupon, now) === status)
        .sort(listOrder(now))
        .map((coupon) => couponAnswer(coupon, now))
    },
  },

  '/user/useCoupon': {
    secured: true,
    async run({ world, user, now }, { id }) {
      const coupon = world.db.coupons.findFirst((q) => q.where({ id, userId: user.id }))
      if (coupon === undefined) raise('coupon_not_found')
      const status = couponStatus(coupon, now)
      if (status === 1) raise('coupon_used')
      if (status === 2) raise('coupon_expired')

      const used = await creditCoupon(world, user, coupon, now)
      return couponAnswer(used, now)
    },
  },
} satisfies Partial<HandlerMap>
