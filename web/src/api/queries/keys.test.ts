// The cache keys across the areas (plan: one name per area): every key starts with its
// area's name, each area's `<area>Keys.all` holds exactly that area's queries, no two kinds
// of query share a key, and every refresh list is made of the areas' keys.
import { describe, expect, it } from 'vitest'

import { allRefreshLists, everyQuery, namesUnder, queryAreas } from '../../test/every-query.ts'
import { accountKeys } from './account.ts'
import { activitiesKeys } from './activities.ts'
import { blockTradesKeys } from './block-trades.ts'
import { copyTradingKeys } from './copy-trading.ts'
import { favoritesKeys } from './favorites.ts'
import { marketKeys } from './market.ts'
import { moneyKeys } from './money.ts'
import { newSharesKeys } from './new-shares.ts'
import { newsKeys } from './news.ts'
import { siteKeys } from './site.ts'
import { tradeKeys } from './trade.ts'

const allKeys = {
  site: siteKeys.all,
  account: accountKeys.all,
  activities: activitiesKeys.all,
  market: marketKeys.all,
  trade: tradeKeys.all,
  favorites: favoritesKeys.all,
  news: newsKeys.all,
  money: moneyKeys.all,
  'new-shares': newSharesKeys.all,
  'block-trades': blockTradesKeys.all,
  'copy-trading': copyTradingKeys.all,
} as const

describe('query keys', () => {
  it('start with the name of their area, as each query is named', () => {
    for (const [name, key] of everyQuery) {
      expect(queryAreas, name).toContain(key[0])
      expect(name.startsWith(`${String(key[0])} `), `${name}: ${JSON.stringify(key)}`).toBe(true)
    }
  })

  it.each(queryAreas.map((area) => [area]))(
    "%s: <area>Keys.all is the area's name and holds its queries only",
    (area) => {
      expect(allKeys[area]).toEqual([area])
      expect(namesUnder(allKeys[area])).toEqual(
        everyQuery
          .map(([name]) => name)
          .filter((name) => name.startsWith(`${area} `))
          .sort(),
      )
    },
  )

  it('are distinct for distinct queries', () => {
    const hashes = everyQuery.map(([, key]) => JSON.stringify(key))
    expect(new Set(hashes).size).toBe(hashes.length)
  })

  it('every refresh list names keys of the areas, each touching at least one query (or none at all)', () => {
    for (const [name, keys] of allRefreshLists()) {
      for (const key of keys) {
        expect(queryAreas, name).toContain(key[0])
        expect(namesUnder(key).length, `${name}: ${JSON.stringify(key)} matches no query`).toBeGreaterThan(0)
      }
    }
  })
})
