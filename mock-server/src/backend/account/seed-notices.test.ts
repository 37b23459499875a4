import { describe, expect, it } from 'vitest'

import { discountTenths, parseDiscountPerMille } from '#rules/market.ts'

import { siteSettings } from '../core/seed-data.ts'
import { seedNotices } from './seed-notices.ts'

describe('the seeded notices', () => {
  it('promise the commission discount the site configuration charges', () => {
    const setting = siteSettings.find((each) => each.name === 'chargediscount')?.value ?? ''
    const perMille = parseDiscountPerMille(setting)
    expect(perMille).toBeDefined()
    const promise = seedNotices.find((notice) => notice.content.includes('手續費'))
    expect(promise?.content).toContain(`手續費 ${discountTenths(perMille ?? 0)} 折`)
  })
})
