// The site settings trading reads (`/common/config`): the commission rate `buycharge`, the
// minimum commission `minshouxu` (TWD), the discount on electronic orders `chargediscount`
// (designed) and the leverage choices `ganggang`.
import { type CommissionSettings, fullRate, parseDiscountPerMille, parseRatePpm } from '#rules/market.ts'

import type { UserRecord } from '../core/collections.ts'
import { toMinor } from '../core/minor-units.ts'
import type { World } from '../core/world.ts'

function setting(world: World, name: string): string | undefined {
  return world.db.settings.findFirst((q) => q.where({ name }))?.value
}

/**
 * The discount an account trades at (its `fee_discount`): the broker's discount on
 * electronic orders for a verified account, as its notice promises (適用所有已完成實名認證之帳戶,
 * 毋須另行申請); the full rate for any other, or when the site offers none.
 */
export function commissionDiscount(world: World, user: Pick<UserRecord, 'verification'>): number {
  if (user.verification !== 1) return fullRate
  return parseDiscountPerMille(setting(world, 'chargediscount') ?? '') ?? fullRate
}

/** An account's commission terms; the usual broker terms (0.1425 %, NT$20) when a setting is missing or malformed. */
export function commissionSettings(world: World, user: Pick<UserRecord, 'verification'>): CommissionSettings {
  const ratePpm = parseRatePpm(setting(world, 'buycharge') ?? '') ?? 1425
  const minimumText = setting(world, 'minshouxu') ?? ''
  const minimum = /^\d+(\.\d{1,2})?$/.test(minimumText) ? toMinor(minimumText) : 2000
  return { ratePpm, minimum, discountPerMille: commissionDiscount(world, user) }
}

/** The leverage choices (`ganggang`, comma-separated); 1 (a cash trade) is always one of them. */
export function leverageChoices(world: World): number[] {
  const choices = (setting(world, 'ganggang') ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((value) => Number.isInteger(value) && value >= 1)
  return [...new Set([1, ...choices])].sort((a, b) => a - b)
}
