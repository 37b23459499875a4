// The day the seed levels stand on (Friday 2026-11-20, Taipei): every price walks from it.
import { taipeiDay } from '#rules/market.ts'

export const anchorDay = taipeiDay(Date.parse('2026-11-20T12:00:00+08:00'))
