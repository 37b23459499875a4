// What a login does to the cache: everything of a user is dropped (it may be another account
// now), only what the factories mark as the same for every user stays.
import { describe, expect, it } from 'vitest'

import { everyQuery, removedAfter } from '../../test/every-query.ts'
import { loginRefresh } from './login.ts'

describe('what a login changes', () => {
  it("drops every area's data of the user, and keeps the site configuration, market data and news", () => {
    const removed = removedAfter(loginRefresh.removeAfterLogin())
    const kept = everyQuery.map(([name]) => name).filter((name) => !removed.includes(name))
    expect(kept.sort()).toEqual([
      'market indices',
      'market kline',
      'market plate stocks',
      'market plates',
      'market quote',
      'market search',
      'market top pages',
      'market top preview',
      'news item 3',
      'news list',
      'site config',
    ])
    for (const name of [
      'account info',
      'activities lottery',
      'favorites watchlist',
      'trade positions',
      'money cards',
      'new-shares records 1',
      'block-trades purchases',
      'copy-trading subscriptions',
    ])
      expect(removed).toContain(name)
  })

  it('drops a query no factory marked, such as one a future area adds', () => {
    expect(loginRefresh.removeAfterLogin()({ meta: undefined })).toBe(true)
    expect(loginRefresh.removeAfterLogin()({ meta: { sameForEveryUser: true } })).toBe(false)
  })
})
