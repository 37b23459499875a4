// The site settings trading reads (`/common/config`): the commission rate `buycharge`, the
// minimum commission `minshouxu` (TWD) and the leverage choices `ganggang`.
import { type CommissionSettings, parseRatePpm } from '#rules/market.ts'

import { toMinor } from '../core/minor-units.ts'
import type { World } from '../core/world.ts'

function setting(world: World, name: string): string | undefined {
  return world.db.settings.findFirst((q) => q.where({ name }))?.value
}

/** Falls back to the usual broker terms (0.1425 %, NT$20) when a setting is missing or malformed. */
export function commissionSettings(world: World): CommissionSettings {
  const ratePpm = parseRatePpm(setting(world, 'buycharge') ?? '') ?? 1425
  const minimumText = setting(world, 'minshouxu') ?? ''
  const minimum = /^\d+(\.\d{1,2})?$/.test(minimumText) ? toMinor(minimumText) : 2000
  return { ratePpm, minimum }
}

/** The leverage choices (`ganggang`, comma-separated); 1 (a cash trade) is always one of them. */
export function leverageChoices(world: World): number[] {
  const choices = (setting(world, 'ganggang') ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((value) => Number.isInteger(value) && value >= 1)
  return [...new Set([1, ...choices])].sort((a, b) => a - b)
}
